import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MyServices, TransferClaimResult, TransferCode } from '../../contract';
import { bad, plainObject, positiveInt, uuid } from '../../http/validation';
import { CODE_LENGTH } from './transfer-code';
import { TooManyRequests, TransferService } from './transfer.service';

@Controller('watchlist/transfer')
export class TransferController {
  constructor(private readonly transfer: TransferService) {}

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  create(
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransferCode> {
    const b = plainObject(body, ['session_id', 'services']);
    const services = b.services === undefined ? undefined : parseServices(b.services);
    return retryAfter(reply, this.transfer.create(uuid(b.session_id, 'session_id'), services, req.ip));
  }

  @Post('claim')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  claim(
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransferClaimResult> {
    const b = plainObject(body, ['code', 'session_id']);
    if (typeof b.code !== 'string') throw bad(`code must be ${CODE_LENGTH} letters or digits`);
    return retryAfter(reply, this.transfer.claim(b.code, uuid(b.session_id, 'session_id'), req.ip));
  }
}

/** A 429 carries Retry-After (the error filter writes the body on the same reply). */
async function retryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof TooManyRequests) void reply.header('retry-after', String(e.retryAfterSeconds));
    throw e;
  }
}

function parseServices(value: unknown): MyServices {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad('services must be an object of country code -> provider ids');
  }
  const out: MyServices = {};
  for (const [country, ids] of Object.entries(value)) {
    if (!/^[A-Z]{2}$/.test(country)) throw bad('services keys must be two-letter country codes');
    if (!Array.isArray(ids) || ids.length > 50) throw bad('services values must be lists of provider ids');
    out[country] = ids.map((id) => positiveInt(id, 'provider id'));
  }
  return out;
}
