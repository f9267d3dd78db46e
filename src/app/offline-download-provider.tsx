import { lazy, Suspense, type ReactNode } from 'react';
import { OfflineDownloadContext, type OfflineDownloadProps } from '../lib/offline-download-slot';

const DownloadForOffline = lazy(() =>
  import('../features/downloads/components/download-for-offline').then((module) => ({ default: module.DownloadForOffline })),
);

/** Loaded only where a page shows it, so the first visit carries none of the downloader. */
function LazyDownloadForOffline(props: OfflineDownloadProps) {
  return (
    <Suspense fallback={null}>
      <DownloadForOffline {...props} />
    </Suspense>
  );
}

/** Fills the "Download for offline" slot of src/lib/offline-download-slot.tsx for every route. */
export function OfflineDownloadProvider({ children }: { children: ReactNode }) {
  return <OfflineDownloadContext.Provider value={LazyDownloadForOffline}>{children}</OfflineDownloadContext.Provider>;
}
