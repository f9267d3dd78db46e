// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicDb } from '../../../src/data/db';
import { paymentSearchParams, NO_FILTERS } from '../../../src/features/payments-admin/api/payments-admin-api';
import { Component as AllPayments } from '../../../src/features/payments-admin/routes/payment-verification';
import { Component as PendingPayments } from '../../../src/features/payments-admin/routes/payment-verification-pending';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { formationRow } from '../../data/catalogue-rows';
import { jsonResponse, problem, stubApi, type Sent } from '../auth/support';
import { FORMATION_ID, hoursAgo, pageOf, payment, renderAt } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['payments-admin', 'errors']);
  // The formation filter offers the mirrored catalogue.
  await publicDb().formations.put(formationRow({ id: FORMATION_ID, title: { ar: 'الري', fr: 'Irrigation', en: 'Irrigation' } }));
});
beforeEach(() => {
  // jsdom has no blob: URLs; the receipt only needs one to put in the img.
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requestedLists = () =>
  (vi.mocked(fetch).mock.calls as [Request][])
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/payments');
/** The refund-due count is its own request, made on every tab. */
const REFUND_COUNT_SEARCH = '?page=1&status=duplicate&sort=oldest';
const searches = () =>
  requestedLists()
    .map((url) => url.search)
    .filter((search) => search !== REFUND_COUNT_SEARCH);

/** The API of these screens: the list, the receipt, and `decide` for approve/reject. */
function stub(
  list: () => unknown,
  decide: (sent: Sent) => Response | Promise<Response> = () => jsonResponse(200, payment('p1', { status: 'approved' })),
) {
  return stubApi((sent) => {
    if (sent.path === '/api/admin/payments') return jsonResponse(200, list());
    if (sent.path.endsWith('/receipt'))
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200, headers: { 'content-type': 'image/jpeg' } });
    return decide(sent);
  });
}

describe('payment verification', () => {
  it('puts only the filters that are set in the query, as AdminPaymentQuerySchema names them', () => {
    expect(paymentSearchParams(NO_FILTERS)).toEqual({ page: '1' });
    expect(
      paymentSearchParams({
        status: 'rejected',
        method: 'bank_transfer',
        q: '  Amina ',
        formation_id: FORMATION_ID,
        from: '2026-11-01',
        to: '2026-11-20',
        sort: 'oldest',
        page: 2,
      }),
    ).toEqual({
      page: '2',
      status: 'rejected',
      method: 'bank_transfer',
      q: 'Amina',
      formation_id: FORMATION_ID,
      from: '2026-11-01',
      to: '2026-11-20',
      sort: 'oldest',
    });
  });

  it('applies status, learner, formation, method and dates together, back to page 1', async () => {
    stub(() => pageOf([payment('p1')]));
    renderAt('/dashboard/payment-verification', <AllPayments />);
    expect(await screen.findByRole('rowheader', { name: /Amina Alaoui/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'bank_transfer');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Learner, e-mail or reference' }), 'Amina');
    await screen.findByRole('option', { name: 'Irrigation' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Course' }), FORMATION_ID);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    // Nothing is asked before the filters are applied.
    expect(searches()).toEqual(['?page=1']);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toBe(
      `?page=1&status=rejected&method=bank_transfer&q=Amina&formation_id=${FORMATION_ID}&from=2026-11-01&to=2026-11-20`,
    );
  });

  it('the queue asks for pending payments oldest first and shows the hours each has waited', async () => {
    stub(() => pageOf([payment('old', { created_at: hoursAgo(50) }), payment('mid'), payment('new', { created_at: hoursAgo(2) })]));
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    expect(await screen.findByText('Waiting 50 h: over the 48 h promise')).toHaveClass('wait--overdue');
    expect(screen.getByText('Waiting 30 h: over 24 h')).toHaveClass('wait--late');
    expect(screen.getByText('Waiting 2 h')).toHaveClass('wait--ok');
    expect(searches()).toEqual(['?page=1&status=pending&sort=oldest']);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows the receipt large and zooms it with buttons and keys', async () => {
    stub(() => pageOf([payment('p1')]));
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog', { name: /Payment of Amina Alaoui/ });
    const image = await within(dialog).findByRole('img', { name: /Transfer receipt sent by/ });
    expect(image).toHaveAttribute('src', 'blob:receipt');
    const receiptRequest = (vi.mocked(fetch).mock.calls as [Request][])
      .map(([request]) => request)
      .find((request) => request.url.endsWith('/receipt'));
    expect(receiptRequest?.headers.get('Authorization')).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(within(dialog).getByText('MAD 499.00')).toBeInTheDocument();
    expect(within(dialog).getByText('VIR-2026-001')).toHaveAttribute('dir', 'auto');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150 %')).toBeInTheDocument();
    const frame = within(dialog).getByRole('region', { name: 'Receipt image' });
    frame.focus();
    await userEvent.keyboard('++');
    expect(image).toHaveStyle({ inlineSize: '250%' });
    await userEvent.keyboard('-');
    expect(within(dialog).getByText('200 %')).toBeInTheDocument();
    await userEvent.keyboard('0');
    expect(within(dialog).getByText('100 %')).toBeInTheDocument();
  });

  it('a double click on approve sends one decision', async () => {
    let release: (response: Response) => void = () => undefined;
    const sent = stub(
      () => pageOf([payment('p1')]),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog');
    // Approving asks for confirmation first, as rejecting does.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and enrol' }));
    expect(within(dialog).getByText(/Approve the payment of .*Amina Alaoui/)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    const approve = within(dialog).getByRole('button', { name: 'Confirm the approval' });
    await userEvent.dblClick(approve);
    fireEvent.click(approve);
    expect(approve).toBeDisabled();
    release(jsonResponse(200, payment('p1', { status: 'approved' })));
    expect(await screen.findByText('Payment approved: the learner is enrolled and informed by e-mail.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/payments/p1/approve', body: null },
    ]);
    // The list is asked again, so the decided payment leaves the queue.
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('a reject needs a reason, shown as a translated field error, and sends it', async () => {
    const sent = stub(
      () => pageOf([payment('p1')]),
      () => jsonResponse(200, payment('p1', { status: 'rejected', reason: 'Illisible' })),
    );
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the rejection' });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(reason, 'The receipt is unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/payments/p1/reject',
      body: { reason: 'The receipt is unreadable' },
    });
  });

  it('says so when another staff member decided first (409) and refreshes the list', async () => {
    stub(
      () => pageOf([payment('p1')]),
      () => jsonResponse(409, problem(409, 'payment.already_decided')),
    );
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and enrol' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another staff member has already decided on this payment.');
    expect(within(dialog).queryByRole('button', { name: 'Approve and enrol' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
  });

  it("says so when the payment is the reviewer's own (409 payments.own_payment), and decides nothing", async () => {
    stub(
      () => pageOf([payment('p1')]),
      () => jsonResponse(409, problem(409, 'payments.own_payment')),
    );
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    await userEvent.click(await screen.findByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and enrol' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is your own payment: another staff member must review it.');
    expect(within(dialog).getByRole('button', { name: 'Approve and enrol' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('shows how many payments are owed back in a "Refund due" tab on every list', async () => {
    stub(() => pageOf([payment('p2', { status: 'duplicate' })]));
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    expect(await screen.findByRole('link', { name: 'Refund due (1)' })).toHaveAttribute(
      'href',
      '/dashboard/payment-verification?status=duplicate',
    );
  });

  it('shows the empty queue and a failed load with a retry', async () => {
    let fail = true;
    stub(
      () => (fail ? null : pageOf([])),
      () => jsonResponse(500, problem(500, 'server.error')),
    );
    vi.mocked(fetch).mockImplementationOnce(async () => jsonResponse(503, problem(503, 'server.busy')));
    renderAt('/dashboard/payment-verification/pending', <PendingPayments />);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No receipt is waiting. Every payment has been verified.')).toBeInTheDocument();
  });

  it('a search past the cap says "more than" its total, and next follows the full pages past the counted ones', async () => {
    const capped = (page: number, next: string | null) => ({
      data: [payment(`p${page}`)],
      meta: { page, per_page: 20, total: 1000, total_pages: 50, next, total_capped: true },
    });
    stub(() => {
      const url = requestedLists().at(-1);
      const page = Number(url?.searchParams.get('page') ?? '1');
      return capped(page, page < 51 ? `p${page}` : null);
    });
    const router = renderAt('/dashboard/payment-verification?q=Amina&page=50', <AllPayments />);
    expect(await screen.findByText('Payments: more than 1000')).toBeInTheDocument();
    expect(screen.getByText('Page 50 of at least 50')).toBeInTheDocument();
    // Past the counted pages, next still leads on while the page was full.
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('page=51'));
    expect(await screen.findByText('Page 51 of at least 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});
