import { hasRole } from '../../../contract/roles';
import {
  PasswordResetSchema,
  RolesUpdateSchema,
  StaffCreateSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  ManagedUserPageSchema,
  ManagedUserSchema,
  type ManagedUser,
  type ManagedUserPage,
} from '../../../contract/users';
import { hashPassword } from '../../lib/auth/passwords';
import { accessDenied } from '../../lib/http/problem';
import { describeRoute, type ApiInstance, type RouteDescription } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { insertUser, toManagedUser } from '../auth/public';
import { listPeople, managedUser, resetPassword, setDisabled, setRoles } from './people-service';

/**
 * People management (DESIGN.md roles table, docs/permissions.md): agents may look at clients;
 * admins see and manage everyone.
 */
export async function usersRoutes(app: ApiInstance) {
  const { db } = app.database;
  /** A malformed or unknown id names nobody: 404, never a database error; only a body can be a 422. */
  const personChange = <const R extends Pick<RouteDescription, 'body' | 'errors'>>(summary: string, extra: R) =>
    describeRoute({
      tags: ['users'],
      summary,
      access: 'admin',
      params: UserIdParamsSchema,
      malformedPath: 'not-found',
      ...extra,
      response: { 200: ManagedUserSchema },
      errors: { 404: ['http.not_found'], ...extra.errors },
    });

  const list = describeRoute({
    tags: ['users'],
    summary: 'People, a page at a time: agents see clients only (`role=client`), admins everyone',
    access: 'staff',
    querystring: UserListQuerySchema,
    response: { 200: ManagedUserPageSchema },
  });
  app.get('/admin/users', { schema: list }, async (request, reply): Promise<ManagedUserPage> => {
    const query = request.query;
    if (!hasRole(currentUser(request).roles, 'admin') && query.role !== 'client') throw accessDenied();
    reply.header('Cache-Control', 'private, no-store');
    return listPeople(db, query);
  });

  const create = describeRoute({
    tags: ['users'],
    summary: 'Open an agent or admin account with a temporary password, changed at first login',
    access: 'admin',
    body: StaffCreateSchema,
    response: { 201: ManagedUserSchema },
    errors: { 409: ['registration.email_taken'] },
  });
  app.post('/admin/users', { schema: create }, async (request, reply): Promise<ManagedUser> => {
    const input = request.body;
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

  const roles = personChange("Replace a person's roles; the last enabled admin keeps the role", {
    body: RolesUpdateSchema,
    errors: { 409: ['users.last_admin', 'users.self_change_forbidden'] },
  });
  app.put('/admin/users/:id/roles', { schema: roles }, async (request): Promise<ManagedUser> => {
    const { id } = request.params;
    const input = request.body;
    await setRoles(db, currentUser(request).id, id, input.roles);
    return managedUser(db, id);
  });

  const disable = personChange('Disable an account and end all its sessions', {
    errors: { 409: ['users.last_admin', 'users.self_change_forbidden'] },
  });
  app.post('/admin/users/:id/disable', { schema: disable }, async (request): Promise<ManagedUser> => {
    const { id } = request.params;
    await setDisabled(db, currentUser(request).id, id, true);
    return managedUser(db, id);
  });

  const enable = personChange('Enable a disabled account', {});
  app.post('/admin/users/:id/enable', { schema: enable }, async (request): Promise<ManagedUser> => {
    const { id } = request.params;
    await setDisabled(db, currentUser(request).id, id, false);
    return managedUser(db, id);
  });

  const reset = personChange('Set a temporary password for someone else; their sessions end', {
    body: PasswordResetSchema,
    errors: { 409: ['users.self_change_forbidden'] },
  });
  app.post('/admin/users/:id/reset-password', { schema: reset }, async (request): Promise<ManagedUser> => {
    const { id } = request.params;
    const input = request.body;
    await resetPassword(db, currentUser(request).id, id, await hashPassword(input.password));
    return managedUser(db, id);
  });
}
