// The home page's weight (issue #43 "Lighter pages"): the built server's `/` is at most 100 KB of HTML and 25 KB
// brotli, as it goes to a browser. What keeps it there: the dehydrated state carries the lists as cards
// (client/app/page-state.ts), Chakra's theme CSS is a linked file (scripts/chakra-system-css.mjs), icons and cards
// carry no attributes their static classes give. `npm run bench:pages` prints the same two figures.
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setupSite } from './support/harness';

const h = setupSite();

const RAW_MAX = 100_000;
const BROTLI_MAX = 25_000;

/** The bytes of `path` as the server sends them for `encoding` (not decoded), with the answer's coding. */
function bytesOf(path: string, encoding: 'identity' | 'br') {
  return new Promise<{ status: number; coding: string; body: Buffer }>((done, fail) => {
    get(h.server.url + path, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          coding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', fail);
    }).on('error', fail);
  });
}

describe('the home page', () => {
  it(`is at most ${RAW_MAX} bytes of HTML and ${BROTLI_MAX} bytes brotli, with its content`, async () => {
    const raw = await bytesOf('/', 'identity');
    expect(raw.status).toBe(200);
    expect(raw.coding).toBe('identity');
    const html = raw.body.toString('utf8');
    // The rendered page, not a shell or an error state: its heading, the hero, every carousel's cards and the
    // data for hydration.
    expect(html).toContain('<h1');
    expect(html).toContain('data-testid="hero"');
    expect(html.split('data-testid="title-card"').length - 1).toBeGreaterThanOrEqual(30);
    expect(html).toContain('id="sf-state"');
    const br = await bytesOf('/', 'br');
    expect(br.coding).toBe('br');
    console.info(`home page: ${raw.body.length} bytes, ${br.body.length} brotli`);
    expect(raw.body.length).toBeLessThanOrEqual(RAW_MAX);
    expect(br.body.length).toBeLessThanOrEqual(BROTLI_MAX);
  });
});
