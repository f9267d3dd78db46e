import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_TOTAL_CAP } from '../../../contract/constants';
import type { AdminPaymentPage } from '../../../contract/payments';
import type { ManagedUserPage } from '../../../contract/users';
import { INLINE_LEARNERS } from '../../../server/modules/payments/admin-service';
import { bearer, type Person } from '../auth/support';
import { createPaymentsWorld, person, type PaymentsWorld } from './payments-fixture';

/**
 * A staff list filtered by a search (or, for payments, any filter without a counter) counts its matches up to
 * LIST_TOTAL_CAP and no further: at the cap the total is exact and `total_capped` false; one match more and
 * the total stays the cap with `total_capped` true, while the pages past the cap are still served. A payments
 * search with no other filter adds up its learners' own counts instead, exact past the cap.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let w: PaymentsWorld;
let agent: Person;
let admin: Person;
let marker: string;

/** `count` learners named `<marker>-<n>`, each with one pending transfer for the paid formation. */
async function addLearnersWithPayments(from: number, count: number): Promise<void> {
  const db = w.t.database.db;
  await db.execute(sql`
    insert into users (id, first_name, last_name, email, phone, password_hash)
    select gen_random_uuid(), 'Capped', ${marker} || '-' || n, ${marker} || '-' || n || '@capped.example', '', 'unused'
      from generate_series(${from}::int, ${from + count - 1}::int) n`);
  await db.execute(sql`
    insert into user_roles (user_id, role) select id, 'client' from users where last_name like ${`${marker}-%`}
    on conflict do nothing`);
  await db.execute(sql`
    insert into payments (id, user_id, formation_id, method, amount_centimes, status, transfer_reference)
    select gen_random_uuid(), u.id, ${w.fixture.paidId}::uuid, 'bank_transfer', 49900, 'pending', 'CAP-' || u.last_name
      from users u
     where u.last_name like ${`${marker}-%`} and not exists (select 1 from payments p where p.user_id = u.id)`);
}

beforeAll(async () => {
  w = await createPaymentsWorld();
  agent = await person(w.t, ['agent']);
  admin = await person(w.t, ['admin']);
  marker = `cap${Date.now().toString(36)}`;
  await addLearnersWithPayments(0, LIST_TOTAL_CAP);
});
afterAll(() => w.t.close());

async function payments(query: string): Promise<AdminPaymentPage> {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/admin/payments?${query}`, headers: bearer(agent.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminPaymentPage>();
}

async function people(query: string): Promise<ManagedUserPage> {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ManagedUserPage>();
}

describe('capped totals', () => {
  it('at the cap, a search counts every match exactly; one more and it says "more than" the cap, pages past it still served', async () => {
    const atCap = await payments(`q=${marker}&per_page=100`);
    expect(atCap.meta).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: false, total_pages: LIST_TOTAL_CAP / 100 });
    const peopleAtCap = await people(`q=${marker}&per_page=100`);
    expect(peopleAtCap.meta).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: false });

    await addLearnersWithPayments(LIST_TOTAL_CAP, 5);
    // A search with another filter counts its payments, up to the cap.
    const past = await payments(`q=${marker}&status=pending&per_page=100`);
    expect(past.meta).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true, total_pages: LIST_TOTAL_CAP / 100 });
    expect(past.meta.next).not.toBeNull();
    // A search alone adds up its learners' own counts: exact past the cap.
    const exact = await payments(`q=${marker}&per_page=100`);
    expect(exact.meta).toMatchObject({ total: LIST_TOTAL_CAP + 5, total_capped: false, total_pages: LIST_TOTAL_CAP / 100 + 1 });
    const peoplePast = await people(`q=${marker}&per_page=100`);
    expect(peoplePast.meta).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });

    // The page after the cap's last: the five beyond it, by number and by keyset alike.
    const beyond = await payments(`q=${marker}&status=pending&per_page=100&page=${LIST_TOTAL_CAP / 100 + 1}`);
    expect(beyond.data).toHaveLength(5);
    expect(beyond.meta).toMatchObject({ total_capped: true, next: null });
    const lastCapped = await payments(`q=${marker}&status=pending&per_page=100&page=${LIST_TOTAL_CAP / 100}`);
    const followed = await payments(`q=${marker}&status=pending&per_page=100&after=${lastCapped.meta.next ?? ''}`);
    expect(followed.data.map((payment) => payment.id)).toEqual(beyond.data.map((payment) => payment.id));

    // People: a page within the cap is cut from the search's matches; past the cap, or after a cursor,
    // it is read apart. Both give the same people in the same order.
    const ids = (page: ManagedUserPage) => page.data.map((user) => user.id);
    const secondByNumber = await people(`q=${marker}&per_page=100&page=2`);
    const firstPage = await people(`q=${marker}&per_page=100`);
    const secondByCursor = await people(`q=${marker}&per_page=100&after=${firstPage.meta.next ?? ''}`);
    expect(ids(secondByCursor)).toEqual(ids(secondByNumber));
    expect(secondByNumber.data).toHaveLength(100);
    const tenth = await people(`q=${marker}&per_page=100&page=${LIST_TOTAL_CAP / 100}`);
    const peopleBeyond = await people(`q=${marker}&per_page=100&page=${LIST_TOTAL_CAP / 100 + 1}`);
    expect(peopleBeyond.data).toHaveLength(5);
    expect(peopleBeyond.meta).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true, next: null });
    const peopleFollowed = await people(`q=${marker}&per_page=100&after=${tenth.meta.next ?? ''}`);
    expect(ids(peopleFollowed)).toEqual(ids(peopleBeyond));
    // A page that straddles the cap: 30 a page, the 34th holds matches 991 to 1,005.
    const straddling = await people(`q=${marker}&per_page=30&page=34`);
    expect(straddling.data).toHaveLength(15);
    const everyMatch = [...ids(firstPage), ...ids(secondByNumber)];
    expect(new Set(everyMatch).size).toBe(200);
  });

  it('a search matching a few counts them exactly; a list read from its counter is never capped', async () => {
    const byEmail = await payments(`q=${marker}-7@capped`);
    expect(byEmail.meta).toMatchObject({ total: 1, total_capped: false });
    expect(byEmail.data[0]?.learner.email).toBe(`${marker}-7@capped.example`);
    // A reference typed in the search box matches that payment alone.
    const byReference = await payments(`q=CAP-${marker}-999`);
    expect(byReference.meta).toMatchObject({ total: 1, total_capped: false });
    // A payment found both by its learner and by its reference counts once; other filters apply to both.
    const one = await payments(`q=${marker}-999&status=pending`);
    expect(one.meta).toMatchObject({ total: 1, total_capped: false });
    const none = await payments(`q=${marker}&status=approved`);
    expect(none.meta).toMatchObject({ total: 0, total_capped: false });
    // No filter but status: the trigger-kept counter, exact past the cap.
    const pending = await payments('status=pending');
    expect(pending.meta.total).toBeGreaterThan(LIST_TOTAL_CAP);
    expect(pending.meta.total_capped).toBe(false);
    const everyone = await people('role=client');
    expect(everyone.meta.total).toBeGreaterThan(LIST_TOTAL_CAP);
    expect(everyone.meta.total_capped).toBe(false);
  });

  it('a term matched by more learners than are named inline finds the same payments through a subquery', async () => {
    const before = await payments(`q=${marker}&per_page=50&page=3`);
    // Learners without payments, enough to pass the inline bound.
    await w.t.database.db.execute(sql`
      insert into users (id, first_name, last_name, email, phone, password_hash)
      select gen_random_uuid(), 'Unpaid', ${marker} || '-unpaid-' || n, ${marker} || '-unpaid-' || n || '@capped.example', '', 'unused'
        from generate_series(1, ${INLINE_LEARNERS}::int) n`);
    const after = await payments(`q=${marker}&per_page=50&page=3`);
    expect(after.data.map((payment) => payment.id)).toEqual(before.data.map((payment) => payment.id));
    expect(after.meta).toEqual(before.meta);
    expect(after.data).toHaveLength(50);
  });

  it('a search matching nobody is an empty, exact page', async () => {
    const none = await payments(`q=${marker}-nobody`);
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, total_capped: false, next: null });
  });
});
