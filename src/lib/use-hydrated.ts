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

let hydrating = false;

/**
 * src/main.tsx, before `hydrateRoot`: this page is the server's and React takes it over. It stays set:
 * React reads it only while it hydrates, and hydrates the page's Suspense boundaries after the first
 * commit (clearing it there let the route's content hydrate as if rendered on the server). Tests that
 * render on the server in the same process clear it.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * True only while React takes over the page the server drew: false on the server and in every later
 * render (React draws the component again with `false` once its part of the page is hydrated). For text
 * the reader's device writes differently from the server (a date in their time zone): React keeps the
 * server's text while hydrating, and the device's is written just after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => hydrating,
  );
}
