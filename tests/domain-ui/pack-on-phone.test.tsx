// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { formatPrice } from '../../src/lib/format-price';
import { formatSize } from '../../src/lib/format-size';
import { PackOnPhone } from '../../src/domain-ui/pack-on-phone';
import { paymentRow } from '../data/payment-row';

/** A pack on the phone whose lessons may be shut: what it holds, its price, and why it is locked. */

const FORMATION = 'f0000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['downloads', 'payments', 'errors', 'common']);
});
afterEach(cleanup);

const shown = (node: ReactNode) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <MemoryRouter>{node}</MemoryRouter>
    </Suspense>,
  );

function fact(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('a pack on the phone', () => {
  it('locked: its lessons, size and price, the lock, and the bank transfer chosen on the payment screen', async () => {
    shown(
      <PackOnPhone
        formationId={FORMATION}
        lessons={8}
        bytes={374_272}
        access={{ kind: 'locked', priceCentimes: 49_900, payment: null }}
        language="en"
        payAction
      />,
    );
    expect(await screen.findByRole('heading', { name: 'On this phone' })).toBeInTheDocument();
    expect(fact('Lessons')).toBe('8');
    expect(fact('Size')).toBe(formatSize(374_272, 'en'));
    expect(fact('Price')).toBe(formatPrice(49_900, 'en'));
    expect(screen.getByText(/^Its lessons are locked until your enrolment is confirmed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay by bank transfer' })).toHaveAttribute(
      'href',
      `/course/${FORMATION}/enroll?method=bank_transfer`,
    );
  });

  it('pending: where the payment stands, that the lessons open when the approval arrives, and no second way to pay', async () => {
    shown(
      <PackOnPhone
        formationId={FORMATION}
        lessons={8}
        bytes={374_272}
        access={{ kind: 'pending', priceCentimes: 49_900, payment: { kind: 'queued', sending: false } }}
        language="en"
        payAction
      />,
    );
    expect(await screen.findByText(/^Receipt saved on this phone/)).toBeInTheDocument();
    expect(screen.getByText(/^Its lessons open as soon as the approval reaches this phone/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay by bank transfer' })).toBeNull();
  });

  it('locked after a rejection: the reason, and the way to send a new receipt instead of a plain pay button', async () => {
    shown(
      <PackOnPhone
        formationId={FORMATION}
        lessons={8}
        bytes={374_272}
        access={{
          kind: 'locked',
          priceCentimes: 49_900,
          payment: { kind: 'server', payment: paymentRow({ formation_id: FORMATION, status: 'rejected', reason: 'Blurred photo' }) },
        }}
        language="en"
        payAction
      />,
    );
    expect(await screen.findByText('Blurred photo', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay by bank transfer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Send a new receipt' })).toHaveAttribute('href', `/course/${FORMATION}/enroll`);
  });

  it('the course page leaves the payment to its own panel', async () => {
    shown(
      <PackOnPhone
        formationId={FORMATION}
        lessons={8}
        bytes={374_272}
        access={{ kind: 'pending', priceCentimes: 49_900, payment: { kind: 'queued', sending: false } }}
        language="en"
        withPayment={false}
      />,
    );
    expect(await screen.findByText(/^Its lessons open as soon as the approval reaches this phone/)).toBeInTheDocument();
    expect(screen.queryByText(/^Receipt saved on this phone/)).toBeNull();
  });
});
