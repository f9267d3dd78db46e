import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentPage } from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import { payments } from '../../../server/db/schema/payments';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { bearer, PASSWORD, type Person } from '../auth/support';
import { createPaymentsWorld, person, type PaymentsWorld } from './payments-fixture';

/**
 * The payments search reads trigram indexes (the learner's "first last" and e-mail, the transfer
 * reference): it must still find a learner's payments by an Arabic or French name and by a name, e-mail
 * or reference typed in another case, and count exactly those.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let w: PaymentsWorld;
let agent: Person;
const marker = `as${Date.now().toString(36)}`;

beforeAll(async () => {
  w = await createPaymentsWorld();
  agent = await person(w.t, ['agent']);
  const hash = await hashPassword(PASSWORD);
  const learners = [
    { firstName: 'يوسف', lastName: 'بنعلي', email: `youssef-${marker}@example.ma`, reference: `VIR-${marker}-AR` },
    { firstName: 'Élodie', lastName: 'Béranger', email: `Elodie.Beranger-${marker}@Example.FR`, reference: `VIR-${marker}-FR` },
    { firstName: 'Karim', lastName: 'DeLaCroix', email: `karim-${marker}@example.com`, reference: `Vir-${marker}-MiXeD` },
  ];
  for (const learner of learners) {
    const { row } = await insertUser(w.t.database.db, {
      firstName: learner.firstName,
      lastName: learner.lastName,
      email: learner.email,
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
    await w.t.database.db.insert(payments).values({
      id: uuidv7(),
      userId: row.id,
      formationId: w.fixture.paidId,
      method: 'bank_transfer',
      amountCentimes: 49_900,
      status: 'pending',
      transferReference: learner.reference,
    });
  }
});
afterAll(() => w.t.close());

async function search(q: string): Promise<string[]> {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/payments?q=${encodeURIComponent(q)}`,
    headers: bearer(agent.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<AdminPaymentPage>();
  expect(page.meta.total).toBe(page.data.length);
  return page.data.map((payment) => payment.learner.last_name).sort();
}

describe('GET /api/admin/payments?q= (trigram indexes)', () => {
  it("finds an Arabic learner's payments by name", async () => {
    expect(await search('بنعلي')).toEqual(['بنعلي']);
    expect(await search('يوسف بنع')).toEqual(['بنعلي']);
  });

  it("finds a French learner's payments by an accented name, in any case of its Latin letters", async () => {
    expect(await search('Béranger')).toEqual(['Béranger']);
    // Accented capitals fold only where the database's locale knows them (PGlite's does, a C-locale
    // PostgreSQL's does not), as before the index: the accented letters are typed as stored.
    expect(await search('Élodie bér')).toEqual(['Béranger']);
    expect(await search('BéRANGER')).toEqual(['Béranger']);
  });

  it('finds mixed-case names, e-mails and references whatever case is typed', async () => {
    expect(await search('delacroix')).toEqual(['DeLaCroix']);
    expect(await search(`ELODIE.BERANGER-${marker.toUpperCase()}`)).toEqual(['Béranger']);
    expect(await search(`vir-${marker}-mixed`)).toEqual(['DeLaCroix']);
    expect(await search(`VIR-${marker.toUpperCase()}`)).toEqual(['Béranger', 'DeLaCroix', 'بنعلي']);
    expect(await search('%')).toEqual([]);
  });
});
