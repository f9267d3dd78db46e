// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankAccount, CardGateway } from '../../../contract/payments';
import { Component as PaymentMethods } from '../../../src/features/payments-admin/routes/payment-methods';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { jsonResponse, problem, stubApi, type Sent } from '../auth/support';
import { renderAt } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['payments-admin', 'errors', 'language']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 22 digits, then the key 97 − (those digits × 100 mod 97). */
const GOOD_RIB = '007780000123456789012396';
const BAD_RIB = '007780000123456789012397';
const RIB_ERROR = 'Invalid RIB: it must have 24 digits and a correct check key. Check it on your bank statement.';

const account: BankAccount = {
  id: 'acc-1',
  bank_name: 'Attijariwafa bank',
  account_holder: 'Académie agricole',
  account_number: '0001234567890123',
  rib: GOOD_RIB,
  amount_note: { ar: '', fr: '', en: '' },
  instructions: { ar: 'اكتب اسمك في المرجع', fr: 'Indiquez votre nom', en: 'Write your name' },
  is_active: true,
  display_order: 0,
};
const gateway: CardGateway = {
  enabled: true,
  provider: 'cmi',
  mode: 'test',
  merchant_id: '600000001',
  gateway_url: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
  has_store_key: true,
  test_gateway_available: true,
};

function stub(write: (sent: Sent) => Response = (sent) => jsonResponse(201, { ...account, id: 'acc-2', ...(sent.body as object) })) {
  return stubApi((sent) => {
    if (sent.method === 'GET' && sent.path === '/api/admin/payment-methods') return jsonResponse(200, { data: [account] });
    if (sent.method === 'GET' && sent.path === '/api/admin/card-gateway') return jsonResponse(200, gateway);
    return write(sent);
  });
}

async function openAddDialog() {
  renderAt('/dashboard/payment-methods', <PaymentMethods />);
  expect(await screen.findByRole('rowheader', { name: 'Attijariwafa bank' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
  return screen.findByRole('dialog', { name: 'New bank account' });
}

async function fillAccount(dialog: HTMLElement, rib: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank' }), 'CIH Bank');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Académie');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '123');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'RIB' }), rib);
}

describe('/dashboard/payment-methods', () => {
  it('refuses a RIB with a wrong key before sending, then sends the right one with the instructions in three languages', async () => {
    const sent = stub();
    const dialog = await openAddDialog();
    await fillAccount(dialog, BAD_RIB);
    const rib = within(dialog).getByRole('textbox', { name: 'RIB' });
    expect(rib).toHaveAccessibleDescription(expect.stringContaining(RIB_ERROR));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the account' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    const arabic = within(dialog).getByRole('textbox', { name: 'العربية' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('textbox', { name: 'Français' })).toHaveAttribute('dir', 'ltr');
    await userEvent.type(arabic, 'اكتب اسمك');
    await userEvent.clear(rib);
    await userEvent.type(rib, '0077 8000 0123 4567 8901 2396');
    expect(rib).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the account' }));
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      bank_name: 'CIH Bank',
      account_holder: 'Académie',
      account_number: '123',
      rib: GOOD_RIB,
      amount_note: { ar: '', fr: '', en: '' },
      instructions: { ar: 'اكتب اسمك', fr: '', en: '' },
      is_active: true,
      display_order: 0,
    });
    expect(await screen.findByText('The bank account has been saved.')).toBeInTheDocument();
  });

  it('shows the server’s 422 invalid_rib on the RIB field', async () => {
    stub(() => jsonResponse(422, problem(422, 'validation.failed', { rib: ['validation.invalid_rib'] })));
    const dialog = await openAddDialog();
    await fillAccount(dialog, GOOD_RIB);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the account' }));
    const rib = within(dialog).getByRole('textbox', { name: 'RIB' });
    await vi.waitFor(() => expect(rib).toHaveAccessibleDescription(expect.stringContaining(RIB_ERROR)));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check your information.');
  });

  it('never prefills the store key: an empty field keeps it, a typed one replaces it', async () => {
    const sent = stub((request) => jsonResponse(200, { ...gateway, ...(request.body as object), has_store_key: true }));
    renderAt('/dashboard/payment-methods', <PaymentMethods />);
    const key = await screen.findByLabelText('Store key');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAccessibleDescription('A key is stored. It is never shown; leave the field empty to keep it.');
    expect(screen.getByRole('textbox', { name: 'Merchant ID (client id)' })).toHaveValue('600000001');

    await userEvent.click(screen.getByRole('button', { name: 'Save the gateway' }));
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const first = sent.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    expect(first).toEqual({ enabled: true, provider: 'cmi', mode: 'test', merchant_id: '600000001', gateway_url: gateway.gateway_url });

    await userEvent.type(key, 's3cret-key');
    await userEvent.click(screen.getByRole('button', { name: 'Save the gateway' }));
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect((sent.filter((request) => request.method === 'PUT')[1]?.body as Record<string, unknown>).store_key).toBe('s3cret-key');
    // After saving, the field is empty again: the key never comes back to the page.
    await vi.waitFor(() => expect(key).toHaveValue(''));
  });

  it('deletes an account after asking', async () => {
    const sent = stub(() => new Response(null, { status: 204 }));
    renderAt('/dashboard/payment-methods', <PaymentMethods />);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete\s*Attijariwafa bank$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
        { method: 'DELETE', path: '/api/admin/payment-methods/acc-1', body: null },
      ]),
    );
  });
});
