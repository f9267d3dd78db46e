import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem';
import { attachments, formations, lessons, modules, quizQuestions } from '../../../server/db/schema/catalogue';
import { chatSessions } from '../../../server/db/schema/chat';
import { certificates } from '../../../server/db/schema/exam';
import { media } from '../../../server/db/schema/media';
import { payments } from '../../../server/db/schema/payments';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { createTestApp, type TestApp } from '../helpers';
import { schemaValidators } from './schema-validators';

/**
 * The whole published contract, replayed: every operation of the OpenAPI document (every method, not only
 * GETs) is called by each kind of caller with a request built from its own schemas, then with requests the
 * schemas forbid. Each answer must be one the operation documents: its status, its content type and, for
 * JSON, its body against the schema of that status. A forbidden request must never succeed.
 *
 * What a generated client relies on is exactly this: it can switch on the documented statuses and parse
 * the documented bodies, and whatever it sends that the schema refuses is refused by the server too.
 */

// Start-up seeds the whole demo academy: that takes a while on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Caller = 'anonymous' | 'learner' | 'agent' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'learner', 'agent', 'admin'];
/** Reads before writes, deletions last, so a removed row only turns later calls into documented 404s. */
const METHOD_ORDER = ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'];
/**
 * Operations that end the caller's own session or credentials: called last, once, so the other calls keep
 * their caller. Each is still checked against the document.
 */
const SESSION_ENDING = new Set(['POST /api/logout', 'POST /api/me/password']);

let t: TestApp;
let doc: Document;
const tokens: Partial<Record<Caller, string>> = {};
let ids: Record<string, string | null> = {};

async function login(role: 'client' | 'agent' | 'admin'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function seededIds(): Promise<Record<string, string | null>> {
  const { db } = t.database;
  const [formation] = await db.select({ id: formations.id }).from(formations).where(eq(formations.published, true)).limit(1);
  const [module] = formation ? await db.select({ id: modules.id }).from(modules).where(eq(modules.formationId, formation.id)).limit(1) : [];
  const [lesson] = formation ? await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.formationId, formation.id)).limit(1) : [];
  const [question] = formation
    ? await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.formationId, formation.id)).limit(1)
    : [];
  const [attachment] = await db.select({ id: attachments.id }).from(attachments).limit(1);
  const [file] = await db.select({ id: media.id }).from(media).limit(1);
  const [payment] = await db.select({ id: payments.id }).from(payments).limit(1);
  const [certificate] = await db.select({ code: certificates.code }).from(certificates).limit(1);
  const [chat] = await db.select({ id: chatSessions.id }).from(chatSessions).limit(1);
  return {
    formation: formation?.id ?? null,
    moduleId: module?.id ?? null,
    lessonId: lesson?.id ?? null,
    questionId: question?.id ?? null,
    attachmentId: attachment?.id ?? null,
    media: file?.id ?? null,
    payment: payment?.id ?? null,
    code: certificate?.code ?? null,
    sessionId: chat?.id ?? null,
  };
}

/** A real row where the seed has one (`{id}` names a different table on each resource), else a valid id of nothing. */
function pathValue(path: string, param: Parameter): string {
  return seededValue(path, param) ?? String(sample(param.schema ?? { type: 'string' }, param.name));
}

function seededValue(path: string, param: Parameter): string | null | undefined {
  return param.name === 'formation_id' || (param.name === 'id' && /\/formations\/\{id\}/.test(path))
    ? ids.formation
    : param.name === 'id' && /\/media\/\{id\}/.test(path)
      ? ids.media
      : param.name === 'id' && /\/payments\/\{id\}/.test(path)
        ? ids.payment
        : ids[param.name];
}

/** Values for string fields whose pattern a generic sampler cannot satisfy, by field name. */
const STRING_BY_NAME: Record<string, string> = {
  phone: '+212600000099',
  email: 'contract@example.com',
  rib: '011780000012345678901234',
  card_number: '4000000000000002',
  provider: 'test',
  key: 'contract',
  file: 'thumbnail.webp',
  name: 'standard',
  lang: 'fr',
  slug: 'contract-formation',
  password: 'a-long-enough-password-1',
  new_password: 'a-long-enough-password-2',
  current_password: 'learner-demo-2025',
  'Upload-Metadata': `filename ${Buffer.from('contract.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
};

/** One valid value of a JSON Schema (the input side the document publishes), named fields aside. */
function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.$ref) return sample(resolved(schema) ?? {}, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((alternative) => alternative.type !== 'null');
    return sample(nonNull ?? alternatives[0] ?? {}, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) object[key] = sample(property, key);
      return object;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return STRING_BY_NAME.email;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uri') return 'https://example.com/';
      const named = STRING_BY_NAME[name];
      if (named !== undefined) return named;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8));
      return 'abcdefgh'.repeat(Math.ceil(length / 8)).slice(0, length);
    }
    default:
      return {};
  }
}

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const jsonBodyOf = (operation: Operation) => operation.requestBody?.content?.['application/json']?.schema;

/** The valid request of one operation for one caller. */
function validCall(method: string, path: string, operation: Operation, caller: Caller): Call {
  let url = path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(pathValue(path, parameter)));
    else if (parameter.in === 'query' && parameter.required)
      query.set(parameter.name, String(sample(parameter.schema ?? {}, parameter.name)));
    else if (parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key') headers['idempotency-key'] = randomUUID();
    // Protocol headers (tus's): every one the operation documents, with a value its schema allows.
    else if (parameter.in === 'header') headers[parameter.name] = String(sample(parameter.schema ?? {}, parameter.name));
  }
  const token = tokens[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  const body = jsonBodyOf(operation);
  const search = query.size ? `?${query}` : '';
  // A raw body (a tus chunk) goes with its documented type, empty: the headers are what is exercised.
  const raw = Object.keys(operation.requestBody?.content ?? {}).find((type) => type === 'application/offset+octet-stream');
  if (!body && raw) return { method: method.toUpperCase(), url: url + search, headers: { ...headers, 'content-type': raw }, payload: '' };
  if (!body) return { method: method.toUpperCase(), url: url + search, headers };
  return {
    method: method.toUpperCase(),
    url: url + search,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(sample(body)),
  };
}

const { validatorFor, withComponents, errorsText } = schemaValidators(() => doc.components);

/** A schema, or the shared one its `$ref` names under #/components/schemas. */
function resolved(schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? doc.components?.schemas?.[name] : schema;
}

/** A UUID parameter, by its format or by the contract's UUID pattern (`contract/uuid.ts`). */
const isUuid = (schema: JsonSchema | undefined) => {
  const target = resolved(schema);
  return target?.format === 'uuid' || Boolean(target?.pattern?.includes('{8}-') && target.pattern.includes('{12}'));
};

/** What is wrong with one answer against its operation, or null. */
function mismatch(method: string, operation: Operation, status: number, contentType: string, body: string): string | null {
  const declared = operation.responses?.[String(status)];
  if (!declared) return `status ${status} is not documented (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`;
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  const documented = Object.keys(declared.content ?? {});
  if (documented.length === 0) {
    // A documented answer without a body (204, 304, a redirect) or with a body of any type.
    return body.length > 0 && status !== 200 && mediaType !== '' && !documented.length && status >= 400
      ? `${status} answered ${mediaType} where no body is documented`
      : null;
  }
  const matching = documented.find(
    (type) => type === mediaType || type === '*/*' || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );
  if (!matching) return `${status} answered ${mediaType || 'no content type'} (documented: ${documented.join(', ')})`;
  if (mediaType !== 'application/json' && mediaType !== PROBLEM_CONTENT_TYPE) return null;
  // An answer to HEAD has the headers of the answer to the same GET and never a body (RFC 9110, 9.3.2).
  if (method === 'HEAD') return body.length > 0 ? `HEAD answered a body` : null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${mediaType} body is not JSON`;
  }
  const schema = declared.content?.[matching]?.schema;
  if (!schema) return null;
  // Shared schemas are `$ref`s to #/components/schemas: resolved against the document's components.
  const validate = validatorFor(withComponents(schema));
  if (validate(json)) return null;
  return `${status} body does not match its schema: ${errorsText(validate)}`;
}

interface Operated {
  method: string;
  path: string;
  operation: Operation;
}

function operations(): Operated[] {
  const all = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => METHOD_ORDER.includes(method) && operation.tags?.length)
      .map(([method, operation]) => ({ method, path, operation })),
  );
  const rank = (entry: Operated) =>
    SESSION_ENDING.has(`${entry.method.toUpperCase()} ${entry.path}`) ? 100 : METHOD_ORDER.indexOf(entry.method);
  return all.sort((a, b) => rank(a) - rank(b));
}

const problems: string[] = [];
let calls = 0;
async function check(operation: Operation, request: Call, label: string, options: { refused?: boolean } = {}): Promise<number> {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  calls += 1;
  const wrong = mismatch(request.method, operation, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
  if (wrong) problems.push(`${request.method} ${request.url} ${label}: ${wrong}`);
  if (options.refused && response.statusCode < 300)
    problems.push(`${request.method} ${request.url} ${label}: accepted (${response.statusCode}) a request its schema forbids`);
  if (response.statusCode >= 500)
    problems.push(`${request.method} ${request.url} ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.statusCode;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
  tokens.learner = await login('client');
  tokens.agent = await login('agent');
  tokens.admin = await login('admin');
  ids = await seededIds();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});
afterAll(() => t?.close());

describe('the published contract, every operation', () => {
  it('answers each caller a valid request with a documented status, content type and body', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    for (const { method, path, operation } of all) {
      for (const caller of CALLERS) await check(operation, validCall(method, path, operation, caller), `as ${caller}`);
    }
    console.info(`contract: ${all.length} operations, ${calls} requests`);
    expect(problems).toEqual([]);
  });

  it('refuses what the schemas forbid, in a documented shape', async () => {
    problems.length = 0;
    // The first test ended every caller's session last (SESSION_ENDING): a new one, or every guarded
    // operation would only answer 401 here.
    tokens.admin = await login('admin');
    // And rows of its own: the first test's deletions removed some of those it used.
    ids = await seededIds();
    for (const { method, path, operation } of operations()) {
      const valid = validCall(method, path, operation, 'admin');
      const uuidParam = (operation.parameters ?? []).find((parameter) => parameter.in === 'path' && isUuid(parameter.schema));
      if (uuidParam) {
        const upper = path.replace(`{${uuidParam.name}}`, pathValue(path, uuidParam).toUpperCase());
        // (an unknown id answers 404 either way, so only ids of real rows tell acceptance from refusal)
        let url = upper;
        for (const other of operation.parameters ?? [])
          if (other.in === 'path') url = url.replace(`{${other.name}}`, encodeURIComponent(pathValue(path, other)));
        const id = pathValue(path, uuidParam).toUpperCase();
        const status = await check(
          operation,
          { ...valid, url: url + (valid.url.includes('?') ? valid.url.slice(valid.url.indexOf('?')) : '') },
          'with an upper-case id',
        );
        // Accepted or refused, the document must say the same about this id as the server did. A refusal
        // for another reason (the body, the row's state) is the lower-case id's answer too.
        const documented = validatorFor(withComponents(uuidParam.schema ?? {}))(id);
        const refused = status === 422 || status === 404;
        if (seededValue(path, uuidParam) && documented && refused) {
          const fresh: Record<string, string> = valid.headers['idempotency-key'] ? { 'idempotency-key': randomUUID() } : {};
          const lower = await check(operation, { ...valid, headers: { ...valid.headers, ...fresh } }, 'with its lower-case id');
          if (lower !== status) {
            problems.push(
              `${method.toUpperCase()} ${path} with an upper-case id: answered ${status} (${lower} in lower case) while its schema accepts it`,
            );
          }
        }
        if (seededValue(path, uuidParam) && !documented && !refused) {
          problems.push(`${method.toUpperCase()} ${path} with an upper-case id: answered ${status} while its schema refuses it`);
        }
      }
      if (path.includes('{')) {
        // A percent-escape that decodes to nothing: the router's own refusal must be documented too.
        await check(operation, { ...valid, url: valid.url.replace(/\/[^/]*$/, '/%E0%A4%A') }, 'with a malformed escape in its path', {
          refused: true,
        });
      }
      const requiredHeaders = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header' && parameter.required);
      if (requiredHeaders.length) {
        const headers = Object.fromEntries(
          Object.entries(valid.headers).filter(([name]) => !requiredHeaders.some((parameter) => parameter.name === name)),
        );
        await check(operation, { ...valid, headers }, 'without its required headers', { refused: true });
      }
      if (jsonBodyOf(operation)) {
        for (const body of ['null', '[]']) await check(operation, { ...valid, payload: body }, `with a body of ${body}`, { refused: true });
        await check(
          operation,
          { ...valid, headers: { ...valid.headers, 'content-type': 'text/plain' }, payload: 'x' },
          'with a text body',
          { refused: true },
        );
        await check(operation, { ...valid, payload: `{"x":"${'a'.repeat(1024 * 1024 + 16)}"}` }, 'with a body over 1 MB', {
          refused: true,
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
