import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerDevice, LearnerDevicePage } from '../../../contract/outbox';
import { uuidv7 } from '../../../contract/uuid';
import { deviceSync } from '../../../server/db/schema/outbox';
import { DEVICES_PER_LEARNER } from '../../../server/lib/device-sync-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';

let t: TestApp;
let amina: Person;
let youssef: Person;
let silent: Person;
let agent: Person;
let admin: Person;

const PHONE = 'amina-phone-0001';
const LAPTOP = 'amina-laptop-0002';

let nextIp = 1;
const freshIp = () => `10.9.0.${nextIp++}`;

function sendContact(person: Person, deviceId: string, key = uuidv7()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: freshIp(),
    headers: {
      ...bearer(person.token),
      'idempotency-key': key,
      'x-device-id': deviceId,
      'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/126',
    },
    payload: { name: 'Amina', email: 'amina@example.ma', subject: 'Semis', message: `Question ${key}` },
  });
}

async function devices(person: Person, query = ''): Promise<LearnerDevicePage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/devices${query}`, headers: bearer(person.token) });
  expect(res.statusCode).toBe(200);
  return res.json<LearnerDevicePage>();
}

const rowsOf = (page: LearnerDevicePage, person: Person) => page.data.filter((row) => row.user_id === person.id);

beforeAll(async () => {
  t = await createTestApp();
  amina = await signedIn(t, ['client']);
  youssef = await signedIn(t, ['client']);
  silent = await signedIn(t, ['client']);
  agent = await signedIn(t, ['agent']);
  admin = await signedIn(t, ['admin']);
});
afterAll(() => t.close());

describe('device records (X-Device-Id)', () => {
  it('counts each write delivered for the first time, never its replays', async () => {
    const key = uuidv7();
    expect((await sendContact(amina, PHONE, key)).statusCode).toBe(201);
    const replay = await sendContact(amina, PHONE, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await sendContact(amina, PHONE)).statusCode).toBe(201);
    expect((await sendContact(amina, LAPTOP)).statusCode).toBe(201);

    const rows = rowsOf(await devices(agent, '?per_page=100'), amina);
    const phone = rows.find((row) => row.device_id === PHONE);
    const laptop = rows.find((row) => row.device_id === LAPTOP);
    expect(phone?.delivered_writes).toBe(2);
    expect(laptop?.delivered_writes).toBe(1);
    expect(phone?.last_write_at).not.toBeNull();
    expect(phone?.user_agent).toContain('Android');
  });

  it('stamps the last sync when the device pulls a stream (200 or 304)', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/sync/me',
      headers: { ...bearer(youssef.token), 'x-device-id': 'youssef-tab-01' },
    });
    expect(first.statusCode).toBe(200);
    const [row] = rowsOf(await devices(agent, '?per_page=100'), youssef);
    expect(row?.device_id).toBe('youssef-tab-01');
    const stamped = Date.parse(row?.last_sync_at ?? '');
    expect(stamped).not.toBeNaN();

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/sync/me',
      headers: { ...bearer(youssef.token), 'x-device-id': 'youssef-tab-01', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const [after] = rowsOf(await devices(agent, '?per_page=100'), youssef);
    expect(Date.parse(after?.last_sync_at ?? '')).toBeGreaterThan(stamped);
    expect(after?.delivered_writes).toBe(0);
  });

  it('ignores a malformed device id and anonymous pulls without failing them', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/sync/me', headers: { ...bearer(youssef.token), 'x-device-id': 'x' } });
    expect(bad.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/sync/catalogue', headers: { 'x-device-id': 'nobody-device-1' } });
    expect(anonymous.statusCode).toBe(200);
    const page = await devices(agent, '?per_page=100');
    expect(page.data.some((row) => row.device_id === 'x' || row.device_id === 'nobody-device-1')).toBe(false);
  });
});

describe('GET /api/admin/devices (trainer view)', () => {
  it('lists learners only, a learner without a device once with empty fields', async () => {
    const page = await devices(admin, '?per_page=100');
    expect(page.data.some((row) => row.user_id === agent.id || row.user_id === admin.id)).toBe(false);
    const rows = rowsOf(page, silent);
    expect(rows).toEqual([
      expect.objectContaining<Partial<LearnerDevice>>({ device_id: null, last_sync_at: null, last_write_at: null, delivered_writes: 0 }),
    ]);
  });

  it('puts the never-synced first by default and sorts by delivered writes on request', async () => {
    const stale = await devices(agent, '?per_page=100');
    const firstSynced = stale.data.findIndex((row) => row.last_sync_at !== null);
    expect(stale.data.slice(0, firstSynced).every((row) => row.last_sync_at === null)).toBe(true);

    const recent = await devices(agent, '?per_page=100&sort=-last_sync');
    expect(recent.data[0]?.user_id).toBe(youssef.id);

    const busiest = await devices(agent, '?per_page=100&sort=-delivered');
    expect(busiest.data[0]).toMatchObject({ user_id: amina.id, device_id: PHONE, delivered_writes: 2 });
    const counts = busiest.data.map((row) => row.delivered_writes);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages the rows', async () => {
    const page = await devices(agent, '?per_page=2&page=2&sort=name');
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses a learner (403), an anonymous caller (401) and a bad sort (422)', async () => {
    const learner = await t.app.inject({ method: 'GET', url: '/api/admin/devices', headers: bearer(amina.token) });
    expect(learner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/devices' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/devices?sort=email', headers: bearer(agent.token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'validation.failed' });
  });
});

// Last: the learner it adds would change the trainer view's orders above.
describe('device cap', () => {
  it(`keeps at most ${DEVICES_PER_LEARNER} devices per learner: invented ids push out the longest silent, never grow the table`, async () => {
    const inventor = await signedIn(t, ['client']);
    const pull = (deviceId: string) =>
      t.app.inject({ method: 'GET', url: '/api/sync/me', headers: { ...bearer(inventor.token), 'x-device-id': deviceId } });
    for (let index = 0; index < DEVICES_PER_LEARNER + 15; index += 1) {
      expect((await pull(`invented-device-${String(index).padStart(4, '0')}`)).statusCode).toBe(200);
    }
    // Writes go through the other path (the idempotency transaction): capped the same way.
    for (let index = 0; index < 5; index += 1) expect((await sendContact(inventor, `invented-writer-${index}00`)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(deviceSync).where(eq(deviceSync.userId, inventor.id));
    expect(rows).toHaveLength(DEVICES_PER_LEARNER);
    expect(rows.map((row) => row.deviceId)).toEqual(expect.arrayContaining(['invented-writer-400', 'invented-device-0024']));
    expect(rows.some((row) => row.deviceId === 'invented-device-0000')).toBe(false);
  });
});
