import type { ComponentType } from 'react';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';
import { currentUiLanguage, loadNamespaces } from '../lib/i18n';
import { readStoredLanguage } from '../lib/language-storage';
import type { Namespace } from '../lib/i18n-resources';
import { withTimeout } from '../lib/with-timeout';

interface RouteModule {
  Component: ComponentType;
  /**
   * Settles when the screen can render its first frame from the device (courses.tsx: the mirror loaded,
   * its first read started). A failure is the screen's to show, so it does not fail the route.
   */
  ready?: Promise<unknown>;
}

/**
 * react-router `lazy` for a route file. A chunk that has not arrived after 120 s (SPEC §9) counts as
 * failed, so the route's error element offers a retry instead of an endless wait on a dead link.
 * `namespaces` lists the locale files the page needs, fetched in parallel with its chunk.
 */
export function lazyPage(load: () => Promise<RouteModule>, namespaces: readonly Namespace[] = []): () => Promise<RouteModule> {
  return async () => {
    // The page's strings download beside its code instead of after it renders (no waterfall). At start-up
    // the language is still being set up: the stored choice is the best guess.
    const strings = loadNamespaces(readStoredLanguage() ?? currentUiLanguage(), namespaces).catch(() => undefined);
    const [{ Component, ready }] = await Promise.all([withTimeout(load(), SCRIPT_CHUNK_LOAD_TIMEOUT_MS), strings]);
    await ready?.catch(() => undefined);
    return { Component };
  };
}
