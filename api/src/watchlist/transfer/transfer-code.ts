// One-time transfer codes: generation, normalisation, hashing, and sealing My services with a key derived from
// the code, so the server keeps nothing readable about the visitor: a hash and a ciphertext it cannot open.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  scryptSync,
} from 'node:crypto';
import type { MyServices } from '../../contract';

/** Crockford base 32: no I, L, O or U, so a code read aloud or copied by hand is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

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

export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

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
