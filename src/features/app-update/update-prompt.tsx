import { lazy, Suspense } from 'react';
import { useAppUpdate } from '../../lib/sw-bridge';

const UpdateBanner = lazy(() => import('./update-banner'));

/**
 * "A new version is available — Reload". The new service worker waits until the learner clicks
 * Reload, so an update never interrupts a lesson or a quiz by reloading on its own.
 */
export function UpdatePrompt() {
  const updateReady = useAppUpdate((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
