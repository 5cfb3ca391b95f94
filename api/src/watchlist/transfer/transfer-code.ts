// One-time transfer codes: generation, normalisation, hashing, and sealing My services with a key derived from
// the code, so the server keeps nothing readable about the visitor: a keyed hash and a ciphertext it cannot open.
// docs/decisions.md #21: 12 characters (60 bits), so guessing stays hopeless even for a client whose guess budget
// is spent (a valid code is still honoured then, transfer.service.ts); the stored hash is an HMAC under a server
// secret that is not in the database, so a copy of the database alone cannot be searched for codes offline.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  scryptSync,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config';
import type { MyServices } from '../../contract';

/** Crockford base 32: no I, L, O or U, so a code read aloud or copied by hand is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;
/** The file under DATA_DIR holding the generated secret when TRANSFER_CODE_SECRET is not set. */
export const SECRET_FILE = 'transfer-code.secret';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Upper case, spaces and dashes dropped, look-alikes mapped (O->0, I/L->1); null when not a code at all. */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/**
 * The HMAC key: TRANSFER_CODE_SECRET when set (every instance of a deployment must share it), else 32 random
 * bytes generated on the first start and kept in DATA_DIR/transfer-code.secret (mode 600).
 */
export function transferSecret(config: Pick<AppConfig, 'transferCodeSecret' | 'dataDir'>): Buffer {
  if (config.transferCodeSecret) return Buffer.from(config.transferCodeSecret, 'utf8');
  const file = join(config.dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': two instances starting together on one DATA_DIR keep the first one's secret.
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    chmodSync(file, 0o600);
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length < 16) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}

export const hashCode = (code: string, secret: Buffer): string =>
  createHmac('sha256', secret).update(code).digest('hex');

const key = (code: string, salt: Buffer): Buffer => scryptSync(code, salt, 32);

export function seal(services: MyServices, code: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(code, salt), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(services), 'utf8'), cipher.final()]);
  return Buffer.concat([salt, iv, cipher.getAuthTag(), data]).toString('base64');
}

export function unseal(sealed: string, code: string): MyServices | null {
  try {
    const buf = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key(code, buf.subarray(0, 16)), buf.subarray(16, 28));
    decipher.setAuthTag(buf.subarray(28, 44));
    const text = Buffer.concat([decipher.update(buf.subarray(44)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as MyServices;
  } catch {
    return null;
  }
}
