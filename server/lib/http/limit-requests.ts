import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../contract/errors';
import { HttpProblem } from './problem';
import { consume, type LimitRule, type LimitVerdict } from './rate-limiter';

/** 429 as problem+json, always with Retry-After (whole seconds, at least 1). */
export function tooManyRequests(verdict: Pick<LimitVerdict, 'retryAfterSeconds'>, code: ErrorCode = 'http.too_many_requests'): HttpProblem {
  return new HttpProblem(429, code, undefined, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(verdict.retryAfterSeconds))) });
}

export interface RequestLimit {
  /** The limit's name, the first part of its keys (`contact`, `verify`, `profile`). */
  name: string;
  rule: LimitRule;
  /** Whom the limit counts; the client address by default (README, "TRUST_PROXY"). */
  by?: (request: FastifyRequest) => string;
}

/** The limiter's key this limit counts `request` under: `<name>:<who>`. */
export function limitKey({ name, by = (request: FastifyRequest) => request.ip }: RequestLimit, request: FastifyRequest): string {
  return `${name}:${by(request)}`;
}

/**
 * A route hook (onRequest for anonymous limits, preHandler after requireUser for per-user ones) that
 * counts the request through the database limiter and answers 429 past the limit.
 */
export function limitRequests(limit: RequestLimit) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const verdict = await consume(request.server.database.db, limitKey(limit, request), limit.rule);
    if (!verdict.allowed) throw tooManyRequests(verdict);
  };
}

/** The contract's `{ max, windowMs }` figures as a limiter rule. */
export const perWindow = ({ max, windowMs }: { max: number; windowMs: number }): LimitRule => ({
  limit: max,
  windowSeconds: windowMs / 1000,
});
