import { useSyncExternalStore } from 'react';

/** Nothing outside React changes the answer: React itself renders again once hydration has committed. */
const unchanging = () => () => undefined;

/**
 * False on the server and while React hydrates the page the server drew; true in every other render
 * (React draws the component again with `true` right after hydration). For what a first visit should
 * fetch only once the app has taken over, so it does not share a slow link with the app's own scripts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
