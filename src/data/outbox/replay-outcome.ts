import type { ErrorCode } from '../../../contract/errors';
import { codeForStatus, parseRetryAfter } from '../../../contract/http-status';
import { IN_PROGRESS_CODE, RETRYABLE_STATUSES } from '../../../contract/outbox';
import { readProblem } from '../../../contract/problem-reader';

/**
 * What one send of an outbox row came to (DESIGN.md retry policy):
 * - `ack`: the server applied it (or had already): the row goes.
 * - `retry`: network error, time-out, 5xx, 408, 429, the first copy still running, or a 423 that says when
 *   to come back (Retry-After): back off and send again.
 * - `pause`: 401, the owner's session is gone: nothing is dropped, replay waits for them to log in.
 * - `reject`: any other 4xx: the learner sees the reason and fixes, retries or discards.
 */
export type ReplayOutcome =
  | { type: 'ack'; status: number; body: unknown }
  | { type: 'retry'; code: ErrorCode; retryAfterSeconds: number | null }
  | { type: 'pause'; code: ErrorCode }
  | { type: 'reject'; code: ErrorCode; status: number };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads a response into an outcome; the body is consumed. */
export async function outcomeOf(response: Response, nowMs: number): Promise<ReplayOutcome> {
  const body = await readBody(response).catch(() => null);
  const { status } = response;
  if (status >= 200 && status < 300) return { type: 'ack', status, body };
  const code = readProblem(body)?.code ?? codeForStatus(status);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'), nowMs);
  if (status >= 500 || RETRYABLE_STATUSES.includes(status) || code === IN_PROGRESS_CODE) {
    return { type: 'retry', code, retryAfterSeconds };
  }
  // Locked for now, not refused: an exam sent before the server counts the lessons as studied (a formation
  // enrolled and studied offline, from a pack) goes by itself once that moment has come (decision 0017).
  if (status === 423 && retryAfterSeconds !== null) return { type: 'retry', code, retryAfterSeconds };
  if (status === 401) return { type: 'pause', code };
  return { type: 'reject', code, status };
}

/** A send that never got an answer (offline, reset, time-out) is always worth another try. */
export const networkFailure: ReplayOutcome = { type: 'retry', code: 'network.error', retryAfterSeconds: null };
