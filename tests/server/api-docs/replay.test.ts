import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../../../contract/problem';
import { attachments, formations, lessons } from '../../../server/db/schema/catalogue';
import { chatSessions } from '../../../server/db/schema/chat';
import { certificates } from '../../../server/db/schema/exam';
import { media } from '../../../server/db/schema/media';
import { payments } from '../../../server/db/schema/payments';
import { jsonSchemaOf } from '../../../server/lib/http/route-schema';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { createTestApp, type TestApp } from '../helpers';
import { schemaValidators } from './schema-validators';

/**
 * The OpenAPI document replayed against the server: every documented GET that needs no body
 * is called as a visitor, a learner and an admin on the demo seed, and each answer must match the
 * document: its status is one the operation declares, a 2xx JSON body validates against the declared
 * schema, a 4xx body against the problem schema of that status (whose `code` lists what it may carry). It walks whatever the document holds, so it grows as
 * modules are described (an undescribed route, still without tags, is left to the coverage test).
 */

// Start-up seeds the whole demo academy: that takes a while on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

interface MediaContent {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaContent> }>;
  requestBody?: unknown;
  tags?: string[];
}
type Document = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/**
 * Path parameters the test cannot fill from the demo seed, by name, with why. A GET with one of these is
 * skipped (and named in the test's output); a parameter named nowhere here or below fails the test.
 */
const UNFILLABLE: Record<string, string> = {
  key: 'thumbnail keys are media-storage paths made by the media jobs, not rows the seed names',
  file: 'thumbnail file names come with their key',
  name: 'rendition names exist once a video is transcoded, which the test does not run',
};

type Role = 'visitor' | 'learner' | 'admin';
const ROLES: readonly Role[] = ['visitor', 'learner', 'admin'];

let t: TestApp;
let doc: Document;
const tokens: Partial<Record<Role, string>> = {};
/** Real ids of the demo seed, by parameter name; null when the seed has none of that kind. */
let ids: Record<string, string | null> = {};

async function login(role: 'client' | 'admin'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function seededIds(): Promise<Record<string, string | null>> {
  const { db } = t.database;
  const [formation] = await db.select({ id: formations.id }).from(formations).where(eq(formations.published, true)).limit(1);
  const [lesson] = formation ? await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.formationId, formation.id)).limit(1) : [];
  const [attachment] = await db.select({ id: attachments.id }).from(attachments).limit(1);
  const [file] = await db.select({ id: media.id }).from(media).limit(1);
  const [payment] = await db.select({ id: payments.id }).from(payments).limit(1);
  const [certificate] = await db.select({ code: certificates.code }).from(certificates).limit(1);
  const [chat] = await db.select({ id: chatSessions.id }).from(chatSessions).limit(1);
  return {
    formation: formation?.id ?? null,
    lessonId: lesson?.id ?? null,
    attachmentId: attachment?.id ?? null,
    media: file?.id ?? null,
    payment: payment?.id ?? null,
    code: certificate?.code ?? null,
    sessionId: chat?.id ?? null,
  };
}

/** `{id}` means a different row on each resource; the path says which. */
function valueFor(path: string, param: string): string | null | undefined {
  if (param === 'formation_id') return ids.formation;
  if (param === 'id') {
    if (/\/formations\/\{id\}/.test(path)) return ids.formation;
    if (/\/media\/\{id\}/.test(path)) return ids.media;
    if (/\/payments\/\{id\}/.test(path)) return ids.payment;
    return undefined;
  }
  return ids[param];
}

/** The concrete URL of a documented path, or why it cannot be called. */
function fill(path: string): { url: string } | { skipped: string } {
  let url = path;
  for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
    if (!param) continue;
    if (param in UNFILLABLE) return { skipped: `{${param}}: ${UNFILLABLE[param]}` };
    const value = valueFor(path, param);
    if (value === undefined) throw new Error(`${path}: no way to fill {${param}}; add it to valueFor or UNFILLABLE`);
    if (value === null) return { skipped: `{${param}}: the demo seed has no such row` };
    url = url.replace(`{${param}}`, encodeURIComponent(value));
  }
  return { url };
}

const { validatorFor, withComponents, errorsText } = schemaValidators(() => doc?.components);
const problemSchema = { ...jsonSchemaOf(ProblemSchema), additionalProperties: true };

/** What is wrong with one answer against its operation, or null. */
function mismatch(operation: Operation, status: number, contentType: string, body: string): string | null {
  const declared = operation.responses?.[String(status)];
  if (!declared) return `status ${status} is not documented (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`;
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  const isJson = mediaType === 'application/json' || mediaType === PROBLEM_CONTENT_TYPE;
  if (!isJson) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${mediaType} body is not JSON`;
  }
  let schema: object | undefined;
  // A problem must carry one of the codes the operation lists for that status (the declared schema narrows
  // `code`); a status documented without a problem body is still held to the general problem shape.
  if (status >= 400 && status < 500) schema = declared.content?.[PROBLEM_CONTENT_TYPE]?.schema ?? problemSchema;
  else if (status >= 200 && status < 300) {
    schema = declared.content?.[mediaType]?.schema;
    if (!schema)
      return `${mediaType} is not a documented body of ${status} (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`;
  }
  if (!schema) return null;
  // Shared schemas are `$ref`s to #/components/schemas: resolved against the document's components.
  const validate = validatorFor(withComponents(schema));
  if (validate(json)) return null;
  return `${status} body does not match its schema: ${errorsText(validate)}`;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
  tokens.learner = await login('client');
  tokens.admin = await login('admin');
  ids = await seededIds();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});
afterAll(() => t?.close());

describe('the OpenAPI document replayed against the demo academy', () => {
  it('every documented GET answers, for each caller, what the document says it answers', async () => {
    // @fastify/swagger lists undescribed routes too, with a bare default answer and no tag: those are the
    // coverage test's business (document.test.ts), not a contract to replay.
    const undescribed: string[] = [];
    const gets = Object.entries(doc.paths).flatMap(([path, operations]) => {
      const operation = operations.get;
      if (!operation || operation.requestBody) return [];
      if (!operation.tags?.length) {
        undescribed.push(path);
        return [];
      }
      return [{ path, operation }];
    });
    // The health routes are described on every branch: an empty walk would prove nothing.
    expect(gets.map((get) => get.path)).toContain('/api/health');

    const problems: string[] = [];
    const skipped: string[] = [];
    let calls = 0;
    for (const { path, operation } of gets) {
      const target = fill(path);
      if ('skipped' in target) {
        skipped.push(`GET ${path} (${target.skipped})`);
        continue;
      }
      for (const role of ROLES) {
        const token = tokens[role];
        const response = await t.app.inject({
          method: 'GET',
          url: target.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        calls += 1;
        const contentType = String(response.headers['content-type'] ?? '');
        const wrong = mismatch(operation, response.statusCode, contentType, response.body);
        if (wrong) problems.push(`GET ${target.url} as ${role}: ${wrong}`);
      }
    }
    // Visible in the run's output: which routes the replay could not reach, and why.
    if (skipped.length) console.info(`replay skipped ${skipped.length} route(s):\n  ${skipped.join('\n  ')}`);
    if (undescribed.length) console.info(`replay left out ${undescribed.length} undescribed GET(s):\n  ${undescribed.join('\n  ')}`);
    expect(calls).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('flags an answer that breaks its schema (the check itself works)', () => {
    const operation: Operation = {
      responses: {
        '200': {
          content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } } },
        },
        '404': { content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } },
      },
    };
    expect(mismatch(operation, 200, 'application/json', '{"status":"ok"}')).toBeNull();
    expect(mismatch(operation, 200, 'application/json', '{"status":1}')).toMatch(/does not match/);
    expect(mismatch(operation, 404, PROBLEM_CONTENT_TYPE, '{"title":"x"}')).toMatch(/does not match/);
    const narrowed = { ...problemSchema, properties: { ...problemSchema.properties, code: { type: 'string', enum: ['http.not_found'] } } };
    const listed: Operation = { responses: { '404': { content: { [PROBLEM_CONTENT_TYPE]: { schema: narrowed } } } } };
    const problem = (code: string) => JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, code });
    expect(mismatch(listed, 404, PROBLEM_CONTENT_TYPE, problem('http.not_found'))).toBeNull();
    expect(mismatch(listed, 404, PROBLEM_CONTENT_TYPE, problem('auth.access_denied'))).toMatch(/does not match/);
    expect(mismatch(operation, 500, PROBLEM_CONTENT_TYPE, '{}')).toMatch(/not documented/);
  });
});
