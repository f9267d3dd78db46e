import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/roles';
import { accessDenied, notAuthorized } from '../lib/http/problem';
import { SessionMemo, touchSession } from '../lib/auth/sessions';
import { bearerToken } from '../lib/auth/tokens';
import { sortRoles, type UserRow } from '../lib/auth/user-row';

/** The signed-in caller, as every route sees it. */
export interface AuthUser {
  id: string;
  sessionId: string;
  roles: Role[];
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions remembered between requests while nothing they depend on was written. */
    sessionMemo: SessionMemo;
  }
  interface FastifyRequest {
    /** Null until `identify` found a live session for the bearer token. */
    auth: AuthUser | null;
  }
}

/** Requests whose token was already looked up, so several guards cost one query. */
const identified = new WeakSet<FastifyRequest>();

/** Looks up the bearer token once per request; an absent, unknown or expired token leaves `auth` null. */
export async function identify(request: FastifyRequest): Promise<AuthUser | null> {
  if (identified.has(request)) return request.auth;
  identified.add(request);
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const { db, writes } = request.server.database;
  const session = await request.server.sessionMemo.find(db, writes, token);
  if (!session) return null;
  await touchSession(db, session);
  request.auth = { id: session.user.id, sessionId: session.sessionId, roles: sortRoles(session.roles), row: session.user };
  return request.auth;
}

/** preHandler: 401 `auth.not_authorized` without a live session. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!(await identify(request))) throw notAuthorized();
};

/** preHandler: 401 without a session, 403 `auth.access_denied` when none of `roles` is held. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await identify(request);
    if (!user) throw notAuthorized();
    if (!user.roles.some((role) => roles.includes(role))) throw accessDenied();
  };
}

/** The caller of a route guarded by requireUser or requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw notAuthorized();
  return request.auth;
}

export const authenticate = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('sessionMemo', new SessionMemo());
  },
  { name: 'authenticate' },
);
