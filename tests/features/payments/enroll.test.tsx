// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment, PaymentMethods } from '../../../contract/payments';
import { publicDb } from '../../../src/data/db';
import { enqueueReceiptUpload } from '../../../src/data/outbox/enqueue-receipt-upload';
import { keepPaymentMethods } from '../../../src/data/payment-methods-cache';
import { openUserDb } from '../../../src/data/user-db';
import { Component as Enroll } from '../../../src/features/payments/routes/enroll';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';
import { formationRow } from '../../data/catalogue-rows';
import { paymentRow } from '../../data/payment-row';
import { json, mePage, problem, stubApi } from '../catalogue/support';

/** The payment screen: bank transfer with its receipt, the refusal path, and no second payment while one is open. */

const compress = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([new Uint8Array(Math.min(file.size, 300_000))], file.name, { type: 'image/jpeg' })),
);
vi.mock('browser-image-compression', () => ({ default: compress }));
vi.mock('idb-keyval', () => {
  const store = new Map<string, unknown>();
  return {
    get: vi.fn(async (key: string) => store.get(key)),
    set: vi.fn(async (key: string, value: unknown) => void store.set(key, value)),
    del: vi.fn(),
    update: vi.fn(),
  };
});

configure({ asyncUtilTimeout: 8000 });

const LEARNER = {
  id: '0190eeee-0000-7000-8000-00000000e001',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client' as const],
};
const FORMATION = formationRow({ price_centimes: 49_900 });
const RIB = '007780000123456789012396';
const METHODS: PaymentMethods = {
  bank_accounts: [
    {
      id: '0190eeee-0000-7000-8000-00000000b001',
      bank_name: 'Attijariwafa bank',
      account_holder: 'Agri Academy SARL',
      account_number: '0001234567890123',
      rib: RIB,
      amount_note: { ar: 'الثمن المضبوط للتكوين', fr: 'Prix exact de la formation', en: 'Exact course price' },
      instructions: { ar: 'اكتب اسمك', fr: 'Indiquez votre nom', en: 'Write your full name as the transfer reason.' },
      is_active: true,
      display_order: 0,
    },
  ],
  card: { available: true, provider: 'test', test_mode: true },
};

const serverPayment = (overrides: Partial<Payment>) => paymentRow({ formation_id: FORMATION.id, ...overrides });

const db = () => openUserDb(LEARNER.id);

function renderEnroll(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/course/:id/enroll', element: <Enroll /> },
      { path: '/course/:id', element: <p>course page</p> },
      { path: '/course/:id/study', element: <p>study page</p> },
    ],
    { initialEntries: [`/course/${FORMATION.id}/enroll${search}`] },
  );
  return render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['payments', 'errors', 'common']);
});
beforeEach(async () => {
  setSignedIn('token-1', LEARNER);
  await Promise.all([db().outbox.clear(), db().payments.clear(), db().enrollments.clear()]);
  await publicDb().formations.put(FORMATION);
  stubApi(({ path }) => {
    if (path === '/api/payment-methods') return json(200, METHODS);
    return json(404, problem(404, 'resource.not_found'));
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => undefined) }, configurable: true });
});
afterEach(() => {
  cleanup();
  setSignedOut();
  vi.unstubAllGlobals();
});

describe('/course/{id}/enroll, bank transfer', () => {
  it('shows the account with the exact amount, copies the RIB and says so to screen readers', async () => {
    renderEnroll();
    await userEvent.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    // Shown in groups (bank, town, account, key), copied as plain digits.
    expect(await screen.findByText('007 780 0001234567890123 96')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('MAD 499.00').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Write your full name as the transfer reason.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy: RIB' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(RIB);
    const said = await screen.findByText('RIB copied');
    expect(said).toHaveAttribute('role', 'status');
  });

  it('refuses a PDF and a 6 MB photo with translated reasons and queues nothing; a photo is made small and queued with its reference', async () => {
    renderEnroll();
    await userEvent.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    const input = await screen.findByLabelText('Photo of the receipt', { exact: true });
    const upload = userEvent.setup({ applyAccept: false });

    await upload.upload(input, new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files are accepted.')).toBeInTheDocument();
    await upload.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The file must be smaller than 5 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(await db().outbox.count()).toBe(0);

    await upload.upload(input, new File([new Uint8Array(4_200_000)], 'IMG_1.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(document.querySelector('.receipt-form__sizes')).toHaveTextContent('Original 4 MB, sent 293 KB'));
    await userEvent.type(screen.getByLabelText('Transfer reference (optional)'), 'VIR-42');
    await userEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(await screen.findByText('Receipt saved on this phone: it is sent as soon as there is a connection.')).toBeInTheDocument();
    const [row] = await db().outbox.toArray();
    expect(row).toMatchObject({
      kind: 'receipt-upload',
      request: { path: 'payments/bank-transfer', body: { formation_id: FORMATION.id, reference: 'VIR-42' } },
    });
    // (jsdom's Blob does not survive fake-indexeddb's clone; tests/data/payments proves the photo's bytes do in a real store.)
    expect(row?.request.files[0]).toMatchObject({ field: 'receipt', filename: 'IMG_1.jpg' });
    expect(compress).toHaveBeenLastCalledWith(expect.any(File), expect.objectContaining({ maxWidthOrHeight: 1600, useWebWorker: false }));
    expect(screen.getByText('Payment pending: do not pay twice.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a refused receipt shows its reason and takes a new photo, replacing the old row', async () => {
    const refused = await enqueueReceiptUpload(db(), {
      formationId: FORMATION.id,
      receipt: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
      filename: 'r.jpg',
    });
    await db().outbox.update(refused.id, { status: 'rejected', last_error: 'payment.only_images', attempts: 1 });
    renderEnroll();
    expect(await screen.findByText('The receipt was refused: Only image files are accepted.')).toBeInTheDocument();
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(
      screen.getByLabelText('Photo of the receipt', { exact: true }),
      new File([new Uint8Array(500_000)], 'again.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(document.querySelector('.receipt-form__sizes')).toHaveTextContent(/^Original/));
    await userEvent.click(screen.getByRole('button', { name: 'Send the new photo' }));
    await waitFor(async () => expect((await db().outbox.toArray()).map((entry) => entry.status)).toEqual(['pending']));
    expect(await db().outbox.get(refused.id)).toBeUndefined();
  });
});

describe('/course/{id}/enroll, state', () => {
  it('a payment pending verification shows the 24–48 h promise and no way to pay again', async () => {
    await db().payments.put(serverPayment({ status: 'pending' }));
    stubApi(() => json(200, METHODS));
    renderEnroll();
    expect(await screen.findByText('Payment pending verification. Transfers are checked within 24 to 48 hours.')).toBeInTheDocument();
    expect(screen.getByText('Payment pending: do not pay twice.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a rejection staff made since the last sync arrives with the learner’s stream, with its reason, and lets them pay again', async () => {
    const pending = serverPayment({ status: 'pending' });
    await db().payments.put(pending);
    const rejected = { ...pending, status: 'rejected' as const, reason: 'Montant incomplet' };
    const sent = stubApi(
      () => json(200, METHODS),
      () => mePage({ payments: [rejected] }),
    );
    renderEnroll();
    const status = await screen.findByText(/^Payment rejected:/);
    expect(sent.filter((entry) => entry.path.startsWith('/api/sync/')).map((entry) => entry.path)).toEqual(['/api/sync/me']);
    expect(status).toHaveTextContent('Payment rejected: Montant incomplet');
    expect(within(status).getByText('Montant incomplet').tagName).toBe('BDI');
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeInTheDocument();
  });

  it('from a pack on the phone, offline: bank transfer is already chosen, with the accounts the phone kept', async () => {
    await keepPaymentMethods();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderEnroll('?method=bank_transfer');
      expect(await screen.findByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
      expect(await screen.findByText('007 780 0001234567890123 96')).toBeInTheDocument();
      expect(screen.getByLabelText('Photo of the receipt', { exact: true })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the card form the learner opened when the sync brings the pending payment it started', async () => {
    const started = serverPayment({ method: 'card', provider: 'test', has_receipt: false });
    stubApi(({ path }) => {
      if (path === '/api/payment-methods') return json(200, METHODS);
      if (path === '/api/payments/card')
        return json(201, {
          payment: started,
          action: { type: 'test_card', confirm_url: `/api/payments/${started.id}/test-confirm` },
          test_mode: true,
        });
      return json(404, problem(404, 'resource.not_found'));
    });
    renderEnroll();
    await userEvent.click(await screen.findByRole('radio', { name: /^Bank card/ }));
    await userEvent.click(await screen.findByRole('button', { name: /by card$/ }));
    const number = await screen.findByLabelText('Card number', { exact: true });
    await userEvent.type(number, '4000');
    // The learner's stream lands while the form is open, with the card payment it created.
    await db().payments.put(started);
    expect(await screen.findByText('Card payment in progress.')).toBeInTheDocument();
    expect(screen.getByText('TEST MODE: no real money is charged.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number', { exact: true })).toHaveValue('4000');
  });

  it('offline, card says it needs a connection and offers bank transfer', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderEnroll();
      await userEvent.click(await screen.findByRole('radio', { name: /^Bank card/ }));
      expect(
        screen.getByText('Card payment needs a connection. You can pay by bank transfer now, even without signal.'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
      expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
