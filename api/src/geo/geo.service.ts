import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { GeoResult } from '../contract';

type Headers = Record<string, string | string[] | undefined>;

/** XX = unknown and T1 = Tor in Cloudflare's header: neither is a country. */
const NOT_COUNTRIES = new Set(['XX', 'T1']);
export const DEFAULT_COUNTRY = 'US';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The region of the most preferred Accept-Language tag that has one ("en-GB" -> GB, "zh-Hant-TW" -> TW). */
export function regionFromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[A-Za-z]{2}$/.test(sub));
    if (region) return region.toUpperCase();
  }
  return undefined;
}

/** Country detection on our own server (docs/decisions.md #4): trusted CDN header, then Accept-Language, then US. */
@Injectable()
export class GeoService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get header(): string {
    return this.config.geoHeader;
  }

  detect(headers: Headers): GeoResult {
    const cdn = first(headers[this.config.geoHeader])?.trim().toUpperCase();
    if (cdn && /^[A-Z]{2}$/.test(cdn) && !NOT_COUNTRIES.has(cdn)) return { country_code: cdn };
    const fromLanguage = regionFromAcceptLanguage(first(headers['accept-language']));
    return { country_code: fromLanguage ?? DEFAULT_COUNTRY };
  }
}
