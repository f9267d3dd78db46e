import { AsyncLocalStorage } from 'node:async_hooks';
import { busyHeaders, HttpProblem } from '../lib/http/problem';

/**
 * Bounded waiting for the database. PGlite has one connection and PostgreSQL's pool a handful: past
 * them, requests used to queue without bound, and a crowd waited tens of seconds for answers a phone
 * had long given up on. The gate admits a request when it first reaches for the database, up to a
 * number of admitted requests per class; past it the request gets a 503 `server.busy` with
 * Retry-After at once, before anything was read or written, so the outbox and sync send it again
 * later. An admitted request is never refused halfway: its later statements pass, so no request is
 * cut between two writes. Requests that never touch the database (cached catalogue answers, files)
 * never meet the gate, and work outside a request (jobs, migrations, the seed) is not counted.
 */

/** Who waits: staff work and writes must not starve behind a crowd of readers, nor the reverse. */
export type RequestClass = 'read' | 'write' | 'staff';

export type GateLimits = Record<RequestClass, number>;

/**
 * On PGlite every admitted request waits behind all the others for the one connection: the limits
 * keep that queue to what the engine serves in about a second (measured with bench:faults' mix).
 */
export const PGLITE_GATE_LIMITS: GateLimits = { read: 24, write: 12, staff: 6 };
/** PostgreSQL serves its pool's connections in parallel: the limits only stop a runaway crowd. */
export const POSTGRES_GATE_LIMITS: GateLimits = { read: 400, write: 200, staff: 50 };

/** Retry-After never says less than this, nor more than the cap (whole seconds). */
const MIN_RETRY_SECONDS = 1;
const MAX_RETRY_SECONDS = 30;
/** Weight of the newest request in the running average of admitted requests' durations. */
const AVERAGE_WEIGHT = 0.1;

/** The refusal; an HttpProblem so the problem handler answers it as it is, even wrapped by the driver. */
export class DatabaseBusy extends HttpProblem {
  constructor(retryAfterSeconds: number) {
    super(503, 'server.busy', undefined, undefined, busyHeaders(retryAfterSeconds));
  }
}

export interface Ticket {
  readonly requestClass: RequestClass;
  admittedAt: number | null;
  released: boolean;
}

export interface GateFigures {
  admitted: GateLimits;
  limits: GateLimits;
  refused: number;
}

export class DatabaseGate {
  private readonly tickets = new AsyncLocalStorage<Ticket>();
  private readonly admitted: GateLimits = { read: 0, write: 0, staff: 0 };
  private refused = 0;
  /** Running average of how long an admitted request holds its place, in ms: what Retry-After tells. */
  private averageMs = 200;

  constructor(readonly limits: GateLimits) {}

  /** A request's ticket, not yet admitted: it takes a place at its first statement. */
  ticket(requestClass: RequestClass): Ticket {
    return { requestClass, admittedAt: null, released: false };
  }

  /** Runs `next` (the rest of a request) so that the database's statements present `ticket`. */
  run(ticket: Ticket, next: () => void): void {
    this.tickets.run(ticket, next);
  }

  /**
   * Called before each statement or transaction: the request's first one is admitted or refused
   * with DatabaseBusy; later ones, and work outside requests, pass.
   */
  enter(): void {
    const ticket = this.tickets.getStore();
    if (!ticket || ticket.admittedAt !== null || ticket.released) return;
    const { requestClass } = ticket;
    if (this.admitted[requestClass] >= this.limits[requestClass]) {
      this.refused += 1;
      throw new DatabaseBusy(this.retryAfterSeconds());
    }
    this.admitted[requestClass] += 1;
    ticket.admittedAt = performance.now();
  }

  /** The request is answered (or its client gone): its place goes to the next. Safe to call twice. */
  release(ticket: Ticket): void {
    if (ticket.released) return;
    ticket.released = true;
    if (ticket.admittedAt === null) return;
    this.admitted[ticket.requestClass] -= 1;
    const heldMs = performance.now() - ticket.admittedAt;
    this.averageMs += AVERAGE_WEIGHT * (heldMs - this.averageMs);
  }

  /** About how long until the queue has turned over once: a request admitted now would wait that long. */
  retryAfterSeconds(): number {
    return Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, Math.ceil(this.averageMs / 1000)));
  }

  figures(): GateFigures {
    return { admitted: { ...this.admitted }, limits: { ...this.limits }, refused: this.refused };
  }
}

/** Staff routes (`/api/admin/…`), then writes by method, the rest reads. */
export function classifyRequest(method: string, url: string): RequestClass {
  if (/^\/api\/admin(\/|\?|$)/.test(url)) return 'staff';
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
}

/** The DatabaseBusy in an error's cause chain (drizzle wraps a failed statement's error), if any. */
export function busyCause(error: unknown): DatabaseBusy | null {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 8; depth += 1) {
    if (current instanceof DatabaseBusy) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
