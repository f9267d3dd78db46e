// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import arProfile from '../../../locales/ar/profile.json';
import { readDataPrice, saveDataCountry } from '../../../src/data/data-cost/data-cost-store';
import { closeUserDb, openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { DataSettings } from '../../../src/features/profile/components/data-settings';
import { DATA_SAVER_STORAGE_KEY } from '../../../src/lib/data-saver';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

let db: UserDatabase;
let counter = 0;

beforeAll(async () => {
  await setLanguage('ar', { persist: false });
  await loadNamespaces('ar', ['profile']);
});
beforeEach(() => {
  localStorage.clear();
  counter += 1;
  db = openUserDb(`0190dddd-0000-7000-8000-${String(counter).padStart(12, '0')}`);
});
afterEach(() => {
  cleanup();
  closeUserDb();
});

const priceField = () => screen.getByLabelText(/سعر 1 جيغابايت/);

describe('the data price setting on the profile (Arabic)', () => {
  it('starts from the country’s default, refuses a wrong price with a translated message, and keeps a good one on the phone', async () => {
    const user = userEvent.setup();
    await saveDataCountry(db, 'MA');
    render(<DataSettings db={db} language="ar" />);
    // Latin digits and the comma, as every number of the app in Arabic.
    await waitFor(() => expect(priceField()).toHaveValue('10'));
    expect(screen.getByRole('combobox')).toHaveValue('MAD');

    await user.clear(priceField());
    await user.type(priceField(), 'abc');
    await user.click(screen.getByRole('button', { name: arProfile.data.save }));
    expect(await screen.findByText(arProfile.data.errors.invalid)).toBeInTheDocument();
    expect(priceField()).toHaveAttribute('aria-invalid', 'true');
    expect((await readDataPrice(db)).is_default).toBe(true);

    await user.clear(priceField());
    await user.type(priceField(), '5000');
    await user.click(screen.getByRole('button', { name: arProfile.data.save }));
    expect(await screen.findByText(/هذا السعر مرتفع جدا: الحد الأقصى .*1\.000,00/)).toBeInTheDocument();

    await user.clear(priceField());
    await user.type(priceField(), '12,50');
    await user.click(screen.getByRole('button', { name: arProfile.data.save }));
    expect(await screen.findByText(arProfile.data.saved)).toBeInTheDocument();
    expect(await readDataPrice(db)).toMatchObject({ price: { currency: 'MAD', per_gb: 12.5 }, is_default: false });
    expect(priceField()).toHaveValue('12,5');
    expect(screen.queryByText(arProfile.data.errors.invalid)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: arProfile.data.useDefault }));
    await waitFor(async () => expect((await readDataPrice(db)).is_default).toBe(true));
  });

  it('takes another currency with its own rules (no decimals in CFA francs)', async () => {
    const user = userEvent.setup();
    render(<DataSettings db={db} language="ar" />);
    await waitFor(() => expect(priceField()).toHaveValue('10'));
    await user.selectOptions(screen.getByRole('combobox'), 'XOF');
    await user.clear(priceField());
    await user.type(priceField(), '913,5');
    await user.click(screen.getByRole('button', { name: arProfile.data.save }));
    expect(await screen.findByText(arProfile.data.errors.invalid)).toBeInTheDocument();
    await user.clear(priceField());
    await user.type(priceField(), '913');
    await user.click(screen.getByRole('button', { name: arProfile.data.save }));
    await waitFor(async () => expect((await readDataPrice(db)).price).toEqual({ currency: 'XOF', per_gb: 913 }));
  });

  it('switches data saver on this phone', async () => {
    const user = userEvent.setup();
    render(<DataSettings db={db} language="ar" />);
    const saver = await screen.findByRole('checkbox', { name: arProfile.data.saver });
    expect(saver).not.toBeChecked();
    await user.click(saver);
    expect(saver).toBeChecked();
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
  });
});
