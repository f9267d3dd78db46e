import type { Language } from '../../../../contract/constants';
import type about from '../../../../locales/en/site-pages/about.json';
import type cookies from '../../../../locales/en/site-pages/cookies.json';
import type faq from '../../../../locales/en/site-pages/faq.json';
import type help from '../../../../locales/en/site-pages/help.json';
import type privacy from '../../../../locales/en/site-pages/privacy.json';
import type terms from '../../../../locales/en/site-pages/terms.json';

/**
 * The long texts of the site pages live in locales/<lang>/site-pages/<page>.json, outside the
 * language bundle every visit loads: each is its own small chunk, fetched when its page opens (and
 * precached by the service worker, so the page still opens offline). English is the source of keys.
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

const loaders = import.meta.glob<PageContents[ContentPage]>('../../../../locales/*/site-pages/*.json', { import: 'default' });

export function loadPageContent<P extends ContentPage>(page: P, language: Language): Promise<PageContents[P]> {
  const load = loaders[`../../../../locales/${language}/site-pages/${page}.json`];
  if (!load) return Promise.reject(new Error(`no ${language} text for the ${page} page`));
  return load() as Promise<PageContents[P]>;
}
