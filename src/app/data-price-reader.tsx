import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { ensureDataCountry, readDataPrice } from '../data/data-cost/data-cost-store';
import type { DataPriceValue } from '../lib/data-price';
import { useUserDb } from '../lib/use-user-db';

/**
 * Reads the signed-in learner's price per GB, live (a change on the profile shows at once on every size),
 * and learns their country once for its default. Its own chunk: the first visit carries no database code.
 */
export function DataPriceReader({ onChange }: { onChange: (value: DataPriceValue | null) => void }) {
  const db = useUserDb();
  const inForce = useLiveQuery(async () => (db ? readDataPrice(db) : null), [db]);
  useEffect(() => {
    if (db) void ensureDataCountry(db).catch(() => undefined);
  }, [db]);
  const currency = inForce?.price.currency;
  const perGb = inForce?.price.per_gb;
  const isDefault = inForce?.is_default;
  useEffect(() => {
    onChange(currency && perGb !== undefined ? { price: { currency, per_gb: perGb }, isDefault: isDefault === true } : null);
  }, [currency, perGb, isDefault, onChange]);
  return null;
}
