import { withTimeout } from '../../lib/with-timeout';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '../../../contract/constants';

import type * as CatalogueMirrorModule from './catalogue-mirror';

export type CatalogueMirror = typeof CatalogueMirrorModule;

let loading: Promise<CatalogueMirror> | null = null;

/**
 * The catalogue's part of the data layer (catalogue-mirror.ts), loaded once. A load that failed (a chunk
 * that did not arrive on a dropping link) is forgotten, so the next caller tries again.
 */
export function loadCatalogueMirror(): Promise<CatalogueMirror> {
  loading ??= withTimeout(import('./catalogue-mirror'), SCRIPT_CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Runs `run` with the mirror once it is loaded, for what a screen starts and does not wait on (the
 * catalogue's sync, a retry); a mirror that could not load is tried again at the next call.
 */
export function withCatalogueMirror(run: (mirror: CatalogueMirror) => unknown): void {
  loadCatalogueMirror().then(run, () => undefined);
}
