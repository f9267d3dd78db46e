import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidRib, normaliseRib, type BankAccount, type PaymentMethods } from '../../../contract/payments';
import { DEMO_BANK_ACCOUNT, seedPayments } from '../../../server/seed/payments';
import { bearer, type Person } from '../auth/support';
import { createPaymentsWorld, person, type PaymentsWorld } from './payments-fixture';

/**
 * RIBs published by the State for public donations, as printed (with spaces):
 * - Fonds spécial n° 126 (2023 earthquake), Bank Al-Maghrib: maroc.ma, "Modalités de contribution au Fonds
 *   spécial numéro 126" (2023-09), and le360.ma; IBAN MA64 001 810 00 780 002 011 062 03 18.
 * - Fonds spécial Covid-19, Bank Al-Maghrib: lesiteinfo.com and infomediaire.net (2020-03), ministry of
 *   the Economy's communiqué; IBAN MA64 001 810 00 780 002 011 062 02 21.
 */
const PUBLISHED_RIBS = ['001 810 00 780 002 011 062 03 18', '001 810 00 780 002 011 062 02 21'];

/** ISO 13616 check of an IBAN: letters as 10..35, the first four characters moved to the end, mod 97 = 1. */
function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s/g, '');
  const moved = compact.slice(4) + compact.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** The RIB key rule, computed independently: 97 − (first 22 digits × 100 mod 97). */
const keyFor = (first22: string) => String(97n - ((BigInt(first22) * 100n) % 97n)).padStart(2, '0');

describe('the Moroccan RIB key (mod 97)', () => {
  it.each(PUBLISHED_RIBS)('accepts the published RIB %s, whose key follows the rule and whose IBAN checks', (rib) => {
    const digits = normaliseRib(rib);
    expect(digits).toHaveLength(24);
    expect(isValidRib(rib)).toBe(true);
    expect(keyFor(digits.slice(0, 22))).toBe(digits.slice(22));
    // A valid RIB is 0 mod 97, which is exactly why every Moroccan IBAN starts MA64.
    expect(ibanValid(`MA64${digits}`)).toBe(true);
  });

  it('refuses a wrong key, a changed digit, two swapped digits, a wrong length and letters', () => {
    const rib = normaliseRib(PUBLISHED_RIBS[0] ?? '');
    const wrongKey = `${rib.slice(0, 22)}${String((Number(rib.slice(22)) + 1) % 100).padStart(2, '0')}`;
    const changedDigit = `${rib.slice(0, 10)}${(Number(rib[10]) + 1) % 10}${rib.slice(11)}`;
    const swapped = `${rib.slice(0, 3)}${rib[4]}${rib[3]}${rib.slice(5)}`;
    for (const bad of [wrongKey, changedDigit, swapped, rib.slice(0, 23), `${rib}0`, `A${rib.slice(1)}`, '']) {
      expect(isValidRib(bad), bad).toBe(false);
    }
    expect(isValidRib(DEMO_BANK_ACCOUNT.rib)).toBe(true);
  });
});

let w: PaymentsWorld;
let admin: Person;
beforeAll(async () => {
  w = await createPaymentsWorld();
  admin = await person(w.t, ['admin']);
});
afterAll(() => w.t.close());

const account = (overrides: Record<string, unknown> = {}) => ({
  bank_name: 'Bank Al-Maghrib',
  account_holder: 'Trésorier ministériel',
  account_number: '00780002011062',
  rib: PUBLISHED_RIBS[0],
  amount_note: { ar: 'الثمن المضبوط', fr: 'Prix exact', en: 'Exact price' },
  instructions: { ar: 'اكتب اسمك', fr: 'Indiquez votre nom', en: 'Write your name' },
  display_order: 2,
  ...overrides,
});

describe('the demo seed', () => {
  it('adds one demo account with a valid RIB to a database without accounts, and nothing the second time', async () => {
    const app = { config: { ...w.t.config, seedDemo: true }, database: w.t.database, log: w.t.app.log };
    expect(await seedPayments({ ...app, config: { ...app.config, seedDemo: false } })).toBe(0);
    expect(await seedPayments(app)).toBe(1);
    expect(await seedPayments(app)).toBe(0);
    const shown = (await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' })).json<PaymentMethods>().bank_accounts;
    expect(shown.map((row) => [row.bank_name, row.rib, isValidRib(row.rib)])).toEqual([
      [DEMO_BANK_ACCOUNT.bankName, DEMO_BANK_ACCOUNT.rib, true],
    ]);
  });
});

describe('/api/admin/payment-methods', () => {
  it('refuses a RIB with a wrong key as a field error, and stores a right one without its spaces', async () => {
    const rib = normaliseRib(PUBLISHED_RIBS[0] ?? '');
    const bad = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-methods',
      headers: bearer(admin.token),
      payload: account({ rib: `${rib.slice(0, 22)}00` }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.rib).toEqual(['validation.invalid_rib']);

    const good = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-methods',
      headers: bearer(admin.token),
      payload: account(),
    });
    expect(good.statusCode).toBe(201);
    expect(good.json<BankAccount>()).toMatchObject({
      rib,
      is_active: true,
      display_order: 2,
      instructions: { ar: 'اكتب اسمك' },
      amount_note: { ar: 'الثمن المضبوط', fr: 'Prix exact', en: 'Exact price' },
    });
  });

  it('lists active accounts in display order on GET /api/payment-methods, edits and deletes them', async () => {
    const first = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/admin/payment-methods',
        headers: bearer(admin.token),
        payload: account({ bank_name: 'First', display_order: 0 }),
      })
    ).json<BankAccount>();
    const hidden = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/admin/payment-methods',
        headers: bearer(admin.token),
        payload: account({ bank_name: 'Hidden', is_active: false, rib: PUBLISHED_RIBS[1] }),
      })
    ).json<BankAccount>();
    const shown = await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    const names = shown.json<PaymentMethods>().bank_accounts.map((row) => row.bank_name);
    expect(names.indexOf('First')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('First')).toBeLessThan(names.indexOf('Bank Al-Maghrib'));
    expect(names).not.toContain('Hidden');

    const all = await w.t.app.inject({ method: 'GET', url: '/api/admin/payment-methods', headers: bearer(admin.token) });
    expect(all.json<{ data: BankAccount[] }>().data.map((row) => row.id)).toContain(hidden.id);

    const patched = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payment-methods/${hidden.id}`,
      headers: bearer(admin.token),
      payload: { is_active: true },
    });
    expect(patched.json<BankAccount>()).toMatchObject({ is_active: true, bank_name: 'Hidden' });
    const badPatch = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payment-methods/${hidden.id}`,
      headers: bearer(admin.token),
      payload: { rib: '001810007800020110620319' },
    });
    expect(badPatch.statusCode).toBe(422);

    const deleted = await w.t.app.inject({ method: 'DELETE', url: `/api/admin/payment-methods/${first.id}`, headers: bearer(admin.token) });
    expect(deleted.statusCode).toBe(204);
    const again = await w.t.app.inject({ method: 'DELETE', url: `/api/admin/payment-methods/${first.id}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });
});
