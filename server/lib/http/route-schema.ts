import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import * as v from 'valibot';
import type { ErrorCode, FieldErrors } from '../../../contract/errors';
import { fieldErrorsOf } from '../../../contract/field-errors';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../../../contract/problem';
import { nulFieldErrors } from '../../../contract/text';
import { invalidInput, notFound, statusTitle, type HttpProblem } from './problem';

/**
 * Route schemas, produced from the contract's valibot schemas: the one source of truth for what a
 * route takes and answers. Fastify uses the response schemas to serialise (fast-json-stringify), so a
 * field the contract does not name never leaves the server; @fastify/swagger turns the whole into the
 * OpenAPI document at /api/docs/json.
 *
 * Input schemas also validate, once, through Fastify: `validatorCompiler` below runs the route's valibot
 * schema on its params, query and body and hands the handler the parsed output, typed through
 * `ValibotTypeProvider`; a failure is a 422 problem with the contract's field codes
 * (contract/field-errors.ts). The guard `access` implies runs in `onRequest`
 * (server/plugins/route-access.ts), so a signed-out caller still gets 401 before any 422.
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
  auth: "Registration, login (bearer token), logout and the caller's own account.",
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
  /** The fields of a form body (multipart, urlencoded), for the document; the handler reads them. */
  readonly schema?: JsonSchema;
}

/** A file part of a multipart body, as OpenAPI 3.1 describes one. */
export const BINARY_PART: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A request header the handler reads and checks itself (tus's), documented as a header parameter. */
export interface RequestHeader {
  readonly description: string;
  readonly required?: boolean;
  /** Its value's JSON Schema; a string by default. */
  readonly schema?: JsonSchema;
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
  /** The path has parameters the handler reads itself (no `params` schema): a malformed escape is still 400. */
  pathParameters?: true;
  /** Request headers the handler reads itself, by name (documentation only: the handler answers their errors). */
  requestHeaders?: Record<string, RequestHeader>;
  /** Headers a client relies on, by status: name → what it carries (documented on that answer). */
  headers?: Partial<Record<number, Record<string, string>>>;
  /** 'not-found' when a malformed path id answers 404 like an unknown one (it names nothing), not 422. */
  malformedPath?: 'not-found';
  /** The problem `code` of a 422 for this body (a form's own summary, SPEC §8); `validation.failed` by default. */
  invalidCode?: (fields: FieldErrors) => ErrorCode;
  /**
   * The one route never refused as busy (the health check: a load balancer must tell a dead server from a
   * busy one): the request pacer lets it through at once and the database gate does not count it. Every
   * other route may answer 503 `server.busy`.
   */
  neverBusy?: true;
}

declare const inputType: unique symbol;
/** A request part's JSON Schema, carrying (for types only) the valibot schema that checks it. */
export type InputJsonSchema<TSchema extends v.GenericSchema> = JsonSchema & { readonly [inputType]: TSchema };
type PartOf<S> = S extends v.GenericSchema ? InputJsonSchema<S> : undefined;
/** What `describeRoute` gives Fastify: the request parts keep their valibot types for the type provider. */
export type RouteSchema<R extends RouteDescription> = FastifySchema & {
  params: PartOf<R['params']>;
  querystring: PartOf<R['querystring']>;
  body: PartOf<R['body']>;
};

/**
 * Types `request.params`, `query` and `body` as the output of the route's valibot schemas (what the
 * validator compiler below leaves there). Answers stay typed by each handler's return type.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends InputJsonSchema<infer S> ? v.InferOutput<S> : unknown;
  readonly serializer: unknown;
}

/** The instance an API module registers its routes on: request parts typed from their route schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

/** How one request part is checked: its schema and the problem a failure becomes. */
interface PartCheck {
  readonly json: JsonSchema;
  readonly schema: v.GenericSchema;
  readonly refuse: (fields: FieldErrors) => HttpProblem;
}
const partChecks = new WeakMap<object, PartCheck>();
const neverBusySchemas = new WeakSet<object>();
const routeAccess = new WeakMap<object, Access>();
const documentedHeaders = new WeakMap<object, Map<string, Record<string, string>>>();

/** Statuses whose problem tells the client when to try again (limits, a busy or full server, a wait). */
const RETRY_AFTER = 'Seconds to wait before sending again';

/**
 * The schema as the OpenAPI document shows it: each answer with the headers clients rely on (ETag,
 * Location, Retry-After, Content-Range, tus's Upload-*). Documentation only: the route schema Fastify
 * validates and serialises with is left as it is.
 */
export function withDocumentedHeaders(schema: unknown): unknown {
  const headers = typeof schema === 'object' && schema !== null ? documentedHeaders.get(schema) : undefined;
  if (!headers) return schema;
  const { response, ...rest } = schema as { response: Record<string, Record<string, unknown>> };
  const documented: Record<string, unknown> = { ...response };
  for (const [status, named] of headers) {
    const answer = response[status];
    if (!answer) continue;
    documented[status] = {
      ...answer,
      headers: Object.fromEntries(Object.entries(named).map(([name, description]) => [name, { type: 'string', description }])),
    };
  }
  return { ...rest, response: documented };
}
const jsonBodies = new WeakSet<object>();

/** True when the route schema describes a JSON body (an object, checked by its valibot schema). */
export function takesJsonBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && jsonBodies.has(schema);
}

/** True for a route described with `neverBusy: true` (server/plugins/request-pacing.ts, database-gate.ts). */
export function isNeverBusy(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && neverBusySchemas.has(schema);
}

/** The `access` a route schema was described with; undefined for a schema not made by `describeRoute`. */
export function accessOf(schema: unknown): Access | undefined {
  return typeof schema === 'object' && schema !== null ? routeAccess.get(schema) : undefined;
}

type ValidatorResult = { value: unknown } | { error: Error };

/**
 * Fastify's validator compiler: a part described by `describeRoute` is parsed by its valibot schema and
 * replaced by the output (a query's `page` text becomes its number). A NUL anywhere in the input (a field
 * no schema names, an object key) is refused first, so no text with a NUL reaches the database. Parts
 * nobody described (tus and multipart bodies, the idempotency header) are left to their handlers.
 */
export function validatorCompiler({ schema }: { schema: unknown }): (data: unknown) => ValidatorResult | true {
  const check = typeof schema === 'object' && schema !== null ? partChecks.get(schema) : undefined;
  if (!check) return () => true;
  return (data) => {
    const nul = nulFieldErrors(data);
    if (nul) return { error: check.refuse(nul) };
    const shape = arraysForObjects(check.json, data);
    if (shape) return { error: check.refuse(shape) };
    const result = v.safeParse(check.schema, data ?? {});
    return result.success ? { value: result.output } : { error: check.refuse(fieldErrorsOf(result.issues)) };
  };
}

/**
 * Arrays sent where the schema says object, as field errors, or null. valibot's object check takes an
 * array for an object with no keys (`"instructions": []` would store empty texts); the published schema
 * refuses it, so the server does too.
 */
function arraysForObjects(json: JsonSchema, data: unknown, path = ''): FieldErrors | null {
  if (typeof json !== 'object' || data === null || typeof data !== 'object') return null;
  if (json.type === 'object' && Array.isArray(data)) return { [path || '_']: ['validation.invalid_value'] };
  if (Array.isArray(data)) {
    const items = json.items;
    if (!items || typeof items !== 'object' || Array.isArray(items)) return null;
    for (const [index, item] of data.entries()) {
      const found = arraysForObjects(items, item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    const found = arraysForObjects(property as JsonSchema, (data as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function checked(json: JsonSchema, schema: v.GenericSchema, refuse: PartCheck['refuse']): JsonSchema {
  partChecks.set(json, { json, schema, refuse });
  return json;
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
/** The problem shape every error answer shares, open to the members a route adds. */
export function problemBase(): JsonSchema {
  return { ...jsonSchemaOf(ProblemSchema), additionalProperties: true };
}

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
  if (route.body) return { 400: ['http.malformed_body'], 413: ['http.payload_too_large'], 415: ['http.unsupported_media_type'] };
  if (route.bodyMediaType?.mediaType === 'multipart/form-data') return { 400: ['http.malformed_body'] };
  return {};
}

/**
 * What the router answers before any route code runs (server/app.ts, frameworkErrors; problem-handler.ts):
 * an address too long for the server is 414 on every operation; a path parameter with a malformed
 * percent-escape is 400 `http.malformed_url`.
 */
function urlErrors(route: RouteDescription): Record<number, ErrorCode[]> {
  const errors: Record<number, ErrorCode[]> = { 414: ['http.uri_too_long'] };
  if (route.params || route.pathParameters) errors[400] = ['http.malformed_url'];
  return errors;
}

/** The request pacer's and the database gate's refusal, with Retry-After (server/lib/http/request-pacer.ts). */
const BUSY_ERRORS: Record<number, ErrorCode[]> = { 503: ['server.busy'] };

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

/** A Fastify `schema` for one route, from its contract schemas; it also validates (see `validatorCompiler`). */
export function describeRoute<const R extends RouteDescription>(route: R): RouteSchema<R> {
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(route.response)) {
    if (body === undefined) continue;
    if (body === null) response[status] = { description: 'No body', type: 'null' };
    else if (isOther(body)) response[status] = { description: body.description, content: { [body.mediaType]: { schema: {} } } };
    else response[status] = { description: 'Success', ...jsonSchemaOf(body) };
  }
  const refusesInput = route.refusesInvalidInput !== false;
  const pathIs404 = route.malformedPath === 'not-found' || !refusesInput;
  const inputErrors: Record<number, ErrorCode[]> =
    refusesInput && ((route.params && !pathIs404) || route.querystring || route.body) ? { 422: ['validation.failed'] } : {};
  const pathErrors: Record<number, ErrorCode[]> = route.params && pathIs404 ? { 404: ['http.not_found'] } : {};
  const errors = mergeErrors(
    accessErrors(route.access),
    inputErrors,
    pathErrors,
    urlErrors(route),
    bodyErrors(route),
    route.errors ?? {},
    route.idempotent ? IDEMPOTENCY_ERRORS : {},
    route.neverBusy ? {} : BUSY_ERRORS,
  );
  for (const [status, codes] of errors) {
    const problem = {
      [PROBLEM_CONTENT_TYPE]: {
        schema: problemJson(codes),
        examples: Object.fromEntries(codes.map((code) => [code, { value: problemExample(status, code) }])),
      },
    };
    const described = `Problem, \`code\` one of: ${codes.map((code) => `\`${code}\``).join(', ')}`;
    // A status the route also answers in another type (tus's plain-text refusals) documents both bodies.
    const other = response[String(status)] as { description?: string; content?: Record<string, unknown> } | undefined;
    response[String(status)] = other?.content
      ? {
          description: `${other.description ?? ''}; or a problem, \`code\` one of: ${codes.map((code) => `\`${code}\``).join(', ')}`,
          content: { ...other.content, ...problem },
        }
      : { description: described, content: problem };
  }

  const security: Record<string, string[]>[] | undefined =
    route.access === 'public' ? undefined : route.access === 'optional-user' ? [{}, { bearer: [] }] : [{ bearer: [] }];
  const headerProperties: Record<string, JsonSchema> = {};
  if (route.idempotent) {
    headerProperties['idempotency-key'] = {
      type: 'string',
      format: 'uuid',
      description: 'A UUID chosen by the client; a repeat with the same key answers the first result and writes nothing.',
    };
  }
  for (const [name, header] of Object.entries(route.requestHeaders ?? {})) {
    headerProperties[name] = { ...(header.schema ?? { type: 'string' }), description: header.description };
  }
  const requiredHeaders = Object.entries(route.requestHeaders ?? {}).flatMap(([name, header]) => (header.required ? [name] : []));
  // No validator is compiled for it (validatorCompiler knows only the parts `checked` registers).
  const headers = Object.keys(headerProperties).length
    ? { type: 'object', properties: headerProperties, ...(requiredHeaders.length ? { required: requiredHeaders } : {}) }
    : undefined;
  const unprocessable = (fields: FieldErrors) => invalidInput(fields);
  const body = route.body
    ? checked(jsonSchemaOf(route.body, 'input'), route.body, (fields) => invalidInput(fields, route.invalidCode?.(fields)))
    : route.bodyMediaType
      ? {
          description: route.bodyMediaType.description,
          content: { [route.bodyMediaType.mediaType]: { schema: route.bodyMediaType.schema ?? {} } },
        }
      : undefined;

  const params = route.params && checked(jsonSchemaOf(route.params, 'input'), route.params, pathIs404 ? () => notFound() : unprocessable);
  const querystring = route.querystring && jsonSchemaOf(route.querystring, 'input');
  // A query the handler reads leniently (refusesInvalidInput: false) is documented, not checked.
  if (querystring && refusesInput && route.querystring) checked(querystring, route.querystring, unprocessable);

  const schema = {
    tags: route.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(security ? { security } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(headers ? { headers } : {}),
    ...(body ? { body } : {}),
    response,
  };
  routeAccess.set(schema, route.access);
  if (route.neverBusy) neverBusySchemas.add(schema);
  const headersByStatus = new Map<string, Record<string, string>>();
  for (const status of Object.keys(response)) {
    const named: Record<string, string> = { ...route.headers?.[Number(status)] };
    if (['423', '429', '503', '507'].includes(status) && !named['Retry-After']) named['Retry-After'] = RETRY_AFTER;
    if (Object.keys(named).length) headersByStatus.set(status, named);
  }
  if (headersByStatus.size) documentedHeaders.set(schema, headersByStatus);
  if (route.body) jsonBodies.add(schema);
  // The phantom valibot types exist only for the type provider.
  return schema as unknown as RouteSchema<R>;
}
