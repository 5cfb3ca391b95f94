// The service worker's ETag plugin: a cached /api answer's ETag goes out as If-None-Match, a 304 to that request
// is answered with the cached copy, and everything else passes through untouched.
import { describe, expect, it } from 'vitest';
import { etagRevalidation } from '../../../client/lib/etag-revalidation';

const URL_ = 'https://streamfinder.test/api/movie/550?region=US';

function cacheWith(responses: Record<string, Response>) {
  return async () => ({
    match: async (request: RequestInfo | URL) => {
      const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      return responses[url]?.clone();
    },
  });
}

const plugin = (responses: Record<string, Response>) => etagRevalidation('sf-api-data', cacheWith(responses));
// Workbox gives a plugin one state object for all its callbacks on a request, and fetchDidSucceed a clone of
// the request requestWillFetch returned (workbox-strategies StrategyHandler.fetch): the tests do the same.
const call = async (
  p: ReturnType<typeof etagRevalidation>,
  request: Request,
  state: Record<string, unknown> = {},
) => (await p.requestWillFetch!({ request, event: undefined as never, state })) as Request;

describe('etagRevalidation', () => {
  it('sends the cached ETag and answers a 304 with the cached body', async () => {
    const cached = new Response('{"id":550}', { status: 200, headers: { etag: '"abc"' } });
    const p = plugin({ [URL_]: cached });
    const state = {};
    const sent = await call(p, new Request(URL_), state);
    expect(sent.headers.get('if-none-match')).toBe('"abc"');
    const answer = await p.fetchDidSucceed!({
      request: sent.clone(),
      response: new Response(null, { status: 304 }),
      event: undefined as never,
      state,
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"id":550}');
  });

  it('passes a fresh 200 through, and leaves requests without a cached ETag alone', async () => {
    const p = plugin({ [URL_]: new Response('old', { headers: { etag: '"abc"' } }) });
    const state = {};
    const sent = await call(p, new Request(URL_), state);
    const fresh = new Response('new', { status: 200, headers: { etag: '"def"' } });
    expect(
      await p.fetchDidSucceed!({ request: sent.clone(), response: fresh, event: undefined as never, state }),
    ).toBe(fresh);

    const other = new Request('https://streamfinder.test/api/tv/1399');
    expect(await call(p, other)).toBe(other);
    const noEtag = plugin({ [URL_]: new Response('x') });
    const plain = new Request(URL_);
    expect(await call(noEtag, plain)).toBe(plain);
  });

  it("never answers a 304 the page asked for itself (its own If-None-Match) from the worker's cache", async () => {
    const p = plugin({ [URL_]: new Response('cached', { headers: { etag: '"abc"' } }) });
    const own = new Request(URL_, { headers: { 'if-none-match': '"zzz"' } });
    const state = {};
    expect(await call(p, own, state)).toBe(own);
    const notModified = new Response(null, { status: 304 });
    expect(
      await p.fetchDidSucceed!({
        request: own.clone(),
        response: notModified,
        event: undefined as never,
        state,
      }),
    ).toBe(notModified);
  });
});
