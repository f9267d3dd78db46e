/** SQLSTATE: five digits or capital letters (`23505`, `22P02`, `57P01`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & { code?: unknown; severity?: unknown; query?: unknown; params?: unknown; cause?: unknown };

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/**
 * What a database failure may say in the logs: its SQLSTATE, nothing else. Drizzle's error message is the
 * statement with its parameters (a new account's e-mail and password hash), and the driver's `detail`
 * repeats the values of a violated key; neither belongs in a log file. Null for an error with no database
 * failure anywhere in its cause chain; `{ code: null }` for one whose driver gave no SQLSTATE (a lost
 * connection).
 */
export function databaseFailure(error: unknown): { code: string | null } | null {
  let found = false;
  let code: string | null = null;
  for (let current: unknown = error, depth = 0; isObject(current) && depth < 8; depth += 1) {
    const drizzleQuery = 'query' in current && 'params' in current;
    const driverError = typeof current.code === 'string' && SQLSTATE.test(current.code) && 'severity' in current;
    if (drizzleQuery || driverError) found = true;
    if (driverError && code === null) code = current.code as string;
    current = current.cause;
  }
  return found ? { code } : null;
}

/**
 * The `err` serializer of every log line (server/app.ts). A database failure is logged as its type and
 * SQLSTATE only: no message, no stack (whose first line is the message), no cause; any other error with
 * its type, message, stack and own fields (`code`, `statusCode`…), as pino's standard serializer does.
 */
export function errSerializer(error: Error): SerializedError {
  const database = databaseFailure(error);
  if (database) {
    const type = isObject(error) ? error.constructor.name : 'Error';
    return { type, message: `database error ${database.code ?? 'without SQLSTATE'}`, stack: '', db_code: database.code };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (key !== 'cause') fields[key] = value;
  return { ...fields, type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Query parameters whose values are secrets: signed media URLs, unsubscribe and sign-in tokens, codes. */
const SECRET_PARAMETERS = new Set(['sig', 'token', 'code', 'key', 'secret', 'password']);

/**
 * A URL as a log may keep it: the path and the names of its query parameters, the values of secret ones
 * (`sig`, `token`, `code`…) replaced by `[redacted]`. Anything that does not parse keeps only its path.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pathPart = url.slice(0, mark);
  const pairs = url.slice(mark + 1).split('&');
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
    } catch {
      return `${rawName}=[redacted]`;
    }
    if (equals < 0) return pair;
    return SECRET_PARAMETERS.has(name) || name.endsWith('_token') ? `${rawName}=[redacted]` : pair;
  });
  return `${pathPart}?${kept.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** The `req` serializer: Fastify's own fields, with the URL's secret query values redacted. */
export function reqSerializer(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
