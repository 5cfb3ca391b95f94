// Fastify loads its schema compilers (@fastify/ajv-compiler with Ajv, and fast-json-stringify) when the server
// is created; no route of ours declares a schema, so they cost start-up module loading for nothing (issue #12).
// These builders load Fastify's own default compilers, from Fastify's own dependencies, on the first schema a
// route compiles, and then behave as the defaults.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Builder = (...args: unknown[]) => unknown;

/** A compiler builder that requires Fastify's default one (from Fastify's folder) on its first call. */
function lazy(name: string): Builder {
  let build: Builder | undefined;
  return (...args) => {
    build ??= (createRequire(require.resolve('fastify'))(name) as () => Builder)();
    return build(...args);
  };
}

export function lazySchemaCompilers(): Factories {
  return {
    buildValidator: lazy('@fastify/ajv-compiler') as unknown as Factories['buildValidator'],
    buildSerializer: lazy('@fastify/fast-json-stringify-compiler') as unknown as Factories['buildSerializer'],
  };
}
