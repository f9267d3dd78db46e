/**
 * The permission matrix of every payments route (docs/permissions.md, "Payments API, as tested"): each
 * cell is one request by that caller, on fresh state where the route changes something. "client" is the
 * payment's owner; "other client" is another learner.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type CardIntent, type Payment } from '../../../contract/payments';
import { bearer, type Person } from '../auth/support';
import { cameraJpeg, createPaymentsWorld, jpegPart, multipartBody, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

type Caller = 'anonymous' | 'client' | 'other client' | 'agent' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'client', 'other client', 'agent', 'admin'];

let w: PaymentsWorld;
let jpeg: Buffer;
let agent: Person;
let admin: Person;
let stranger: Person;
beforeAll(async () => {
  w = await createPaymentsWorld();
  jpeg = await cameraJpeg(64, 48);
  agent = await person(w.t, ['agent']);
  admin = await person(w.t, ['admin']);
  stranger = await person(w.t);
});
afterAll(() => w.t.close());

interface Cell {
  owner: Person;
  payment: Payment;
  accountId: string;
  /** Who plays each role in this cell: fresh people for the rows where the caller pays for themselves. */
  callers: Record<Exclude<Caller, 'anonymous' | 'client'>, Person>;
}

type Setup = 'transfer' | 'card' | 'account' | 'payers';

/** A fresh learner with an open payment (and, when asked, a fresh bank account): each cell acts on its own rows. */
async function freshCell(setup: Setup): Promise<Cell> {
  const owner = await person(w.t);
  let payment: Payment;
  if (setup === 'card') {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/payments/card',
      headers: bearer(owner.token),
      payload: { formation_id: w.fixture.paidId },
    });
    payment = response.json<CardIntent>().payment;
  } else {
    payment = (await submitReceipt(w.t, owner.token, w.fixture.paidId, jpegPart(jpeg))).json<Payment>();
  }
  let accountId = '';
  if (setup === 'account') {
    const account = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-methods',
      headers: bearer(admin.token),
      payload: { bank_name: 'B', account_holder: 'H', account_number: '1', rib: '001810007800020110620318' },
    });
    accountId = account.json<{ id: string }>().id;
  }
  const callers =
    setup === 'payers'
      ? { 'other client': await person(w.t), agent: await person(w.t, ['agent']), admin: await person(w.t, ['admin']) }
      : { 'other client': stranger, agent, admin };
  return { owner, payment, accountId, callers };
}

function tokenOf(caller: Caller, cell: Cell): string | null {
  if (caller === 'anonymous') return null;
  if (caller === 'client') return cell.owner.token;
  return cell.callers[caller].token;
}

const auth = (token: string | null) => (token ? bearer(token) : {});

interface Row {
  route: string;
  setup?: Setup;
  /** The cell changes state a later caller would trip on: each caller gets new rows. */
  fresh?: boolean;
  expected: Record<Caller, number>;
  send(token: string | null, cell: Cell): Promise<LightMyRequestResponse>;
}

const all = (status: number) => Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;
const row = (anonymous: number, client: number, other: number, agentStatus: number, adminStatus: number): Record<Caller, number> => ({
  anonymous,
  client,
  'other client': other,
  agent: agentStatus,
  admin: adminStatus,
});

const ROWS: Row[] = [
  {
    route: 'GET /api/payment-methods',
    expected: all(200),
    send: (token) => w.t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: auth(token) }),
  },
  {
    route: 'POST /api/payments/bank-transfer',
    setup: 'payers',
    fresh: true,
    expected: row(401, 409, 201, 201, 201),
    send: async (token) => {
      const { payload, headers } = multipartBody(
        { formation_id: w.fixture.paidId },
        { filename: 'r.jpg', contentType: 'image/jpeg', bytes: jpeg },
      );
      // The owner already has a payment open for this formation: 409 payment.already_pending.
      return w.t.app.inject({ method: 'POST', url: '/api/payments/bank-transfer', payload, headers: { ...headers, ...auth(token) } });
    },
  },
  {
    route: 'POST /api/payments/card',
    setup: 'payers',
    fresh: true,
    expected: row(401, 409, 201, 201, 201),
    send: (token) =>
      w.t.app.inject({ method: 'POST', url: '/api/payments/card', headers: auth(token), payload: { formation_id: w.fixture.paidId } }),
  },
  {
    route: 'POST /api/payments/{id}/test-confirm',
    setup: 'card',
    expected: row(401, 200, 404, 404, 404),
    send: (token, cell) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/payments/${cell.payment.id}/test-confirm`,
        headers: auth(token),
        payload: { card_number: TEST_CARDS.success },
      }),
  },
  {
    route: 'POST /api/payments/callback/{provider} (unsigned)',
    expected: all(200),
    send: (token) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/cmi',
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'oid=x&amount=1.00&ProcReturnCode=00',
      }),
  },
  {
    route: 'GET /api/payments/{id}/return',
    expected: all(303),
    send: (token, cell) => w.t.app.inject({ method: 'GET', url: `/api/payments/${cell.payment.id}/return`, headers: auth(token) }),
  },
  {
    route: 'GET /api/payments',
    expected: row(401, 200, 200, 200, 200),
    send: (token) => w.t.app.inject({ method: 'GET', url: '/api/payments', headers: auth(token) }),
  },
  {
    route: 'GET /api/payments/{id}/receipt',
    expected: row(401, 200, 404, 200, 200),
    send: (token, cell) => w.t.app.inject({ method: 'GET', url: `/api/payments/${cell.payment.id}/receipt`, headers: auth(token) }),
  },
  {
    route: 'GET /api/admin/payments',
    expected: row(401, 403, 403, 200, 200),
    send: (token) => w.t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: auth(token) }),
  },
  {
    route: 'GET /api/admin/payments/{id}',
    expected: row(401, 403, 403, 200, 200),
    send: (token, cell) => w.t.app.inject({ method: 'GET', url: `/api/admin/payments/${cell.payment.id}`, headers: auth(token) }),
  },
  {
    route: 'POST /api/admin/payments/{id}/approve',
    fresh: true,
    expected: row(401, 403, 403, 200, 200),
    send: (token, cell) => w.t.app.inject({ method: 'POST', url: `/api/admin/payments/${cell.payment.id}/approve`, headers: auth(token) }),
  },
  {
    route: 'POST /api/admin/payments/{id}/reject',
    fresh: true,
    expected: row(401, 403, 403, 200, 200),
    send: (token, cell) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${cell.payment.id}/reject`,
        headers: auth(token),
        payload: { reason: 'Blurred photo' },
      }),
  },
  {
    route: 'GET /api/admin/payment-methods',
    expected: row(401, 403, 403, 403, 200),
    send: (token) => w.t.app.inject({ method: 'GET', url: '/api/admin/payment-methods', headers: auth(token) }),
  },
  {
    route: 'POST /api/admin/payment-methods',
    expected: row(401, 403, 403, 403, 201),
    send: (token) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/admin/payment-methods',
        headers: auth(token),
        payload: { bank_name: 'B', account_holder: 'H', account_number: '1', rib: '001810007800020110620221' },
      }),
  },
  {
    route: 'PATCH /api/admin/payment-methods/{id}',
    setup: 'account',
    expected: row(401, 403, 403, 403, 200),
    send: (token, cell) =>
      w.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/payment-methods/${cell.accountId}`,
        headers: auth(token),
        payload: { is_active: false },
      }),
  },
  {
    route: 'DELETE /api/admin/payment-methods/{id}',
    setup: 'account',
    expected: row(401, 403, 403, 403, 204),
    send: (token, cell) => w.t.app.inject({ method: 'DELETE', url: `/api/admin/payment-methods/${cell.accountId}`, headers: auth(token) }),
  },
  {
    route: 'GET /api/admin/card-gateway',
    expected: row(401, 403, 403, 403, 200),
    send: (token) => w.t.app.inject({ method: 'GET', url: '/api/admin/card-gateway', headers: auth(token) }),
  },
  {
    route: 'PUT /api/admin/card-gateway',
    expected: row(401, 403, 403, 403, 200),
    send: (token) =>
      w.t.app.inject({
        method: 'PUT',
        url: '/api/admin/card-gateway',
        headers: auth(token),
        payload: { enabled: true, provider: 'test', mode: 'test' },
      }),
  },
];

/** Cells no caller changes for the next one are shared by the rows of the same setup (logins cost scrypt time). */
const shared = new Map<Setup, Promise<Cell>>();
function cellFor(matrixRow: Row): Promise<Cell> {
  const setup = matrixRow.setup ?? 'transfer';
  if (matrixRow.fresh) return freshCell(setup);
  let cell = shared.get(setup);
  if (!cell) {
    cell = freshCell(setup);
    shared.set(setup, cell);
  }
  return cell;
}

describe('payments permission matrix', () => {
  for (const matrixRow of ROWS) {
    it(matrixRow.route, async () => {
      const actual: Record<string, number> = {};
      for (const caller of CALLERS) {
        const cell = await cellFor(matrixRow);
        actual[caller] = (await matrixRow.send(tokenOf(caller, cell), cell)).statusCode;
      }
      expect(actual).toEqual(matrixRow.expected);
    });
  }

  it('refuses before reading input: a client sending garbage to staff routes gets 403, not 422', async () => {
    const cell = await freshCell('transfer');
    const reject = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${cell.payment.id}/reject`,
      headers: bearer(stranger.token),
      payload: { reason: 42 },
    });
    expect(reject.statusCode).toBe(403);
    const list = await w.t.app.inject({ method: 'GET', url: '/api/admin/payments?status=nope', headers: bearer(stranger.token) });
    expect(list.statusCode).toBe(403);
  });

  it("a learner's list holds only their own payments", async () => {
    const cell = await freshCell('transfer');
    const theirs = await w.t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(stranger.token) });
    expect(theirs.json<{ data: Payment[] }>().data.map((p) => p.id)).not.toContain(cell.payment.id);
  });
});
