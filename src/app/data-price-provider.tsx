import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DataPriceContext, type DataPriceValue } from '../lib/data-price';
import { useSession } from '../lib/session';

const DataPriceReader = lazy(() => import('./data-price-reader').then((module) => ({ default: module.DataPriceReader })));

/** Fills src/lib/data-price.ts for every route while a learner is signed in (null for a visitor). */
export function DataPriceProvider({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => Boolean(state.token && state.user));
  const [value, setValue] = useState<DataPriceValue | null>(null);
  return (
    <DataPriceContext.Provider value={signedIn ? value : null}>
      {signedIn ? (
        <Suspense fallback={null}>
          <DataPriceReader onChange={setValue} />
        </Suspense>
      ) : null}
      {children}
    </DataPriceContext.Provider>
  );
}
