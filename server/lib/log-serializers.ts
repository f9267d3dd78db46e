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
