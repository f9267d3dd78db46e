import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentPage } from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import { payments } from '../../../server/db/schema/payments';
import { insertUser } from '../../../server/modules/auth/user-store';
import { bearer, PASSWORD, uniqueEmail, type Person } from '../auth/support';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { createPaymentsWorld, person, type PaymentsWorld } from './payments-fixture';

/**
 * Staff's payments list a keyset page at a time (`after` = the last id of the page before, `meta.next`):
 * the same rows in the same order as the numbered pages, none twice or skipped, with every filter and
 * both orders, also when several payments share one creation time.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let w: PaymentsWorld;
let agent: Person;
let marker: string;
/** Our payments' ids, newest first, as the list must give them. */
let newestFirst: string[];
let pendingOldestFirst: string[];

beforeAll(async () => {
  w = await createPaymentsWorld();
  agent = await person(w.t, ['agent']);
  marker = `KS${Date.now().toString(36).toUpperCase()}`;
  const hash = await hashPassword(PASSWORD);
  const rows: { id: string; createdAt: Date; status: 'pending' | 'approved' }[] = [];
  const base = Date.parse('2026-03-01T10:00:00Z');
  for (let index = 0; index < 7; index += 1) {
    const learner = await insertUser(w.t.database.db, {
      firstName: 'Keyset',
      lastName: `Learner${index}`,
      email: uniqueEmail(`keyset-${index}`),
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
    // Payments 2, 3 and 4 share one creation time: only the id orders them.
    const createdAt = new Date(base + (index >= 2 && index <= 4 ? 2 : index) * 60_000);
    const status = index % 2 === 0 ? 'pending' : 'approved';
    const id = uuidv7();
    await w.t.database.db.insert(payments).values({
      id,
      userId: learner.row.id,
      formationId: w.fixture.paidId,
      method: 'bank_transfer',
      amountCentimes: 49_900,
      status,
      transferReference: `${marker}-${index}`,
      createdAt,
    });
    rows.push({ id, createdAt, status });
  }
  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
  newestFirst = [...rows].sort(newest).map((row) => row.id);
  pendingOldestFirst = rows
    .filter((row) => row.status === 'pending')
    .sort((a, b) => -newest(a, b))
    .map((row) => row.id);
});
afterAll(() => w.t.close());

async function list(query: string): Promise<AdminPaymentPage> {
  const response = await w.t.app.inject({ method: 'GET', url: `/api/admin/payments?q=${marker}&${query}`, headers: bearer(agent.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminPaymentPage>();
}

/** Follows `meta.next` from the first page to the last. */
async function walk(query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  let after: string | null = null;
  do {
    const page: AdminPaymentPage = await list(`${query}${after ? `&after=${after}` : ''}`);
    pages += 1;
    ids.push(...page.data.map((payment) => payment.id));
    after = page.meta.next;
  } while (after && pages < 20);
  return { ids, pages };
}

describe('GET /api/admin/payments with after', () => {
  it('gives the numbered pages’ rows in the same order, newest first, ties broken by id', async () => {
    const numbered: string[] = [];
    for (const page of [1, 2, 3]) numbered.push(...(await list(`per_page=3&page=${page}`)).data.map((payment) => payment.id));
    expect(numbered).toEqual(newestFirst);
    const keyset = await walk('per_page=3');
    expect(keyset.ids).toEqual(newestFirst);
    expect(keyset.pages).toBe(3);
  });

  it('pages the verification queue (pending, oldest first) the same way', async () => {
    const keyset = await walk('per_page=2&status=pending&sort=oldest');
    expect(keyset.ids).toEqual(pendingOldestFirst);
  });

  it('says where the next page starts, and that a short page is the last', async () => {
    const first = await list('per_page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 3, total: 7, total_pages: 3, next: newestFirst[2], total_capped: false });
    const last = await list(`per_page=3&after=${newestFirst[5]}`);
    expect(last.data.map((payment) => payment.id)).toEqual([newestFirst[6]]);
    expect(last.meta.next).toBeNull();
    expect(last.meta.total).toBe(7);
  });

  it('ignores page when after is given', async () => {
    const page = await list(`per_page=3&page=3&after=${newestFirst[2]}`);
    expect(page.data.map((payment) => payment.id)).toEqual(newestFirst.slice(3, 6));
  });

  it('answers 422 to a cursor that is not an id, and an empty page to an id that names no payment', async () => {
    const bad = await w.t.app.inject({ method: 'GET', url: '/api/admin/payments?after=page-2', headers: bearer(agent.token) });
    expect(bad.statusCode).toBe(422);
    const unknown = await list(`after=${uuidv7()}`);
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.next).toBeNull();
  });
});
