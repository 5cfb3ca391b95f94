// In-process cache of hot catalog answers (issue #12): the exact bytes, ETag and headers of a 200 answer, keyed
// by URL, so a repeated request (every visitor typing "the", the home page's lists) is answered without routing,
// validation, a query or serialization. Bounded (entries and bytes, least recently used goes first); an entry
// lives until its TTL (the resource's, minus the age of live TMDB data) or until the catalog changes (generation).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * The q-value Accept-Encoding gives `coding` (RFC 9110 12.5.3): its own entry, else `*`'s, else 0. `br;q=0`
 * refuses br, so `br;q=0, gzip;q=0` gets the identity bytes (issue 35), as @fastify/compress and
 * @fastify/static's negotiator decide for the other answers.
 */
export function acceptQuality(acceptEncoding: string, coding: Encoding): number {
  let wildcard = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const quality = Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
    if (name === coding) return quality;
    if (name === '*') wildcard = quality;
  }
  return wildcard;
}

/** The coding preferred by this Accept-Encoding: br or gzip by q-value (br on a tie), none when both have q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const br = acceptQuality(acceptEncoding, 'br');
  const gzip = acceptQuality(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export interface Answer {
  /** The cache key (the URL, or one key per title and region for details). */
  key: string;
  body: Buffer;
  /** Strong ETag of the identity bytes; each content-coding gets its own (http-caching.ts, encodedEtag). */
  etag: string;
  contentType: string;
  vary: string;
  /** Clock time the entry stops being served. */
  expires: number;
  generation: number;
  /** Live TMDB mode: X-Data-Age when stored and the clock time it was stored. */
  dataAge?: { seconds: number; at: number };
  br?: Buffer;
  gzip?: Buffer;
}

export const MAX_ENTRIES = 5000;
export const MAX_BYTES = 64 * 1024 * 1024;
/** Bodies below this are sent as they are (compression costs more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

export class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  private bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number, generation: number): Answer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now || hit.generation !== generation) {
      this.delete(key);
      return undefined;
    }
    // Recently used moves to the end: the first key is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(answer: Answer): void {
    if (answer.body.length > MAX_BYTES / 16) return;
    this.delete(answer.key);
    this.entries.set(answer.key, answer);
    this.bytes += answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.length + (old.br?.length ?? 0) + (old.gzip?.length ?? 0);
    this.entries.delete(key);
  }

  /**
   * The content-coding this answer is sent in for this Accept-Encoding: the accepted one of higher q (br on a
   * tie), none when both have q=0 or the answer is small.
   */
  encodingFor(answer: Answer, acceptEncoding: string | undefined): Encoding | undefined {
    return answer.body.length < COMPRESS_THRESHOLD ? undefined : preferredEncoding(acceptEncoding);
  }

  /** The body in that encoding, compressed on first use and then kept with the answer. */
  bodyIn(answer: Answer, encoding: Encoding | undefined): Buffer {
    if (encoding === 'br') {
      if (!answer.br) {
        answer.br = brotliCompressSync(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        });
        if (this.entries.get(answer.key) === answer) this.bytes += answer.br.length;
      }
      return answer.br;
    }
    if (encoding === 'gzip') {
      if (!answer.gzip) {
        answer.gzip = gzipSync(answer.body, { level: 6 });
        if (this.entries.get(answer.key) === answer) this.bytes += answer.gzip.length;
      }
      return answer.gzip;
    }
    return answer.body;
  }
}
