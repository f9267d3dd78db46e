import { i18n, loadNamespaces, type UiLanguage } from '../../../lib/i18n';
import type about from '../../../../locales/en/site-pages/about.json';
import type cookies from '../../../../locales/en/site-pages/cookies.json';
import type faq from '../../../../locales/en/site-pages/faq.json';
import type help from '../../../../locales/en/site-pages/help.json';
import type privacy from '../../../../locales/en/site-pages/privacy.json';
import type terms from '../../../../locales/en/site-pages/terms.json';

/**
 * The long texts of the site pages live in locales/<lang>/site-pages/<page>.json, outside the
 * language bundle every visit loads: each is an i18next namespace of its own (`site-pages/<page>`), a
 * small chunk fetched when its page opens (and precached by the service worker, so the page still
 * opens offline). English is the source of keys.
 */
export interface PageContents {
  about: typeof about;
  cookies: typeof cookies;
  faq: typeof faq;
  help: typeof help;
  privacy: typeof privacy;
  terms: typeof terms;
}
export type ContentPage = keyof PageContents;

/** The page's text through i18next (the namespace `site-pages/<page>`, one lazy chunk per language). */
export async function loadPageContent<P extends ContentPage>(page: P, language: UiLanguage): Promise<PageContents[P]> {
  const namespace = `site-pages/${page}` as const;
  await loadNamespaces(language, [namespace]);
  return i18n.getResourceBundle(language, namespace) as PageContents[P];
}

/** The page's text when its strings are already loaded (a server render, a hydration), else undefined. */
export function loadedPageContent<P extends ContentPage>(page: P, language: UiLanguage): PageContents[P] | undefined {
  const namespace = `site-pages/${page}` as const;
  return i18n.hasResourceBundle(language, namespace) ? (i18n.getResourceBundle(language, namespace) as PageContents[P]) : undefined;
}
