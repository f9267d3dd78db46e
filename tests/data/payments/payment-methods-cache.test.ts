// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethods } from '../../../contract/payments';
import { cachedPaymentMethods, keepPaymentMethods, PAYMENT_METHODS_KEEP_MS } from '../../../src/data/payment-methods-cache';
import { json, stubApi } from '../../features/catalogue/support';

/**
 * The bank accounts a learner pays to, kept on the phone by the screens from which a payment may later be
 * made offline (a paid pack imported from another phone): asked for only when the phone has no recent copy.
 */

const store = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => store.get(key)),
  set: vi.fn(async (key: string, value: unknown) => void store.set(key, value)),
}));

const METHODS: PaymentMethods = {
  bank_accounts: [
    {
      id: '0190eeee-0000-7000-8000-00000000b001',
      bank_name: 'Attijariwafa bank',
      account_holder: 'Agri Academy SARL',
      account_number: '0001234567890123',
      rib: '007780000123456789012396',
      amount_note: { ar: 'الثمن', fr: 'Prix', en: 'Price' },
      instructions: { ar: 'اسمك', fr: 'Votre nom', en: 'Your name' },
      is_active: true,
      display_order: 0,
    },
  ],
  card: { available: false, provider: 'test', test_mode: true },
};
const NOW = new Date('2026-11-28T10:00:00.000Z');

beforeEach(() => store.clear());
afterEach(() => vi.unstubAllGlobals());

describe('keeping the bank accounts on the phone', () => {
  it('asks once when the phone has none, then not again while the copy is recent', async () => {
    const sent = stubApi(() => json(200, METHODS));
    expect((await keepPaymentMethods(NOW))?.methods.bank_accounts[0]?.rib).toBe('007780000123456789012396');
    expect(sent.map((entry) => entry.path)).toEqual(['/api/payment-methods']);
    expect((await cachedPaymentMethods())?.fetched_at).toBe(NOW.toISOString());

    await keepPaymentMethods(new Date(NOW.getTime() + PAYMENT_METHODS_KEEP_MS - 1));
    expect(sent).toHaveLength(1);
  });

  it('asks again for an old copy, and keeps the old one when the network is gone', async () => {
    const sent = stubApi(() => json(200, METHODS));
    await keepPaymentMethods(NOW);
    const later = new Date(NOW.getTime() + PAYMENT_METHODS_KEEP_MS + 1);
    await keepPaymentMethods(later);
    expect(sent).toHaveLength(2);
    expect((await cachedPaymentMethods())?.fetched_at).toBe(later.toISOString());

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await keepPaymentMethods(new Date(later.getTime() + 2 * PAYMENT_METHODS_KEEP_MS));
    expect(offline?.fetched_at).toBe(later.toISOString());
  });
});
