import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BYTES_PER_GB } from '../../../contract/data-cost';
import {
  ensureDataCountry,
  readDataPrice,
  readMonthUsage,
  recordNetworkBytes,
  recordPackBytes,
  saveDataPrice,
} from '../../../src/data/data-cost/data-cost-store';
import { closeUserDb, openUserDb, type UserDatabase } from '../../../src/data/user-db';

let db: UserDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = openUserDb(`0190cccc-0000-7000-8000-${String(counter).padStart(12, '0')}`);
});
afterEach(() => closeUserDb());

describe('the learner’s price of data', () => {
  it('is the academy’s default (Morocco) until the country is known, then the country’s', async () => {
    expect(await readDataPrice(db)).toEqual({ price: { currency: 'MAD', per_gb: 10 }, is_default: true, country: null });
    await ensureDataCountry(db, async () => 'sn');
    expect(await readDataPrice(db)).toEqual({ price: { currency: 'XOF', per_gb: 913 }, is_default: true, country: 'SN' });
  });

  it('asks for the country once: a known country needs no lookup again (offline starts)', async () => {
    let asked = 0;
    const lookup = async () => {
      asked += 1;
      return 'CM';
    };
    await ensureDataCountry(db, lookup);
    await ensureDataCountry(db, lookup);
    expect(asked).toBe(1);
    expect((await readDataPrice(db)).price.currency).toBe('XAF');
  });

  it('keeps no country when every lookup fails, and keeps the default in force', async () => {
    await ensureDataCountry(db, async () => null);
    expect(await readDataPrice(db)).toMatchObject({ country: null, is_default: true, price: { currency: 'MAD' } });
  });

  it('uses the learner’s own price once set, keeps the country, and goes back to the default on request', async () => {
    await ensureDataCountry(db, async () => 'FR');
    await saveDataPrice(db, { currency: 'EUR', per_gb: 0.5 });
    expect(await readDataPrice(db)).toEqual({ price: { currency: 'EUR', per_gb: 0.5 }, is_default: false, country: 'FR' });
    await saveDataPrice(db, null);
    expect(await readDataPrice(db)).toEqual({ price: { currency: 'EUR', per_gb: 0.23 }, is_default: true, country: 'FR' });
  });

  it('is per learner: another learner on the same phone has their own', async () => {
    await saveDataPrice(db, { currency: 'MAD', per_gb: 7 });
    const other = openUserDb('0190cccc-0000-7000-8000-fffffffffff0');
    expect((await readDataPrice(other)).is_default).toBe(true);
  });
});

describe('downloaded this month', () => {
  it('adds up the month’s network bytes, keeps pack bytes apart, and starts again at zero in a new month', async () => {
    const november = new Date(2026, 10, 30, 23, 0);
    const december = new Date(2026, 11, 1, 0, 30);
    await recordNetworkBytes(db, BYTES_PER_GB / 4, november);
    await recordNetworkBytes(db, BYTES_PER_GB / 4, november);
    await recordPackBytes(db, 5000, november);
    // Nothing and negative amounts change nothing.
    await recordNetworkBytes(db, 0, november);
    await recordNetworkBytes(db, -10, november);
    expect(await readMonthUsage(db, november)).toEqual({ month: '2026-11', network_bytes: BYTES_PER_GB / 2, pack_bytes: 5000 });

    expect(await readMonthUsage(db, december)).toEqual({ month: '2026-12', network_bytes: 0, pack_bytes: 0 });
    await recordNetworkBytes(db, 1234, december);
    expect(await readMonthUsage(db, december)).toEqual({ month: '2026-12', network_bytes: 1234, pack_bytes: 0 });
    // The past month is kept as it was.
    expect((await readMonthUsage(db, november)).network_bytes).toBe(BYTES_PER_GB / 2);
  });

  it('counts concurrent reports without losing any', async () => {
    const at = new Date(2026, 4, 10);
    await Promise.all(Array.from({ length: 20 }, () => recordNetworkBytes(db, 512 * 1024, at)));
    expect((await readMonthUsage(db, at)).network_bytes).toBe(20 * 512 * 1024);
  });
});
