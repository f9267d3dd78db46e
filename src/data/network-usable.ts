/**
 * "The network works again", told by whoever just had a request succeed (the catalogue sync, the outbox)
 * to whoever waits on it (the outbox's back-off, network-backoff.ts). A successful pull proves the
 * connection is back sooner than the browser's `online` event, which a phone on a weak signal may never
 * fire. No DOM: the page wires it; in the worker nobody listens.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onNetworkUsable(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportNetworkUsable(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.warn('Network listener failed', error);
    }
  }
}
