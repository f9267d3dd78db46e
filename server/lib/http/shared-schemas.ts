import type { JsonSchema } from '@valibot/to-json-schema';
import * as auth from '../../../contract/auth';
import * as catalogue from '../../../contract/catalogue';
import * as chat from '../../../contract/chat';
import * as editor from '../../../contract/editor';
import * as exam from '../../../contract/exam';
import * as health from '../../../contract/health';
import * as mediaLibrary from '../../../contract/media-library';
import * as pagination from '../../../contract/pagination';
import * as payments from '../../../contract/payments';
import * as site from '../../../contract/site';
import * as study from '../../../contract/study';
import * as sync from '../../../contract/sync';
import * as translatable from '../../../contract/translatable';
import * as users from '../../../contract/users';
import { jsonSchemaOf, problemBase } from './route-schema';

/** The contract modules whose exported `…Schema`s are named in the document's `components/schemas`. */
const CONTRACT_MODULES: readonly Record<string, unknown>[] = [
  translatable,
  pagination,
  health,
  auth,
  users,
  site,
  catalogue,
  sync,
  mediaLibrary,
  study,
  exam,
  chat,
  payments,
  editor,
];

/** Below this size a schema is clearer written out than referenced (a UUID, a short enum). */
const MIN_SHARED_CHARS = 120;

const isValibotSchema = (value: unknown): value is Parameters<typeof jsonSchemaOf>[0] =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;

/** Every named contract schema, by the JSON text of each side (output and input) it converts to. */
function namedSchemas(): Map<string, string> {
  const byText = new Map<string, string>();
  for (const module of CONTRACT_MODULES) {
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('Schema') || !isValibotSchema(value)) continue;
      const name = exported.slice(0, -'Schema'.length);
      const output = JSON.stringify(jsonSchemaOf(value, 'output'));
      const input = JSON.stringify(jsonSchemaOf(value, 'input'));
      if (output.length >= MIN_SHARED_CHARS && !byText.has(output)) byText.set(output, name);
      if (input !== output && input.length >= MIN_SHARED_CHARS && !byText.has(input)) byText.set(input, `${name}Input`);
    }
  }
  return byText;
}

/**
 * The document with every occurrence of a named contract schema replaced by a `$ref` to
 * `#/components/schemas/<Name>`. Route schemas stay inlined for Fastify (validation and serialisation read
 * them); only the published document is folded, so a generated client gets one type per contract schema
 * and the document shrinks to a fraction of its inlined size.
 */
type Node = Record<string, unknown> & { properties?: Record<string, unknown> };

/** A problem schema without its `code` (narrowed per route), as text: every route's problems share the rest. */
function problemRest(node: Node): string | null {
  if (!node.properties || typeof node.properties !== 'object' || !('code' in node.properties)) return null;
  const { code: _code, ...properties } = node.properties;
  return JSON.stringify({ ...node, properties });
}

export function withSharedSchemas<T extends { paths?: unknown; components?: unknown }>(document: T): T {
  const byText = namedSchemas();
  const components: Record<string, JsonSchema> = {};
  const base = problemBase();
  const baseRest = problemRest(base as Node);
  const fold = (node: unknown, root: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => fold(item, false));
    if (typeof node !== 'object' || node === null) return node;
    if (!root && baseRest !== null && problemRest(node as Node) === baseRest) {
      // A route's problem: the shared shape by reference, only its own list of codes written out.
      components.Problem = base;
      return { allOf: [{ $ref: '#/components/schemas/Problem' }], properties: { code: (node as Node).properties?.code } };
    }
    if (!root) {
      const text = JSON.stringify(node);
      const name = text.length >= MIN_SHARED_CHARS ? byText.get(text) : undefined;
      if (name) {
        if (!components[name]) components[name] = fold(JSON.parse(text), true) as JsonSchema;
        return { $ref: `#/components/schemas/${name}` };
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fold(value, false)]));
  };
  const paths = fold(JSON.parse(JSON.stringify(document.paths ?? {})), true);
  const existing = (document.components ?? {}) as { schemas?: Record<string, JsonSchema> };
  const schemas = Object.fromEntries(Object.entries({ ...existing.schemas, ...components }).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, paths, components: { ...existing, schemas } };
}
