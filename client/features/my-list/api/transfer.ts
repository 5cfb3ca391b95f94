// POST /api/watchlist/transfer (a one-time code for this device's list, ratings and My services) and
// POST /api/watchlist/transfer/claim (copy them onto this device).
import type { TransferClaimResult, TransferCode } from '../../../../api/src/contract';
import { ApiError, apiPost } from '../../../lib/api-client';
import { readAllServices, replaceAllServices } from '../../../lib/my-services';
import { getSessionId } from '../../../lib/session';

export function createTransferCode(): Promise<TransferCode> {
  const services = readAllServices();
  return apiPost<TransferCode>('/api/watchlist/transfer', {
    session_id: getSessionId(),
    ...(Object.keys(services).length ? { services } : {}),
  });
}

export async function claimTransferCode(code: string): Promise<TransferClaimResult> {
  const result = await apiPost<TransferClaimResult>('/api/watchlist/transfer/claim', {
    code,
    session_id: getSessionId(),
  });
  // The other device's choice wins for the countries it has; this device keeps its other countries.
  if (result.services) replaceAllServices({ ...readAllServices(), ...result.services });
  return result;
}

/** The server's message for a refused code, in words a visitor understands. */
export function transferErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const message = (err.body as { message?: unknown } | undefined)?.message;
    if (err.timedOut) return 'The server did not answer in time. Please try again.';
    if (err.status === 0) return 'You are offline. Connect to the internet and try again.';
    if (err.status === 429) return 'Too many attempts. Wait a few minutes and try again.';
    if (typeof message === 'string' && err.status < 500) return message;
  }
  return 'Something went wrong. Please try again.';
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What a claimed code copied, for the toast: '3 titles and My services', '1 title, 2 ratings and My services'.
 * Only what came over is named (no '0 ratings'); nothing at all says so.
 */
export function transferSummary(result: TransferClaimResult): string {
  const parts: string[] = [];
  if (result.titles > 0) parts.push(count(result.titles, 'title'));
  if (result.ratings > 0) parts.push(count(result.ratings, 'rating'));
  if (result.services && Object.keys(result.services).length > 0) parts.push('My services');
  if (!parts.length) return 'The other device had no titles, ratings or services to copy.';
  const names =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Copied ${names}.`;
}
