import { createContext, useContext } from 'react';
import type { DataPrice } from '../../contract/data-cost';

/**
 * SLOT: the learner's price of mobile data, read from their private database by the app shell
 * (src/app/data-price-provider.tsx) so every feature that shows a size can show its cost beside it
 * without importing another feature. Null for a visitor, or while the database opens.
 */
export interface DataPriceValue {
  price: DataPrice;
  /** The country's default applies (the learner has not set a price). */
  isDefault: boolean;
}

export const DataPriceContext = createContext<DataPriceValue | null>(null);

export function useDataPrice(): DataPriceValue | null {
  return useContext(DataPriceContext);
}
