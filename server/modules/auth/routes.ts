import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  LoginLinkConsumeSchema,
  LoginLinkRequestSchema,
  LoginSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  LoginResponseSchema,
  UserSchema,
  type LoginResponse,
  type User,
} from '../../../contract/auth';
import { users } from '../../db/schema/identity';
import { isUniqueViolation } from '../../lib/http/db-errors';
import { addressAndNetwork } from '../../lib/http/ip-prefix';
import { limitRequests, tooManyRequests } from '../../lib/http/limit-requests';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/auth/passwords';
import { HttpProblem } from '../../lib/http/problem';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { consume, release } from '../../lib/http/rate-limiter';
import type { UserRow } from '../../lib/auth/user-row';
import { createTokenBucket } from '../../lib/http/token-bucket';
import { currentUser, type AuthUser } from '../../plugins/authenticate';
import { ACCOUNT_LIMITS, REGISTRATION_ALARM_PER_HOUR } from './account-limits';
import { signInPlace, deviceHashOf, recordSignIn } from './known-sign-ins';
import {
  accountCreated,
  admitPasswordCheck,
  admitUnknownAccountCheck,
  passwordCheckSucceeded,
  UNKNOWN_ACCOUNT_CHECKS,
} from './login-throttle';
import { checkSignInLinkTexts, sendSignInLink, SIGN_IN_LINK_LIMITS, useSignInLink } from './sign-in-links';
import { createSession, revokeOtherSessions, revokeSession } from '../../lib/auth/sessions';
import { emailTaken, findUserByEmail, findUserById, insertUser, rolesOf, toUser, userWithRoles } from './user-store';

const invalidCredentials = () => new HttpProblem(401, 'auth.invalid_credentials');
const wrongCurrentPassword = () =>
  new HttpProblem(422, 'profile.current_password_wrong', undefined, { current_password: ['profile.current_password_wrong'] });

/** Registration, login, logout and the caller's own account (SPEC §4, §5, §7; DESIGN.md auth). */
export async function authRoutes(app: ApiInstance) {
  const { db } = app.database;
  checkSignInLinkTexts();
  /** This process's budget of scrypt checks for e-mails that have no account (README, "Limits"). */
  const unknownAccountChecks = createTokenBucket(UNKNOWN_ACCOUNT_CHECKS);

  /**
   * The caller's current password, checked under the login limits (counted before scrypt): a stolen
   * token must not become a way to guess it.
   */
  async function checkCurrentPassword(request: FastifyRequest, caller: AuthUser, password: string): Promise<void> {
    const place = await signInPlace(db, caller.id, request.ip, deviceHashOf(request));
    const ticket = await admitPasswordCheck(db, request.ip, caller.row.email, place);
    if (!(await verifyPassword(password, caller.row.passwordHash))) throw wrongCurrentPassword();
    await passwordCheckSucceeded(db, ticket);
  }

  /** A proven sign-in (password or one-time link): the place is known for 30 days, and a session starts. */
  async function signIn(request: FastifyRequest, row: UserRow, remember: boolean, deviceHash: string): Promise<LoginResponse> {
    await recordSignIn(db, row.id, request.ip, deviceHash);
    const { token } = await createSession(db, row.id, remember, request.headers['user-agent']);
    const roles = (await rolesOf(db, [row.id])).get(row.id) ?? [];
    const user = toUser(row, roles);
    const role = user.roles[0];
    if (!role) throw new HttpProblem(403, 'auth.account_disabled', 'account has no role');
    return { token, user, roles: user.roles, role };
  }

  const register = describeRoute({
    tags: ['auth'],
    summary: 'Open a learner (client) account; the caller then logs in',
    access: 'public',
    body: RegisterSchema,
    invalidCode: () => 'registration.validation',
    response: { 201: UserSchema },
    errors: {
      409: ['registration.email_taken'],
      422: ['registration.validation'],
      429: ['http.too_many_requests'],
    },
  });
  app.post('/register', { schema: register }, async (request, reply): Promise<User> => {
    const input = request.body;
    // Per address and per network, never server-wide: a flood from a few dozen addresses leaves sign-up
    // open to a farmer anywhere else. The server-wide figure only raises an alarm for staff.
    const { address, network } = addressAndNetwork(request.ip);
    const addressKey = `register:address:${address}`;
    const perAddress = await consume(db, addressKey, ACCOUNT_LIMITS.registerPerAddress);
    if (!perAddress.allowed) throw tooManyRequests(perAddress);
    const perNetwork = await consume(db, `register:network:${network}`, ACCOUNT_LIMITS.registerPerNetwork);
    if (!perNetwork.allowed) {
      await release(db, addressKey);
      throw tooManyRequests(perNetwork);
    }
    const overall = await consume(db, 'register:all', { limit: REGISTRATION_ALARM_PER_HOUR * 1000, windowSeconds: 60 * 60 });
    if (overall.hits === REGISTRATION_ALARM_PER_HOUR + 1) {
      request.log.warn(
        { alarm: 'registration', perHour: REGISTRATION_ALARM_PER_HOUR, network },
        `registration alarm: more than ${REGISTRATION_ALARM_PER_HOUR} sign-ups tried within the hour`,
      );
    }
    // Cheap before costly: a taken address is answered before any hashing (the unique index still decides).
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    const created = await insertUser(db, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      roles: ['client'],
      preferredLanguage: input.preferred_language ?? null,
    });
    await accountCreated(db, request.ip, created.row.email);
    reply.code(201);
    return toUser(created.row, created.roles);
  });

  const login = describeRoute({
    tags: ['auth'],
    summary: 'Exchange e-mail and password for a bearer token (a session)',
    description: 'Send the token as `Authorization: Bearer <token>`. `remember` keeps the session longer.',
    access: 'public',
    body: LoginSchema,
    invalidCode: (fields) =>
      Object.values(fields).some((codes) => codes.includes('validation.field_required')) ? 'auth.missing_credentials' : 'validation.failed',
    response: { 200: LoginResponseSchema },
    errors: {
      401: ['auth.invalid_credentials'],
      403: ['auth.account_disabled'],
      422: ['auth.missing_credentials'],
      429: ['auth.too_many_attempts'],
      503: ['server.busy'],
    },
  });
  app.post('/login', { schema: login }, async (request): Promise<LoginResponse> => {
    const input = request.body;
    const row = await findUserByEmail(db, input.email);
    if (!row) {
      // No account: counted like a real one from an unknown place, but against the address's and the
      // server's budgets for unknown e-mails; then one scrypt, so the answer takes as long and reads the
      // same as a wrong password.
      await admitUnknownAccountCheck(db, request.ip, input.email, unknownAccountChecks);
      await burnPasswordCheck(input.password);
      throw invalidCredentials();
    }
    const deviceHash = deviceHashOf(request);
    // Counted before anything slow: parallel guesses are refused here, not after their scrypt. At a device
    // or address where the account signed in within 30 days, only that place's own attempts count.
    const place = await signInPlace(db, row.id, request.ip, deviceHash);
    const ticket = await admitPasswordCheck(db, request.ip, input.email, place);
    if (!(await verifyPassword(input.password, row.passwordHash))) throw invalidCredentials();
    await passwordCheckSucceeded(db, ticket);
    if (row.disabled) throw new HttpProblem(403, 'auth.account_disabled');
    if (needsRehash(row.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, row.id));
    }
    return signIn(request, row, input.remember, deviceHash);
  });

  const loginLink = describeRoute({
    tags: ['auth'],
    summary: 'Mail a one-time sign-in link (valid 15 minutes, single use) to the account of this e-mail',
    description:
      'The way in while an account is being guessed (the login page offers it after a 429). Always 202 with no body, ' +
      'whether an account has this e-mail or not; at most 3 links are mailed per account per 15 minutes. ' +
      'The mail points at `/login/link#<token>`, whose page sends the token to `POST /api/login/link/consume`.',
    access: 'public',
    body: LoginLinkRequestSchema,
    response: { 202: null },
    errors: { 422: ['validation.failed'], 429: ['http.too_many_requests'] },
  });
  app.post('/login/link', { schema: loginLink }, async (request, reply) => {
    const input = request.body;
    const perAddress = await consume(db, `login-link:address:${request.ip}`, SIGN_IN_LINK_LIMITS.requestPerAddress);
    if (!perAddress.allowed) throw tooManyRequests(perAddress);
    const row = await findUserByEmail(db, input.email);
    if (row && !row.disabled) {
      const perAccount = await consume(db, `login-link:account:${row.id}`, SIGN_IN_LINK_LIMITS.mailsPerAccount);
      if (perAccount.allowed) await sendSignInLink(db, app.config, row);
    }
    return reply.code(202).send();
  });

  const consumeLimit = limitRequests({ name: 'login-link-consume', rule: SIGN_IN_LINK_LIMITS.consumePerAddress });
  const consumeLink = describeRoute({
    tags: ['auth'],
    summary: 'Exchange a one-time sign-in link for a bearer token (a session)',
    description:
      "The token from the link's fragment. It works once, within 15 minutes of the request; the device and address " +
      'then count as known to the account, like after a password sign-in.',
    access: 'public',
    body: LoginLinkConsumeSchema,
    invalidCode: (fields) => (fields.token?.includes('auth.link_invalid') ? 'auth.link_invalid' : 'validation.failed'),
    response: { 200: LoginResponseSchema },
    errors: {
      400: ['auth.link_invalid'],
      403: ['auth.account_disabled'],
      // A token that cannot be one (its shape) is refused as a field error whose summary is the link's.
      422: ['validation.failed', 'auth.link_invalid'],
      429: ['http.too_many_requests'],
    },
  });
  app.post('/login/link/consume', { onRequest: consumeLimit, schema: consumeLink }, async (request): Promise<LoginResponse> => {
    const input = request.body;
    const userId = await useSignInLink(db, input.token);
    const row = userId ? await findUserById(db, userId) : null;
    if (!row) throw new HttpProblem(400, 'auth.link_invalid');
    if (row.disabled) throw new HttpProblem(403, 'auth.account_disabled');
    return signIn(request, row, input.remember, deviceHashOf(request));
  });

  const me = describeRoute({ tags: ['auth'], summary: "The caller's own account", access: 'user', response: { 200: UserSchema } });
  app.get('/me', { schema: me }, async (request, reply): Promise<User> => {
    const { row, roles } = currentUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return toUser(row, roles);
  });

  const profileLimit = limitRequests({ name: 'profile', rule: ACCOUNT_LIMITS.profileUpdate, by: (request) => currentUser(request).id });
  const updateMe = describeRoute({
    tags: ['auth'],
    summary: "Change the caller's name, e-mail, phone or language",
    description: 'A new e-mail needs `current_password`.',
    access: 'user',
    body: ProfileUpdateSchema,
    response: { 200: UserSchema },
    errors: {
      409: ['registration.email_taken'],
      422: ['profile.current_password_wrong'],
      429: ['http.too_many_requests', 'auth.too_many_attempts'],
    },
  });
  app.patch('/me', { preHandler: profileLimit, schema: updateMe }, async (request): Promise<User> => {
    const caller = currentUser(request);
    const input = request.body;
    if (input.email !== undefined && input.email !== caller.row.email.toLowerCase()) {
      // A new e-mail is a new way into the account: only its holder, who knows the password, moves it.
      if (input.current_password === undefined) {
        throw new HttpProblem(422, 'validation.failed', undefined, { current_password: ['validation.field_required'] });
      }
      await checkCurrentPassword(request, caller, input.current_password);
      const other = await findUserByEmail(db, input.email);
      if (other && other.id !== caller.id) throw emailTaken();
    }
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.first_name !== undefined) changes.firstName = input.first_name;
    if (input.last_name !== undefined) changes.lastName = input.last_name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.preferred_language !== undefined) changes.preferredLanguage = input.preferred_language;
    try {
      await db.update(users).set(changes).where(eq(users.id, caller.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const updated = await userWithRoles(db, caller.id);
    if (!updated) throw invalidCredentials();
    return toUser(updated.row, updated.roles);
  });

  const changePassword = describeRoute({
    tags: ['auth'],
    summary: "Change the caller's password; every other session of the account ends",
    access: 'user',
    body: PasswordChangeSchema,
    response: { 200: UserSchema },
    errors: { 422: ['profile.current_password_wrong'], 429: ['auth.too_many_attempts'] },
  });
  app.post('/me/password', { schema: changePassword }, async (request): Promise<User> => {
    const caller = currentUser(request);
    const input = request.body;
    await checkCurrentPassword(request, caller, input.current_password);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, caller.id));
    await revokeOtherSessions(db, caller.id, caller.sessionId);
    const updated = await userWithRoles(db, caller.id);
    if (!updated) throw invalidCredentials();
    return toUser(updated.row, updated.roles);
  });

  const logout = describeRoute({
    tags: ['auth'],
    summary: "End the caller's session (this token only)",
    access: 'user',
    response: { 204: null },
  });
  app.post('/logout', { schema: logout }, async (request, reply) => {
    await revokeSession(db, currentUser(request).sessionId);
    return reply.code(204).send();
  });
}
