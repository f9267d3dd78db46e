/**
 * The message workbox-window's `messageSkipWaiting()` sends when the learner accepts the
 * "new version available" prompt (src/features/app-update/update-prompt.tsx).
 */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The part of the worker scope this module uses, so tests can hand it a fake. */
export interface UpdateScope {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}

/**
 * A new worker waits until the learner accepts: it never replaces the running version behind a
 * lesson in progress. Only this message lets it activate while pages are open.
 */
export function listenForSkipWaiting(scope: UpdateScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
}
