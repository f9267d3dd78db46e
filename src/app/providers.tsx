import { StrictMode, Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { DataPriceProvider } from './data-price-provider';
import { OfflineDownloadProvider } from './offline-download-provider';

/**
 * App-wide providers; the router sits inside them so every route shares them. The Suspense boundary
 * catches a screen whose strings are still loading (react-i18next's useTranslation suspends it).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <OfflineDownloadProvider>
        <DataPriceProvider>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </DataPriceProvider>
      </OfflineDownloadProvider>
    </StrictMode>
  );
}
