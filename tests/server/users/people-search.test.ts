import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUserPage } from '../../../contract/users';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, PASSWORD, signedIn, type Person } from '../auth/support';

/**
 * People search reads a trigram index over "first last" and the e-mail: it must still find Arabic and
 * French names and any case of a Latin name or e-mail, by first, last or full name, and never match text
 * that spans the name and the e-mail.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let t: TestApp;
let admin: Person;
// Digits only: letters from a clock (base 36) once spelled `mc`, and the search for 'Mc' found everyone.
const marker = `ps${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['admin']);
  const hash = await hashPassword(PASSWORD);
  const people = [
    { firstName: 'فاطمة', lastName: 'الزهراء', email: `fz-${marker}@example.ma` },
    { firstName: 'Hélène', lastName: 'Dupré-Lefèvre', email: `Helene.Dupre-${marker}@Example.FR` },
    { firstName: 'Omar', lastName: 'McAllister', email: `omar-${marker}@example.com` },
    { firstName: 'Zed', lastName: 'Spanning', email: `zed-${marker}@example.org` },
  ];
  for (const person of people) await insertUser(t.database.db, { ...person, phone: '', passwordHash: hash, roles: ['client'] });
});
afterAll(() => t.close());

async function search(q: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(q)}`, headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<ManagedUserPage>();
  expect(page.meta.total).toBe(page.data.length);
  return page.data.map((user) => `${user.first_name} ${user.last_name}`).sort();
}

describe('GET /api/admin/users?q= (trigram index)', () => {
  it('finds Arabic names by first, last and full name', async () => {
    expect(await search('الزهر')).toEqual(['فاطمة الزهراء']);
    expect(await search('فاطمة')).toEqual(['فاطمة الزهراء']);
    expect(await search('فاطمة الزهراء')).toEqual(['فاطمة الزهراء']);
  });

  it('finds French names with their accents, in any case of their Latin letters', async () => {
    expect(await search('Dupré-Lef')).toEqual(['Hélène Dupré-Lefèvre']);
    expect(await search('hélène dupré')).toEqual(['Hélène Dupré-Lefèvre']);
    // Accented capitals fold only where the database's locale knows them (PGlite's does, a C-locale
    // PostgreSQL's does not), as before the index: the accented letters are typed as stored.
    expect(await search('DUPRé-LEFèVRE')).toEqual(['Hélène Dupré-Lefèvre']);
  });

  it('finds mixed-case names and e-mails whatever case is typed', async () => {
    expect(await search('mcallister')).toEqual(['Omar McAllister']);
    expect(await search('OMAR MCALL')).toEqual(['Omar McAllister']);
    expect(await search(`HELENE.DUPRE-${marker.toUpperCase()}`)).toEqual(['Hélène Dupré-Lefèvre']);
    expect(await search(`${marker}@EXAMPLE.`)).toEqual(['Hélène Dupré-Lefèvre', 'Omar McAllister', 'Zed Spanning', 'فاطمة الزهراء']);
    // Two letters are below a trigram: still found, by reading every person.
    expect(await search('Mc')).toEqual(['Omar McAllister']);
  });

  it('never matches across the name and the e-mail', async () => {
    expect(await search('Spanning zed')).toEqual([]);
    expect(await search('Spanningzed')).toEqual([]);
  });
});
