import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  LoginSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  type LoginResponse,
  type User,
} from '../../../contract/auth';
import { users } from '../../db/schema/identity';
import { isUniqueViolation } from '../../lib/db-errors';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { HttpProblem } from '../../lib/problem';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/authenticate';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { parseForm } from './parse';
import { createSession, revokeOtherSessions, revokeSession } from './sessions';
import { emailTaken, findUserByEmail, insertUser, rolesOf, toUser, userWithRoles } from './user-store';

const invalidCredentials = () => new HttpProblem(401, 'auth.invalid_credentials');

/** Registration, login, logout and the caller's own account (SPEC §4, §5, §7; DESIGN.md auth). */
export async function authRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.post('/register', async (request, reply): Promise<User> => {
    const input = parseForm(RegisterSchema, request.body, () => 'registration.validation');
    const created = await insertUser(db, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      roles: ['client'],
      preferredLanguage: input.preferred_language ?? null,
    });
    reply.code(201);
    return toUser(created.row, created.roles);
  });

  app.post('/login', async (request): Promise<LoginResponse> => {
    const input = parseForm(LoginSchema, request.body, (fields) =>
      Object.values(fields).some((codes) => codes.includes('validation.field_required'))
        ? 'auth.missing_credentials'
        : 'validation.failed',
    );
    await assertLoginAllowed(db, request.ip, input.email);
    const row = await findUserByEmail(db, input.email);
    // Unknown address and wrong password take the same time and give the same answer: no enumeration.
    let valid = false;
    if (row) valid = await verifyPassword(input.password, row.passwordHash);
    else await burnPasswordCheck(input.password);
    if (!row || !valid) {
      await recordLoginFailure(db, request.ip, input.email);
      throw invalidCredentials();
    }
    if (row.disabled) throw new HttpProblem(403, 'auth.account_disabled');
    await clearLoginFailures(db, input.email);
    if (needsRehash(row.passwordHash)) {
      await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, row.id));
    }
    const { token } = await createSession(db, row.id, input.remember, request.headers['user-agent']);
    const roles = (await rolesOf(db, [row.id])).get(row.id) ?? [];
    const user = toUser(row, roles);
    const role = user.roles[0];
    if (!role) throw new HttpProblem(403, 'auth.account_disabled', 'account has no role');
    return { token, user, roles: user.roles, role };
  });

  app.get('/me', { preHandler: requireUser }, async (request, reply): Promise<User> => {
    const { row, roles } = currentUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return toUser(row, roles);
  });

  app.patch('/me', { preHandler: requireUser }, async (request): Promise<User> => {
    const caller = currentUser(request);
    const input = parseInput(ProfileUpdateSchema, request.body);
    if (input.email !== undefined && input.email !== caller.row.email) {
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

  app.post('/me/password', { preHandler: requireUser }, async (request): Promise<User> => {
    const caller = currentUser(request);
    const input = parseInput(PasswordChangeSchema, request.body);
    // A stolen token must not become a way to guess the password: the login limit applies here too.
    await assertLoginAllowed(db, request.ip, caller.row.email);
    if (!(await verifyPassword(input.current_password, caller.row.passwordHash))) {
      await recordLoginFailure(db, request.ip, caller.row.email);
      throw new HttpProblem(422, 'profile.current_password_wrong', undefined, {
        current_password: ['profile.current_password_wrong'],
      });
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, caller.id));
    await revokeOtherSessions(db, caller.id, caller.sessionId);
    const updated = await userWithRoles(db, caller.id);
    if (!updated) throw invalidCredentials();
    return toUser(updated.row, updated.roles);
  });

  app.post('/logout', { preHandler: requireUser }, async (request, reply) => {
    await revokeSession(db, currentUser(request).sessionId);
    return reply.code(204).send();
  });
}
