import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_SORTS, deviceCursor, type DeviceSort, type LearnerDevice, type LearnerDevicePage } from '../../../contract/outbox';
import { uuidv7 } from '../../../contract/uuid';
import { userRoles, users } from '../../../server/db/schema/identity';
import { deviceSync } from '../../../server/db/schema/outbox';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, PASSWORD, signedIn, uniqueEmail, type Person } from '../auth/support';

/**
 * The trainer's devices list a keyset page at a time (`after` = a page's `meta.next`), in each of its
 * orders: every row once, none skipped, in the same order as one long page, with ties on sync time, on
 * delivered writes and on names; and the list follows renames, role changes and removed devices.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let agent: Person;
const ids = new Map<string, string>();

const AT = (minute: number) => new Date(Date.parse('2026-03-01T08:00:00Z') + minute * 60_000);

// Names and device ids in plain capitals and lower-case letters: every collation orders them alike.
const LEARNERS: { key: string; first: string; last: string; devices: { id: string; syncedAt: Date | null; delivered: number }[] }[] = [
  { key: 'none1', first: 'Amina', last: 'Alaoui', devices: [] },
  { key: 'none2', first: 'Omar', last: 'Zniber', devices: [] },
  {
    key: 'two',
    first: 'Fatima',
    last: 'Bennani',
    devices: [
      { id: 'phoneaaaa', syncedAt: AT(10), delivered: 3 },
      { id: 'laptopbbbb', syncedAt: null, delivered: 3 },
    ],
  },
  // Same names as each other: only the id orders them.
  { key: 'twinA', first: 'Karim', last: 'Chraibi', devices: [{ id: 'tabletcccc', syncedAt: AT(10), delivered: 0 }] },
  { key: 'twinB', first: 'Karim', last: 'Chraibi', devices: [{ id: 'tabletdddd', syncedAt: AT(10), delivered: 0 }] },
  { key: 'late', first: 'Salma', last: 'Idrissi', devices: [{ id: 'phoneeeee', syncedAt: AT(50), delivered: 7 }] },
  { key: 'early', first: 'Hassan', last: 'Tazi', devices: [{ id: 'phoneffff', syncedAt: AT(1), delivered: 3 }] },
];

beforeAll(async () => {
  t = await createTestApp();
  agent = await signedIn(t, ['agent']);
  const hash = await hashPassword(PASSWORD);
  for (const learner of LEARNERS) {
    const { row } = await insertUser(t.database.db, {
      firstName: learner.first,
      lastName: learner.last,
      email: uniqueEmail(learner.key),
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
    ids.set(learner.key, row.id);
    for (const device of learner.devices) {
      await t.database.db.insert(deviceSync).values({
        userId: row.id,
        deviceId: device.id,
        lastSyncAt: device.syncedAt,
        deliveredWrites: device.delivered,
      });
    }
  }
});
afterAll(() => t.close());

async function devices(query: string): Promise<LearnerDevicePage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/devices?${query}`, headers: bearer(agent.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LearnerDevicePage>();
}

async function walk(sort: DeviceSort, perPage: number): Promise<{ rows: LearnerDevice[]; pages: LearnerDevicePage[] }> {
  const rows: LearnerDevice[] = [];
  const pages: LearnerDevicePage[] = [];
  let after: string | null = null;
  do {
    const page: LearnerDevicePage = await devices(`sort=${sort}&per_page=${perPage}${after ? `&after=${after}` : ''}`);
    pages.push(page);
    rows.push(...page.data);
    after = page.meta.next;
  } while (after && pages.length < 50);
  return { rows, pages };
}

const keyOf = (row: LearnerDevice) => deviceCursor(row);
const mine = (rows: LearnerDevice[]) => rows.filter((row) => [...ids.values()].includes(row.user_id));

/** The documented orders, written out: sync time (never first), names, then the row's key. */
function compare(sort: DeviceSort): (a: LearnerDevice, b: LearnerDevice) => number {
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const synced = (row: LearnerDevice) => (row.last_sync_at ? Date.parse(row.last_sync_at) : -1);
  const byName = (a: LearnerDevice, b: LearnerDevice) =>
    text(a.last_name, b.last_name) ||
    text(a.first_name, b.first_name) ||
    text(a.user_id, b.user_id) ||
    text(a.device_id ?? '', b.device_id ?? '');
  switch (sort) {
    case 'last_sync':
      return (a, b) => synced(a) - synced(b) || byName(a, b);
    case '-last_sync':
      return (a, b) => synced(b) - synced(a) || byName(a, b);
    case 'name':
      return byName;
    case '-name':
      return (a, b) => byName(b, a);
    case 'delivered':
      return (a, b) => a.delivered_writes - b.delivered_writes || byName(a, b);
    case '-delivered':
      return (a, b) => b.delivered_writes - a.delivered_writes || byName(a, b);
  }
}

describe('GET /api/admin/devices with after', () => {
  it.each(DEVICE_SORTS)('sort=%s: keyset pages are disjoint, complete and in the order of one long page', async (sort) => {
    const whole = await devices(`sort=${sort}&per_page=100`);
    expect(whole.meta.next).toBeNull();
    expect(mine(whole.data).map(keyOf)).toEqual([...mine(whole.data)].sort(compare(sort)).map(keyOf));
    expect(mine(whole.data)).toHaveLength(LEARNERS.reduce((sum, learner) => sum + Math.max(1, learner.devices.length), 0));

    for (const perPage of [1, 3, 4]) {
      const { rows, pages } = await walk(sort, perPage);
      expect(rows.map(keyOf)).toEqual(whole.data.map(keyOf));
      expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
      for (const page of pages) expect(page.meta.total).toBe(whole.meta.total);
      // Every page but the last is full and names its last row; the last names none.
      for (const page of pages.slice(0, -1)) {
        expect(page.data).toHaveLength(perPage);
        expect(page.meta.next).toBe(keyOf(page.data[perPage - 1] as LearnerDevice));
      }
      expect(pages[pages.length - 1]?.meta.next).toBeNull();
    }

    // The numbered pages still work and agree with the keyset.
    const second = await devices(`sort=${sort}&per_page=3&page=2`);
    expect(second.data.map(keyOf)).toEqual(whole.data.slice(3, 6).map(keyOf));
  });

  it('puts never-synced rows (learners without a device included) first, and last in -last_sync', async () => {
    const stale = mine((await devices('per_page=100')).data);
    expect(stale.slice(0, 3).map((row) => row.last_sync_at)).toEqual([null, null, null]);
    expect(stale.slice(0, 3).map((row) => row.last_name)).toEqual(['Alaoui', 'Bennani', 'Zniber']);
    const recent = mine((await devices('sort=-last_sync&per_page=100')).data);
    expect(recent[0]).toMatchObject({ user_id: ids.get('late'), device_id: 'phoneeeee' });
    expect(recent.slice(-3).map((row) => row.last_name)).toEqual(['Alaoui', 'Bennani', 'Zniber']);
  });

  it('follows renames, role changes and removed devices', async () => {
    const early = ids.get('early') ?? '';
    await t.database.db.update(users).set({ lastName: 'Aaddi' }).where(eq(users.id, early));
    const byName = mine((await devices('sort=name&per_page=100')).data);
    expect(byName[0]).toMatchObject({ user_id: early, last_name: 'Aaddi' });

    const two = ids.get('two') ?? '';
    await t.database.db.delete(deviceSync).where(eq(deviceSync.userId, two));
    const rows = (await devices('per_page=100')).data.filter((row) => row.user_id === two);
    expect(rows).toEqual([expect.objectContaining({ device_id: null, last_sync_at: null, delivered_writes: 0 })]);

    await t.database.db.delete(userRoles).where(and(eq(userRoles.userId, two), eq(userRoles.role, 'client')));
    expect((await devices('per_page=100')).data.some((row) => row.user_id === two)).toBe(false);
    await t.database.db.insert(userRoles).values({ userId: two, role: 'client' });
    expect((await devices('per_page=100')).data.filter((row) => row.user_id === two)).toHaveLength(1);

    await t.database.db.delete(users).where(eq(users.id, ids.get('none2') ?? ''));
    expect((await devices('per_page=100')).data.some((row) => row.user_id === ids.get('none2'))).toBe(false);
  });

  it('answers 422 to a malformed cursor and an empty page to one naming no row', async () => {
    for (const after of ['nope', `${uuidv7()}.x`, `${uuidv7()}.bad/device`, `${uuidv7()}.`, "1' or 1=1"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/devices?after=${encodeURIComponent(after)}`,
        headers: bearer(agent.token),
      });
      expect(res.statusCode, after).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation.failed' });
    }
    const gone = await devices(`after=${uuidv7()}.vanisheddevice`);
    expect(gone.data).toEqual([]);
    expect(gone.meta.next).toBeNull();
  });
});
