import type { DataPrice } from '../../../contract/data-cost';

/**
 * What the learner's private database keeps about the cost of data (tables added by UserDatabase
 * version 6). Kept on the phone only: it describes this learner's data plan, it works offline, and the
 * server has no use for it.
 */

/** The one settings row (`id` is always DATA_SETTINGS_ID). */
export interface DataSettingsRow {
  id: string;
  /** The learner's country as the geo lookups answered, once known: it picks the default price. */
  country: string | null;
  /** The price the learner set; null while the country's default applies. */
  price: DataPrice | null;
  updated_at: string;
}

export const DATA_SETTINGS_ID = 'data-cost';

/** Bytes of one month (`YYYY-MM`, the phone's time zone). */
export interface DataUsageRow {
  month: string;
  /** Received over the network by the downloader (downloads, renditions, updates). */
  network_bytes: number;
  /** Imported from a pack file that came from another phone (share sheet, Bluetooth, a card): no data used. */
  pack_bytes: number;
}

export const DATA_COST_STORES = {
  data_settings: 'id',
  data_usage: 'month',
};
