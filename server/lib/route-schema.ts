import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';
import type { ErrorCode } from '../../contract/errors';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../../contract/problem';
import { statusTitle } from './problem';

/**
 * Route schemas, produced from the contract's valibot schemas: the one source of truth for what a
 * route takes and answers. Fastify uses the response schemas to serialise (fast-json-stringify), so a
 * field the contract does not name never leaves the server; @fastify/swagger turns the whole into the
 * OpenAPI document at /api/docs/json.
 *
 * Input schemas document; they do not validate here. Handlers still call `parseInput()` with the same
 * valibot schema, after authentication, so a signed-out caller still gets 401 before any 422 and bad
 * input keeps its field codes (contract/field-errors.ts). `app.ts` installs a validator compiler that
 * accepts everything for that reason.
 */

/** One tag per API module, in the order the reference page lists them. */
export const API_TAGS = [
  'health',
  'auth',
  'users',
  'site',
  'catalogue',
  'sync',
  'media',
  'study',
  'devices',
  'exam',
  'chat',
  'payments',
  'editor',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** One line per tag, shown above its operations on the reference page. */
export const API_TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  health: 'Liveness and the visitor country used for the first language choice.',
  auth: 'Registration, login (bearer token), logout and the caller\'s own account.',
  users: 'People management for staff: lists, staff accounts, roles, disabling, password resets.',
  site: 'Public pages: contact and support messages, newsletter, figures; staff inbox.',
  catalogue: 'Formations, lessons, reviews and enrolments as learners and visitors see them.',
  sync: 'Offline sync: catalogue and per-learner change feeds, offline packs.',
  media: 'Videos, renditions, thumbnails and attachments; resumable uploads for staff.',
  study: 'Lesson progress a learner records, online or replayed from the outbox.',
  devices: "Staff view of learners' devices, their last sync and delivered writes.",
  exam: 'Quizzes, attempts, certificates and their public verification.',
  chat: 'The assistant chat and its staff settings.',
  payments: 'Enrolment payments (bank transfer receipts, card gateway) and their staff review.',
  editor: 'Staff editing of formations, modules, lessons, questions and attachments.',
};

/** Who may call a route; drives the security requirement and the 401/403 answers documented. */
export type Access = 'public' | 'optional-user' | 'user' | 'staff' | 'admin';

/** A body that is not JSON (a PDF, a video, an HTML page, a redirect): documented by media type only. */
export interface OtherBody {
  readonly mediaType: string;
  readonly description: string;
}

/** `null` documents an answer without a body (204, 304). */
export type ResponseBody = v.GenericSchema | OtherBody | null;

export interface RouteDescription {
  tags: [ApiTag, ...ApiTag[]];
  summary: string;
  description?: string;
  access: Access;
  params?: v.GenericSchema;
  querystring?: v.GenericSchema;
  /** A JSON body; multipart and raw uploads use `bodyMediaType` instead. */
  body?: v.GenericSchema;
  /** Non-JSON request bodies (multipart receipts, tus chunks). */
  bodyMediaType?: OtherBody;
  /** Success answers by status code. */
  response: Partial<Record<number, ResponseBody>>;
  /** Error codes this route can answer besides the ones `access` implies, by status. */
  errors?: Partial<Record<number, readonly ErrorCode[]>>;
  /** The route honours an `Idempotency-Key` header (DESIGN.md, outbox protocol). */
  idempotent?: boolean;
  /**
   * False when the handler reads its input without refusing it with 422 (a malformed id names nothing,
   * so 404; a broken unsubscribe link still gets its page): the input is documented, no 422 implied.
   */
  refusesInvalidInput?: boolean;
}

const isOther = (body: ResponseBody): body is OtherBody => body !== null && typeof body === 'object' && 'mediaType' in body;

const cache = new WeakMap<v.GenericSchema, JsonSchema>();

/**
 * JSON Schema of a valibot schema. Input schemas convert their input side (a query's `page` is the
 * text that arrives, not the number it becomes); checks JSON Schema cannot say (custom checks,
 * transforms) are left out rather than refused, since the valibot schema still runs in the handler.
 */
export function jsonSchemaOf(schema: v.GenericSchema, side: 'input' | 'output' = 'output'): JsonSchema {
  const cached = side === 'output' ? cache.get(schema) : undefined;
  if (cached) return cached;
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: side, errorMode: 'ignore' });
  if (side === 'output') cache.set(schema, json);
  return json;
}

/**
 * Problem answers keep members a route adds (`retry_after`, `remaining`…): they are documented, not
 * filtered, so the problem schema is open. Its `code` is narrowed to the codes the route lists.
 */
function problemJson(codes: readonly ErrorCode[]): JsonSchema {
  const generic = jsonSchemaOf(ProblemSchema);
  // Narrowed to the codes this status can carry on this route, so a client can switch on them exhaustively.
  const properties = { ...(generic.properties ?? {}), code: { type: 'string', enum: [...codes] } } as JsonSchema['properties'];
  return { ...generic, properties, additionalProperties: true };
}

/** What a client receives, as the problem handler writes it (server/plugins/problem-handler.ts). */
const problemExample = (status: number, code: ErrorCode) => ({ type: 'about:blank', title: statusTitle(status), status, code });

function accessErrors(access: Access): Record<number, ErrorCode[]> {
  if (access === 'user') return { 401: ['auth.not_authorized'] };
  if (access === 'staff' || access === 'admin') return { 401: ['auth.not_authorized'], 403: ['auth.access_denied'] };
  return {};
}

/** Answers the idempotency layer itself can give when the header is sent (server/plugins/idempotency.ts). */
const IDEMPOTENCY_ERRORS: Record<number, ErrorCode[]> = {
  409: ['idempotency.in_progress'],
  422: ['idempotency.key_invalid', 'idempotency.key_mismatch'],
};

/**
 * What the body parsers answer before the handler runs (server/plugins/problem-handler.ts and
 * uploads.ts): an unreadable body (bad JSON, a multipart body cut off) is 400, a body of another
 * media type than the route takes is 415.
 */
function bodyErrors(route: RouteDescription): Record<number, ErrorCode[]> {
  if (route.body) return { 400: ['http.malformed_body'], 415: ['http.unsupported_media_type'] };
  if (route.bodyMediaType?.mediaType === 'multipart/form-data') return { 400: ['http.malformed_body'] };
  return {};
}

function mergeErrors(...lists: Partial<Record<number, readonly ErrorCode[]>>[]): Map<number, ErrorCode[]> {
  const merged = new Map<number, ErrorCode[]>();
  for (const list of lists) {
    for (const [status, codes] of Object.entries(list)) {
      const known = merged.get(Number(status)) ?? [];
      merged.set(Number(status), [...new Set([...known, ...(codes ?? [])])]);
    }
  }
  return merged;
}

/** A Fastify `schema` for one route, from its contract schemas. */
export function describeRoute(route: RouteDescription): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(route.response)) {
    if (body === undefined) continue;
    if (body === null) response[status] = { description: 'No body', type: 'null' };
    else if (isOther(body)) response[status] = { description: body.description, content: { [body.mediaType]: { schema: {} } } };
    else response[status] = { description: 'Success', ...jsonSchemaOf(body) };
  }
  const inputErrors: Record<number, ErrorCode[]> =
    route.refusesInvalidInput !== false && (route.params || route.querystring || route.body) ? { 422: ['validation.failed'] } : {};
  const errors = mergeErrors(accessErrors(route.access), inputErrors, bodyErrors(route), route.errors ?? {}, route.idempotent ? IDEMPOTENCY_ERRORS : {});
  for (const [status, codes] of errors) {
    response[String(status)] = {
      description: `Problem, \`code\` one of: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      content: {
        [PROBLEM_CONTENT_TYPE]: {
          schema: problemJson(codes),
          examples: Object.fromEntries(codes.map((code) => [code, { value: problemExample(status, code) }])),
        },
      },
    };
  }

  const security: Record<string, string[]>[] | undefined = route.access === 'public' ? undefined : route.access === 'optional-user' ? [{}, { bearer: [] }] : [{ bearer: [] }];
  const headers = route.idempotent
    ? {
        type: 'object',
        properties: {
          'idempotency-key': {
            type: 'string',
            format: 'uuid',
            description: 'A UUID chosen by the client; a repeat with the same key answers the first result and writes nothing.',
          },
        },
      }
    : undefined;
  const body = route.body
    ? jsonSchemaOf(route.body, 'input')
    : route.bodyMediaType
      ? { description: route.bodyMediaType.description, content: { [route.bodyMediaType.mediaType]: { schema: {} } } }
      : undefined;

  return {
    tags: route.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(security ? { security } : {}),
    ...(route.params ? { params: jsonSchemaOf(route.params, 'input') } : {}),
    ...(route.querystring ? { querystring: jsonSchemaOf(route.querystring, 'input') } : {}),
    ...(headers ? { headers } : {}),
    ...(body ? { body } : {}),
    response,
  };
}
