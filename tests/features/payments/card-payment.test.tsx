// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS, type CardIntent, type Payment } from '../../../contract/payments';
import { CardPayment } from '../../../src/features/payments/components/card-payment';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { json, problem, stubApi, type Sent } from '../catalogue/support';

/** Card payment: the test provider's screen and its outcomes, and CMI's form post. */

configure({ asyncUtilTimeout: 8000 });

const FORMATION_ID = '0190eeee-0000-7000-8000-00000000f003';
const PAYMENT_ID = '0190eeee-0000-7000-8000-00000000c003';

function payment(status: Payment['status'], reason: string | null = null): Payment {
  return {
    id: PAYMENT_ID,
    formation_id: FORMATION_ID,
    method: 'card',
    amount_centimes: 49_900,
    currency: 'MAD',
    status,
    provider: 'test',
    transfer_reference: null,
    notes: null,
    has_receipt: false,
    reason,
    created_at: '2026-03-01T08:00:00.000Z',
    decided_at: null,
    updated_at: '2026-03-01T08:00:00.000Z',
  };
}

const testIntent: CardIntent = {
  payment: payment('pending'),
  action: { type: 'test_card', confirm_url: `/api/payments/${PAYMENT_ID}/test-confirm` },
  test_mode: true,
};

function renderCard(onPaid = vi.fn()) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <CardPayment formationId={FORMATION_ID} price="MAD 499.00" onPaid={onPaid} />
    </Suspense>,
  );
  return onPaid;
}

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['payments', 'errors', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CardPayment, test provider', () => {
  it('says TEST MODE with the documented cards; a declined card charges nothing; the confirmation card asks its code, then pays', async () => {
    let sent: Sent[] = [];
    sent = stubApi(({ path, body }) => {
      if (path === '/api/payments/card') return json(201, testIntent);
      const number = (body as { card_number: string; confirmation_code?: string }).card_number;
      if (number === TEST_CARDS.decline) return json(200, { payment: payment('failed', 'Card declined'), needs_confirmation: false });
      if ((body as { confirmation_code?: string }).confirmation_code)
        return json(200, { payment: payment('paid'), needs_confirmation: false });
      return json(200, { payment: payment('pending'), needs_confirmation: true });
    });
    const onPaid = renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay MAD 499.00 by card' }));
    expect(await screen.findByText('TEST MODE: no real money is charged.')).toBeInTheDocument();
    // Grouped for reading and isolated left to right.
    const card = screen.getByText('4242 4242 4242 4242');
    expect(card.tagName).toBe('BDI');
    expect(card).toHaveAttribute('dir', 'ltr');
    expect(TEST_CARDS.success).toBe('4242424242424242');
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 3220')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Card number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Enter the 12 to 19 digits of the card number.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), TEST_CARDS.decline);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The payment was declined. No amount has been charged.')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay MAD 499.00 by card' }));
    await userEvent.clear(await screen.findByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), TEST_CARDS.confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 4 to 8 digits of the code.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirmation code'));
    await userEvent.type(screen.getByLabelText('Confirmation code'), ' 123456 ');
    expect(screen.queryByText('Enter the 4 to 8 digits of the code.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment accepted. You are enrolled.')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'paid' }));
    const confirms = sent.filter((entry) => entry.path.endsWith('/test-confirm'));
    expect(confirms.map((entry) => entry.body)).toEqual([
      { card_number: TEST_CARDS.decline },
      { card_number: TEST_CARDS.confirm },
      { card_number: TEST_CARDS.confirm, confirmation_code: '123456' },
    ]);
  });

  it('keeps the card form on screen, disabled, while the payment is processed (the page does not shrink)', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(({ path }) => (path === '/api/payments/card' ? json(201, testIntent) : new Promise<Response>((resolve) => (answer = resolve))));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay MAD 499.00 by card' }));
    await userEvent.type(await screen.findByLabelText('Card number'), TEST_CARDS.success);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Processing the payment…')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue(TEST_CARDS.success);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText('TEST MODE: no real money is charged.')).toBeInTheDocument();
    answer(json(200, { payment: payment('paid'), needs_confirmation: false }));
    expect(await screen.findByText('Payment accepted. You are enrolled.')).toBeInTheDocument();
  });

  it('a refused intent shows its translated reason', async () => {
    stubApi(() => json(409, problem(409, 'payment.intent_error')));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay MAD 499.00 by card' }));
    expect(await screen.findByText('The payment could not be started. Please try again.')).toBeInTheDocument();
  });
});

describe('CardPayment, CMI', () => {
  it('posts the signed fields to the gateway page in a form', async () => {
    const fields = { clientid: '600000000', oid: 'ORDER-1', amount: '499.00', currency: '504', HASH: 'abc+/=' };
    stubApi(() =>
      json(201, {
        payment: { ...payment('pending'), provider: 'cmi' },
        action: { type: 'post_form', url: 'https://testpayment.cmi.co.ma/fim/est3Dgate', fields },
        test_mode: true,
      }),
    );
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay MAD 499.00 by card' }));
    expect(await screen.findByText("Opening the bank's secure payment page…")).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('https://testpayment.cmi.co.ma/fim/est3Dgate');
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
  });
});
