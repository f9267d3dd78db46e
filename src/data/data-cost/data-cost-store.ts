import { defaultDataPrice, monthKey, type DataPrice } from '../../../contract/data-cost';
import { EMBEDDED_COUNTRY_META } from '../../../contract/geo';
import { countryFromAnswer, lookupCountry } from '../../lib/language-detection';
import type { UserDatabase } from '../user-db';
import { DATA_SETTINGS_ID, type DataSettingsRow, type DataUsageRow } from './data-cost-records';

/**
 * The learner's price of data and what they downloaded each month, in their private database: read by
 * every screen that shows a size, written by the profile's setting, the downloader (bytes received) and
 * the pack import (bytes that came from another phone).
 */

/** The price in force and where it comes from. */
export interface DataPriceInForce {
  price: DataPrice;
  /** True while the country's default applies (the learner has not set one). */
  is_default: boolean;
  country: string | null;
}

export async function readDataSettings(db: UserDatabase): Promise<DataSettingsRow | null> {
  return (await db.data_settings.get(DATA_SETTINGS_ID)) ?? null;
}

/** The learner's own price, or the default of their country (the academy's while it is not known). */
export function priceInForce(row: DataSettingsRow | null): DataPriceInForce {
  const country = row?.country ?? null;
  if (row?.price) return { price: row.price, is_default: false, country };
  const fallback = defaultDataPrice(country);
  return { price: { currency: fallback.currency, per_gb: fallback.per_gb }, is_default: true, country };
}

export async function readDataPrice(db: UserDatabase): Promise<DataPriceInForce> {
  return priceInForce(await readDataSettings(db));
}

async function writeSettings(db: UserDatabase, change: Partial<Omit<DataSettingsRow, 'id'>>, now: Date): Promise<void> {
  await db.transaction('rw', db.data_settings, async () => {
    const current = await db.data_settings.get(DATA_SETTINGS_ID);
    await db.data_settings.put({
      id: DATA_SETTINGS_ID,
      country: current?.country ?? null,
      price: current?.price ?? null,
      ...change,
      updated_at: now.toISOString(),
    });
  });
}

/** The learner's price (validated by the caller with parseDataPrice); null goes back to the default. */
export function saveDataPrice(db: UserDatabase, price: DataPrice | null, now: Date = new Date()): Promise<void> {
  return writeSettings(db, { price }, now);
}

export function saveDataCountry(db: UserDatabase, country: string, now: Date = new Date()): Promise<void> {
  return writeSettings(db, { country: country.toUpperCase() }, now);
}

/** The country the server wrote into the page it served, when it did (no round trip). */
function embeddedCountry(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EMBEDDED_COUNTRY_META}"]`);
  return meta ? countryFromAnswer({ country_code: meta.content }) : null;
}

let asking: Promise<void> | null = null;

/**
 * Learns the learner's country once, for the default price: the page's own answer, else the lookups the
 * language detection asks (the academy's /api/geo first). Kept, so later starts (often offline) need
 * none; while it is unknown the academy's own country applies.
 */
export function ensureDataCountry(db: UserDatabase, lookup: () => Promise<string | null> = () => lookupCountry(fetch)): Promise<void> {
  asking ??= (async () => {
    try {
      if ((await readDataSettings(db))?.country) return;
      const country = embeddedCountry() ?? (await lookup().catch(() => null));
      if (country) await saveDataCountry(db, country);
    } finally {
      asking = null;
    }
  })();
  return asking;
}

async function addBytes(db: UserDatabase, field: 'network_bytes' | 'pack_bytes', bytes: number, at: Date): Promise<void> {
  if (!(bytes > 0)) return;
  const month = monthKey(at);
  await db.transaction('rw', db.data_usage, async () => {
    const row = (await db.data_usage.get(month)) ?? { month, network_bytes: 0, pack_bytes: 0 };
    await db.data_usage.put({ ...row, [field]: row[field] + bytes });
  });
}

/** Bytes the downloader received over the network (counted where they arrive, retries included). */
export function recordNetworkBytes(db: UserDatabase, bytes: number, at: Date = new Date()): Promise<void> {
  return addBytes(db, 'network_bytes', bytes, at);
}

/** Bytes of a pack file imported from another phone: they used no data, and are shown apart. */
export function recordPackBytes(db: UserDatabase, bytes: number, at: Date = new Date()): Promise<void> {
  return addBytes(db, 'pack_bytes', bytes, at);
}

/** This month's figures (zero in a month with nothing yet). */
export async function readMonthUsage(db: UserDatabase, at: Date = new Date()): Promise<DataUsageRow> {
  const month = monthKey(at);
  return (await db.data_usage.get(month)) ?? { month, network_bytes: 0, pack_bytes: 0 };
}
