// Fastify's schema compilers load on the first route schema instead of at start (http/lazy-schema-compilers.ts):
// a route with a schema still gets Ajv's validation (with querystring coercion) and fast-json-stringify's
// response serialization, exactly as with Fastify's defaults.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../api/src/http/lazy-schema-compilers';

describe('lazy schema compilers', () => {
  it('validate and serialize like the defaults', async () => {
    const answers = [];
    for (const options of [{}, { schemaController: { compilersFactory: lazySchemaCompilers() } }]) {
      const f = Fastify(options);
      f.get(
        '/x',
        {
          schema: {
            querystring: {
              type: 'object',
              properties: { n: { type: 'integer' } },
              required: ['n'],
            },
            response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
          },
        },
        async (req) => ({ n: (req.query as { n: number }).n, extra: 'dropped by the serializer' }),
      );
      const ok = await f.inject('/x?n=5');
      const bad = await f.inject('/x?n=abc');
      answers.push([ok.statusCode, ok.body, bad.statusCode, bad.body]);
      await f.close();
    }
    expect(answers[0]).toEqual([
      200,
      '{"n":5}',
      400,
      expect.stringContaining('querystring/n must be integer'),
    ]);
    expect(answers[1]).toEqual(answers[0]);
  });
});
