// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../../contract/payments';
import { publicDb } from '../../../src/data/db';
import { enqueueReceiptUpload } from '../../../src/data/outbox/enqueue-receipt-upload';
import { openUserDb } from '../../../src/data/user-db';
import { EnrollPanel } from '../../../src/features/catalogue/components/enroll-panel';
import { Component as DashboardHome } from '../../../src/features/dashboard/routes/dashboard-home';
import { Component as Profile } from '../../../src/features/profile/routes/profile';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';
import { formationRow } from '../../data/catalogue-rows';
import { paymentRow } from '../../data/payment-row';

/** The payment's state where the learner looks: the formation page, the dashboard, the profile. */

configure({ asyncUtilTimeout: 8000 });

const LEARNER = {
  id: '0190eeee-0000-7000-8000-00000000e002',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client' as const],
};
const PAID = formationRow({ price_centimes: 49_900, title: { ar: 'تسميد', fr: 'Compostage', en: 'Composting' } });
const db = () => openUserDb(LEARNER.id);

const payment = (overrides: Partial<Payment>) =>
  paymentRow({ id: '0190eeee-0000-7000-8000-00000000p002', formation_id: PAID.id, ...overrides });

function renderAt(element: ReactElement, address = '/') {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [address] });
  return render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

const notEnrolled = { enrollment: null, checking: false, checkError: null, recheck: vi.fn(), enrollFree: vi.fn(async () => undefined) };
const panel = () => renderAt(<EnrollPanel formation={PAID} language="en" online state={notEnrolled} />);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['payments', 'errors', 'common', 'catalogue', 'dashboard', 'profile']);
});
beforeEach(async () => {
  setSignedIn('token-1', LEARNER);
  await Promise.all([db().outbox.clear(), db().payments.clear()]);
  await publicDb().formations.put(PAID);
});
afterEach(() => {
  cleanup();
  setSignedOut();
});

describe('the formation page', () => {
  it('offers to pay when no payment was started', async () => {
    panel();
    expect(await screen.findByRole('link', { name: /^Enrol:/ })).toHaveAttribute('href', `/course/${PAID.id}/enroll`);
  });

  it('while a receipt waits on the phone: queued, do not pay twice, no pay button', async () => {
    await enqueueReceiptUpload(db(), { formationId: PAID.id, receipt: new Blob(['x'], { type: 'image/jpeg' }), filename: 'r.jpg' });
    panel();
    expect(await screen.findByText('Receipt saved on this phone: it is sent as soon as there is a connection.')).toBeInTheDocument();
    expect(screen.getByText('Payment pending: do not pay twice.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Enrol:/ })).toBeNull();
  });

  it('while staff verify: the 24–48 h promise, do not pay twice, no pay button', async () => {
    await db().payments.put(payment({ status: 'pending' }));
    panel();
    expect(await screen.findByText('Payment pending verification. Transfers are checked within 24 to 48 hours.')).toBeInTheDocument();
    expect(screen.getByText('Payment pending: do not pay twice.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Enrol:/ })).toBeNull();
  });
});

// The screens themselves, as the learner opens them: the dashboard, and the profile's formations tab.
const screens = [
  ['dashboard', () => renderAt(<DashboardHome />), 'Dashboard'],
  ['profile', () => renderAt(<Profile />, '/?tab=formations'), 'My courses'],
] as const;

describe.each(screens)('the %s', (_name, open, landmark) => {
  it('lists nothing for a learner who never paid', async () => {
    const { container } = open();
    expect(await screen.findByRole('heading', { name: landmark })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.my-payments')).toBeNull();
  });

  it('shows a rejection with the staff reason and the way to send a new receipt', async () => {
    await db().payments.put(payment({ status: 'rejected', reason: 'Reçu illisible' }));
    open();
    const list = await screen.findByRole('region', { name: 'My payments' });
    const item = await within(list).findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Composting' })).toHaveAttribute('href', `/course/${PAID.id}`);
    expect(item).toHaveTextContent('Payment rejected: Reçu illisible');
    expect(within(item).getByRole('link', { name: 'Send a new receipt' })).toHaveAttribute('href', `/course/${PAID.id}/enroll`);
  });

  it('shows an approved payment as enrolled', async () => {
    await db().payments.put(payment({ status: 'approved' }));
    open();
    expect(await screen.findByText('Payment approved: you are enrolled.')).toBeInTheDocument();
  });
});
