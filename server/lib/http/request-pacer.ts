import { setImmediate } from 'node:timers';

/**
 * Short event-loop turns for a crowd. libuv accepts one new connection per turn of the loop, and Node runs
 * every request whose bytes arrived in a turn before the turn ends. On a CPU-bound server (PGlite runs
 * inside the process) a hundred keep-alive connections make turns of half a second, so a phone that is
 * still connecting waits in the kernel's accept queue for seconds, where no limit of ours can see it
 * (measured: 10 of 100 connections opened at once were accepted 1.2 to 4.8 s late).
 *
 * The pacer starts at most `requestsPerTurn` requests per turn; the others wait in a first-in, first-out
 * queue that the following turns serve from the loop's check phase, after each poll for new connections
 * and bytes. The wait is then in a queue we can see: a request whose predicted wait passes `maxWaitMs` is
 * refused at once (the caller answers 503 `server.busy` with Retry-After) instead of hanging.
 */
export interface PacerLimits {
  /** Requests started per turn of the event loop once a crowd is waiting. */
  requestsPerTurn: number;
  /** A request predicted to wait longer than this in the queue is refused at once. */
  maxWaitMs: number;
}

/**
 * PGlite runs every statement on the loop itself (about 5 ms a request of bench:faults' mix), so 8 a turn
 * keep turns near 40 ms; with PostgreSQL the loop mostly waits for the database, and 32 a turn kept the
 * throughput of an unpaced server (bench:faults, 100 connections: 419 req/s paced, 414 unpaced; 8 a turn
 * cost 15 %).
 */
export const PGLITE_PACER_LIMITS: PacerLimits = { requestsPerTurn: 8, maxWaitMs: 1_500 };
export const POSTGRES_PACER_LIMITS: PacerLimits = { requestsPerTurn: 32, maxWaitMs: 1_500 };

/** Weight of the newest measure in the running average of the loop's time per started request. */
const AVERAGE_WEIGHT = 0.2;
/** Until a crowd has been measured: about what one request of the mix costs on PGlite (bench:faults). */
const FIRST_GUESS_MS_PER_REQUEST = 5;
const MAX_RETRY_SECONDS = 30;

export type Offer = { started: true } | { started: false; queued: true } | { started: false; queued: false; retryAfterSeconds: number };

export interface PacerFigures {
  queued: number;
  refused: number;
  /** The longest any started request waited in the queue, in ms. */
  longestWaitMs: number;
  msPerRequest: number;
}

interface Waiting {
  start: () => void;
  queuedAt: number;
}

export class RequestPacer {
  private readonly queue: Waiting[] = [];
  /** Started since the last check-phase tick: new arrivals past the limit wait for the next turn. */
  private startedThisTurn = 0;
  private tickScheduled = false;
  private lastTickAt = 0;
  /** Whether requests waited in the queue since the last tick: then that period measures the loop's pace. */
  private saturatedSinceTick = false;
  private msPerRequest = FIRST_GUESS_MS_PER_REQUEST;
  private refused = 0;
  private longestWaitMs = 0;

  constructor(readonly limits: PacerLimits) {}

  /** Starts `start` now, queues it for a later turn, or refuses it with the seconds to wait. */
  offer(start: () => void): Offer {
    if (this.queue.length === 0 && this.startedThisTurn < this.limits.requestsPerTurn) {
      this.startedThisTurn += 1;
      this.scheduleTick();
      start();
      return { started: true };
    }
    const predictedWaitMs = this.predictedWaitMs(this.queue.length + 1);
    if (predictedWaitMs > this.limits.maxWaitMs) {
      this.refused += 1;
      return { started: false, queued: false, retryAfterSeconds: Math.min(MAX_RETRY_SECONDS, Math.ceil(predictedWaitMs / 1000)) };
    }
    this.queue.push({ start, queuedAt: performance.now() });
    this.scheduleTick();
    return { started: false, queued: true };
  }

  /** How long a request at `position` in the queue would wait, from the measured pace of the loop. */
  predictedWaitMs(position: number): number {
    return Math.ceil(position / this.limits.requestsPerTurn) * this.limits.requestsPerTurn * this.msPerRequest;
  }

  figures(): PacerFigures {
    return {
      queued: this.queue.length,
      refused: this.refused,
      longestWaitMs: Math.round(this.longestWaitMs),
      msPerRequest: Math.round(this.msPerRequest * 100) / 100,
    };
  }

  private scheduleTick(): void {
    if (this.tickScheduled) return;
    this.tickScheduled = true;
    setImmediate(() => this.tick());
  }

  /** Once per turn, in the check phase: a new turn's allowance, spent on the oldest waiting requests first. */
  private tick(): void {
    this.tickScheduled = false;
    const now = performance.now();
    if (this.saturatedSinceTick && this.startedThisTurn > 0) {
      const sample = (now - this.lastTickAt) / this.startedThisTurn;
      this.msPerRequest += AVERAGE_WEIGHT * (sample - this.msPerRequest);
    }
    this.lastTickAt = now;
    this.startedThisTurn = 0;
    while (this.startedThisTurn < this.limits.requestsPerTurn) {
      const next = this.queue.shift();
      if (!next) break;
      this.startedThisTurn += 1;
      this.longestWaitMs = Math.max(this.longestWaitMs, now - next.queuedAt);
      next.start();
    }
    // The period until the next tick measures the loop only if the queue keeps it busy all along.
    this.saturatedSinceTick = this.queue.length > 0;
    if (this.queue.length > 0 || this.startedThisTurn > 0) this.scheduleTick();
  }
}
