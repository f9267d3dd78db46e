import { createHash } from 'node:crypto';
import fastJsonStringify, { type Options as FastJsonStringifyOptions } from 'fast-json-stringify';

type Serialize = (data: unknown) => string;
type SchemaMap = Record<string, unknown>;

/**
 * Compiled response serialisers, by what they were compiled from. Compiling is most of the cost of
 * building the app (fast-json-stringify generates and checks code for every response of every route);
 * the same schemas always give the same serialiser, so a process that builds the app more than once
 * (the server tests build one per case) compiles each schema once.
 */
const compiled = new Map<string, Serialize>();

function digest(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(JSON.stringify(part) ?? 'undefined').update('\0');
  return hash.digest('base64');
}

/**
 * Fastify's `compilersFactory.buildSerializer`: fast-json-stringify as Fastify's own compiler uses it
 * (a schema registered under its `$id` is not also passed as an external one), behind the cache above.
 */
export function buildSerializerFactory(externalSchemas?: unknown, serializerOptions?: FastJsonStringifyOptions) {
  const externals = (externalSchemas ?? {}) as SchemaMap;
  const externalsKey = digest(externals, serializerOptions ?? {});
  return ({ schema }: { schema?: unknown }): Serialize => {
    const routeSchema = (schema ?? {}) as { $id?: string };
    const key = `${externalsKey}:${digest(routeSchema)}`;
    const known = compiled.get(key);
    if (known) return known;
    const ownId = routeSchema.$id;
    const otherExternals =
      ownId && ownId in externals ? Object.fromEntries(Object.entries(externals).filter(([id]) => id !== ownId)) : externals;
    // The route schemas are plain JSON Schema objects; fast-json-stringify's types name its own schema type.
    const serialize = fastJsonStringify(routeSchema as Parameters<typeof fastJsonStringify>[0], {
      ...serializerOptions,
      schema: otherExternals as FastJsonStringifyOptions['schema'],
    }) as Serialize;
    compiled.set(key, serialize);
    return serialize;
  };
}
