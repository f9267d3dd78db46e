/**
 * The staff lists' totals from trigger-kept counters (`list_counts`, migrations 0027, 0028 and 0029, and each
 * person's `payments_count`, 0030): after inserts, status, method, formation and learner changes, role grants and revocations, devices added, synced and removed, a
 * deleted learner (whose payments, roles and devices go with them) and twenty payments written at once,
 * every total the counters answer equals a count of the rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '../../contract/payments';
import { ROLES } from '../../contract/roles';
import { uuidv7 } from '../../contract/uuid';
import { payments } from '../../server/db/schema/payments';
import { userRoles, users } from '../../server/db/schema/identity';
import { deviceSync } from '../../server/db/schema/outbox';
import { bearer, insertPerson, signedIn, type Person } from './auth/support';
import { testDatabaseKind } from './helpers';
import { createPaymentsWorld, type PaymentsWorld } from './payments/payments-fixture';

let w: PaymentsWorld;
let admin: Person;

beforeAll(async () => {
  w = await createPaymentsWorld();
  admin = await signedIn(w.t, ['admin']);
}, 120_000);
afterAll(() => w.t.close());

async function rowCount(where: string): Promise<number> {
  const result = await w.t.database.db.execute(sql.raw(`select count(*)::int as n from ${where}`));
  return Number((result as { rows: { n: number }[] }).rows[0]?.n);
}

/** A payments counter as kept in list_counts (0 where none was ever written). */
async function counter(key: string): Promise<number> {
  const result = await w.t.database.db.execute(sql`select count::int as n from list_counts where list = 'payments' and key = ${key}`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function listedTotal(url: string): Promise<number> {
  const answer = await w.t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ meta: { total: number } }>().meta.total;
}

/** Every total the counters answer, beside the count of the rows it stands for. */
async function totalsAndCounts(): Promise<{ listed: Record<string, number>; counted: Record<string, number> }> {
  const listed: Record<string, number> = {};
  const counted: Record<string, number> = {};
  const payment = async (query: string, where: string) => {
    listed[`payments?${query}`] = await listedTotal(`/api/admin/payments?${query}`);
    counted[`payments?${query}`] = await rowCount(`payments where ${where}`);
  };
  await payment('', 'true');
  for (const status of PAYMENT_STATUSES) await payment(`status=${status}`, `status = '${status}'`);
  for (const method of PAYMENT_METHODS) {
    await payment(`method=${method}`, `method = '${method}'`);
    for (const status of PAYMENT_STATUSES)
      await payment(`status=${status}&method=${method}`, `status = '${status}' and method = '${method}'`);
  }
  // A formation, and a formation in each status: their own counters (0029), read here apart from the API.
  for (const formation of [w.fixture.paidId, w.fixture.hiddenId]) {
    await payment(`formation_id=${formation}`, `formation_id = '${formation}'`);
    listed[`counter formation:${formation}`] = await counter(`formation:${formation}`);
    counted[`counter formation:${formation}`] = await rowCount(`payments where formation_id = '${formation}'`);
    for (const status of PAYMENT_STATUSES) {
      await payment(`formation_id=${formation}&status=${status}`, `formation_id = '${formation}' and status = '${status}'`);
      listed[`counter formation:${formation}|status:${status}`] = await counter(`formation:${formation}|status:${status}`);
      counted[`counter formation:${formation}|status:${status}`] = await rowCount(
        `payments where formation_id = '${formation}' and status = '${status}'`,
      );
    }
  }
  listed['users'] = await listedTotal('/api/admin/users');
  counted['users'] = await rowCount('users');
  for (const role of ROLES) {
    listed[`users?role=${role}`] = await listedTotal(`/api/admin/users?role=${role}`);
    counted[`users?role=${role}`] = await rowCount(`user_roles where role = '${role}'`);
  }
  listed['devices'] = await listedTotal('/api/admin/devices');
  counted['devices'] = await rowCount('learner_device_rows');
  // Each person's own count of payments (0030), which a payments search by name adds up.
  listed['people whose payments_count is not their payments'] = await rowCount(
    'users u where u.payments_count <> (select count(*) from payments p where p.user_id = u.id)',
  );
  counted['people whose payments_count is not their payments'] = 0;
  listed['payments counted on their people'] = await rowCount('users u cross join generate_series(1, u.payments_count)');
  counted['payments counted on their people'] = await rowCount('payments');
  return { listed, counted };
}

async function insertPayments(
  rows: { userId: string; method: PaymentMethod; status: PaymentStatus; formationId?: string }[],
): Promise<string[]> {
  const ids = rows.map(() => uuidv7());
  await w.t.database.db.insert(payments).values(
    rows.map((row, index) => ({
      id: ids[index] as string,
      userId: row.userId,
      formationId: row.formationId ?? w.fixture.paidId,
      method: row.method,
      amountCentimes: 49_900,
      status: row.status,
    })),
  );
  return ids;
}

describe(`staff list totals from counters (${testDatabaseKind})`, () => {
  it('equal the rows counted through inserts, changes, grants, revocations and a deleted learner', async () => {
    const learners = await Promise.all(Array.from({ length: 4 }, () => insertPerson(w.t, ['client'])));
    const [first, second, third, fourth] = learners.map((learner) => learner.id) as [string, string, string, string];
    const [pendingTransfer, failedCard] = await insertPayments([
      { userId: first, method: 'bank_transfer', status: 'pending' },
      { userId: first, method: 'card', status: 'failed' },
      { userId: second, method: 'bank_transfer', status: 'rejected' },
      { userId: third, method: 'card', status: 'paid', formationId: w.fixture.hiddenId },
      { userId: fourth, method: 'bank_transfer', status: 'pending' },
    ]);
    let state = await totalsAndCounts();
    expect(state.listed).toEqual(state.counted);
    expect(state.listed['payments?status=pending&method=bank_transfer']).toBeGreaterThanOrEqual(2);

    const db = w.t.database.db;
    // Devices: a learner's first device takes the place of their row without one; a second adds a row.
    await db.insert(deviceSync).values([
      { userId: first, deviceId: 'phone-a', lastSyncAt: new Date() },
      { userId: first, deviceId: 'phone-b' },
      { userId: second, deviceId: 'phone-c', lastSyncAt: new Date() },
    ]);
    state = await totalsAndCounts();
    expect(state.listed).toEqual(state.counted);
    await db.execute(sql`update device_sync set last_sync_at = now(), delivered_writes = 3 where user_id = ${first}`);
    await db.execute(sql`delete from device_sync where user_id = ${first} and device_id = 'phone-b'`);
    await db.execute(sql`update payments set status = 'approved' where id = ${pendingTransfer}`);
    await db.execute(sql`update payments set method = 'bank_transfer', status = 'void' where id = ${failedCard}`);
    // A payment moved to another formation moves its formation counters.
    await db.execute(sql`update payments set formation_id = ${w.fixture.hiddenId} where user_id = ${second}`);
    // An update that changes neither counted column moves no counter.
    await db.execute(sql`update payments set amount_centimes = 1 where user_id = ${second}`);
    // A payment given to another learner moves one from the first's own count to the other's.
    await db.execute(sql`update payments set user_id = ${third} where id = ${failedCard}`);
    await db.insert(userRoles).values({ userId: second, role: 'agent' });
    await db.execute(sql`delete from user_roles where user_id = ${third} and role = 'client'`);
    await db.execute(sql`delete from ${users} where id = ${fourth}`);
    state = await totalsAndCounts();
    expect(state.listed).toEqual(state.counted);
  });

  it('stay exact when twenty payments are written at once', async () => {
    const learners = await Promise.all(Array.from({ length: 20 }, () => insertPerson(w.t, ['client'])));
    await Promise.all(
      learners.map((learner, index) =>
        insertPayments([{ userId: learner.id, method: index % 2 ? 'card' : 'bank_transfer', status: index % 3 ? 'pending' : 'failed' }]),
      ),
    );
    await Promise.all(
      learners
        .slice(0, 10)
        .map((learner) => w.t.database.db.execute(sql`update payments set status = 'rejected' where user_id = ${learner.id}`)),
    );
    const state = await totalsAndCounts();
    expect(state.listed).toEqual(state.counted);
  });

  it("read a formation's total from its counter, whatever the case of the id typed", async () => {
    const key = `formation:${w.fixture.paidId}`;
    const exact = await rowCount(`payments where formation_id = '${w.fixture.paidId}'`);
    expect(exact).toBeGreaterThan(0);
    // A counter set wrong on purpose shows through: the total is the counter's, not a count of the rows.
    await w.t.database.db.execute(sql`update list_counts set count = count + 1000 where list = 'payments' and key = ${key}`);
    try {
      expect(await listedTotal(`/api/admin/payments?formation_id=${w.fixture.paidId.toUpperCase()}`)).toBe(exact + 1000);
    } finally {
      await w.t.database.db.execute(sql`select list_counts_recount()`);
    }
    expect(await listedTotal(`/api/admin/payments?formation_id=${w.fixture.paidId}`)).toBe(exact);
  });

  it("keep each month's enrolments (UTC) through enrolments added, moved to another month and removed", async () => {
    const db = w.t.database.db;
    const monthCounts = async () => {
      const counters = await db.execute(
        sql`select key, count::int as n from list_counts where list = 'enrollments' and count <> 0 order by key`,
      );
      const rows = await db.execute(
        sql`select 'month:' || to_char(enrolled_at at time zone 'UTC', 'YYYY-MM') as key, count(*)::int as n from enrollments group by 1 order by 1`,
      );
      return { counters: (counters as { rows: unknown[] }).rows, rows: (rows as { rows: unknown[] }).rows };
    };
    const learners = await Promise.all(Array.from({ length: 3 }, () => insertPerson(w.t, ['client'])));
    // The last instant of a month in UTC, which is already the next month in Morocco's UTC+1.
    const lastInstant = new Date(Date.UTC(2026, 0, 31, 23, 59, 59));
    for (const [index, learner] of learners.entries()) {
      await db.execute(sql`insert into enrollments (id, user_id, formation_id, status, enrolled_at)
        values (${uuidv7()}, ${learner.id}, ${w.fixture.paidId}, 'active', ${index === 0 ? lastInstant : new Date()})`);
    }
    let state = await monthCounts();
    expect(state.counters).toEqual(state.rows);
    expect(state.counters).toContainEqual({ key: 'month:2026-01', n: 1 });
    await db.execute(sql`update enrollments set enrolled_at = ${lastInstant} where user_id = ${learners[1]?.id ?? ''}`);
    await db.execute(sql`delete from enrollments where user_id = ${learners[2]?.id ?? ''}`);
    state = await monthCounts();
    expect(state.counters).toEqual(state.rows);
    expect(state.counters).toContainEqual({ key: 'month:2026-01', n: 2 });
  });

  it('count a search and the other filters from the rows', async () => {
    const learner = await insertPerson(w.t, ['client']);
    await insertPayments([{ userId: learner.id, method: 'card', status: 'failed' }]);
    expect(await listedTotal(`/api/admin/payments?user_id=${learner.id}&status=failed`)).toBe(1);
    expect(await listedTotal(`/api/admin/users?q=${encodeURIComponent(learner.email)}`)).toBe(1);
  });
});
