import * as v from 'valibot';
import type { Role } from '../../../../contract/roles';
import { type ManagedUserPage, ManagedUserPageSchema } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

export interface PeopleQuery {
  role: Role;
  q: string;
  page: number;
}

/** GET /api/admin/users?role=&q=&page= (people management; agents may ask for clients only). */
export async function listPeople({ role, q, page }: PeopleQuery, signal?: AbortSignal): Promise<ManagedUserPage> {
  const searchParams: Record<string, string> = { role, page: String(page) };
  if (q) searchParams.q = q;
  return v.parse(ManagedUserPageSchema, await call(() => api.get('admin/users', { searchParams, signal }).json()));
}
