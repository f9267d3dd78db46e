import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { hasRole } from '../../../contract/roles';
import {
  PasswordResetSchema,
  RolesUpdateSchema,
  StaffCreateSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  type ManagedUser,
  type ManagedUserPage,
} from '../../../contract/users';
import { hashPassword } from '../../lib/passwords';
import { accessDenied, notFound } from '../../lib/problem';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../../plugins/authenticate';
import { insertUser, toManagedUser } from '../auth/user-store';
import { listPeople, managedUser, resetPassword, setDisabled, setRoles } from './people-service';

/** A malformed id names nobody: 404, never a database error. */
function targetId(request: FastifyRequest): string {
  const params = v.safeParse(UserIdParamsSchema, request.params);
  if (!params.success) throw notFound();
  return params.output.id;
}

/**
 * People management (DESIGN.md roles table, docs/permissions.md): agents may look at clients;
 * admins see and manage everyone.
 */
export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const adminOnly = { preHandler: requireRole('admin') };

  app.get('/admin/users', { preHandler: requireRole('agent', 'admin') }, async (request, reply): Promise<ManagedUserPage> => {
    const query = parseInput(UserListQuerySchema, request.query);
    if (!hasRole(currentUser(request).roles, 'admin') && query.role !== 'client') throw accessDenied();
    reply.header('Cache-Control', 'private, no-store');
    return listPeople(db, query);
  });

  app.post('/admin/users', adminOnly, async (request, reply): Promise<ManagedUser> => {
    const input = parseInput(StaffCreateSchema, request.body);
    const created = await insertUser(db, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      roles: [input.role],
      // The admin chose this password; the new member replaces it at first login.
      mustChangePassword: true,
    });
    reply.code(201);
    return toManagedUser(created.row, created.roles);
  });

  app.put('/admin/users/:id/roles', adminOnly, async (request): Promise<ManagedUser> => {
    const id = targetId(request);
    const input = parseInput(RolesUpdateSchema, request.body);
    await setRoles(db, currentUser(request).id, id, input.roles);
    return managedUser(db, id);
  });

  app.post('/admin/users/:id/disable', adminOnly, async (request): Promise<ManagedUser> => {
    const id = targetId(request);
    await setDisabled(db, currentUser(request).id, id, true);
    return managedUser(db, id);
  });

  app.post('/admin/users/:id/enable', adminOnly, async (request): Promise<ManagedUser> => {
    const id = targetId(request);
    await setDisabled(db, currentUser(request).id, id, false);
    return managedUser(db, id);
  });

  app.post('/admin/users/:id/reset-password', adminOnly, async (request): Promise<ManagedUser> => {
    const id = targetId(request);
    const input = parseInput(PasswordResetSchema, request.body);
    await resetPassword(db, currentUser(request).id, id, await hashPassword(input.password));
    return managedUser(db, id);
  });
}
