import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';
import { addAcademyFormatters } from '../../contract/formatting';
import { isOneOf, oneOf } from '../../contract/one-of';
import { withAllPluralForms } from '../../contract/plural-forms';
import { applyDocumentLanguage } from './html-lang';
import type { AppResources, Namespace } from './i18n-resources';
import { storeLanguage } from './language-storage';
import { isPseudoLanguage, PSEUDO_LANGUAGES, pseudoResources, type PseudoLanguage } from './pseudo-locales';

type Resources = { [key: string]: string | Resources };

/** A language the interface can be shown in: the academy's three, and in development the pseudo-locales. */
export type UiLanguage = Language | PseudoLanguage;

/**
 * One lazy chunk per language and namespace, so a first visit downloads only the strings it shows
 * (the site pages' long texts are the namespaces `site-pages/<page>`).
 * The service worker precaches them all, so switching language offline works.
 */
const loaders = import.meta.glob<Resources>(
  ['../../locales/*/*.json', '../../locales/*/site-pages/*.json', '!../../locales/*/{common,consent,language,errors,app-update,site}.json'],
  { import: 'default' },
);

/** The first screen's namespaces travel together, one chunk per language (src/lib/first-screen-strings). */
const firstScreenLoaders = import.meta.glob<Record<string, Resources>>('./first-screen-strings/*.ts', { import: 'default' });

/** Namespaces every screen needs; loaded before the first render. Others load when a screen asks. */
export const CORE_NAMESPACES: readonly Namespace[] = ['common', 'consent', 'language', 'errors', 'app-update', 'site'];

const firstScreenBundles = new Map<Language, Promise<Record<string, Resources>>>();

/** One language's first-screen bundle, downloaded once: it brings all its namespaces at once. */
function firstScreenBundle(language: Language): Promise<Record<string, Resources>> | null {
  const loader = firstScreenLoaders[`./first-screen-strings/${language}.ts`];
  if (!loader) return null;
  let load = firstScreenBundles.get(language);
  if (!load) {
    load = loader().then((files) =>
      Object.fromEntries(
        Object.entries(files).map(([file, resources]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), resources]),
      ),
    );
    load.catch(() => firstScreenBundles.delete(language));
    firstScreenBundles.set(language, load);
  }
  return load;
}

/** The strings of one language's namespace file, from its own chunk or from the first-screen bundle. */
async function readNamespace(language: Language, namespace: string): Promise<Resources> {
  const loader = loaders[`../../locales/${language}/${namespace}.json`];
  if (loader) return loader();
  const found = (await firstScreenBundle(language))?.[namespace];
  if (!found) throw new Error(`No locale file locales/${language}/${namespace}.json`);
  return found;
}

const PSEUDO_ENABLED = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The app's one i18next instance (react-i18next reads it through `initReactI18next`). */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string): Promise<ResourceKey> => {
      // PSEUDO_ENABLED is a build-time constant: production bundles drop the pseudo-locales.
      if (PSEUDO_ENABLED && isPseudoLanguage(language)) return pseudoResources(language, namespace, await readNamespace('en', namespace));
      return withAllPluralForms(await readNamespace(language as Language, namespace), language);
    }),
  )
  .init({
    // No language before start-up has chosen one: nothing is downloaded until then.
    lng: undefined,
    supportedLngs: [...LANGUAGES, ...(PSEUDO_ENABLED ? PSEUDO_LANGUAGES : [])],
    load: 'currentOnly',
    // Every key exists in the three languages (tests/locales.test.ts), and an English fallback would
    // download a second language's chunk for every namespace an Arabic or French screen opens.
    fallbackLng: false,
    ns: [],
    defaultNS: 'common',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // A screen waits for its namespaces by suspending, so only a language change needs to draw it again:
    // bound to 'loaded' as well, every translated component on the page rendered again whenever any
    // namespace arrived (the chat widget's, on every page: one long task after the first screen).
    react: { useSuspense: true, bindI18n: 'languageChanged' },
    // A key with no string is a type error; if one slips through (a key built at run time), say so.
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (languages, namespace, key) => console.warn(`Missing string ${namespace}:${key} (${languages.join(', ')})`),
  });
addAcademyFormatters(i18n.services.formatter);

// `changeLanguage` is the one way to switch, and the one place `<html lang dir>` is written, so the
// document and the strings never disagree.
i18n.on('languageChanged', (language) => {
  // The server renders pages too (src/entry-server.tsx): it writes `<html lang dir>` into the page itself.
  if (isUiLanguage(language) && typeof document !== 'undefined') applyDocumentLanguage(language);
});

function isUiLanguage(language: string | undefined): language is UiLanguage {
  return isOneOf(language, LANGUAGES) || (PSEUDO_ENABLED && isPseudoLanguage(language));
}

/**
 * The language content and data are read in, outside React (components use `useLanguage()`): a
 * pseudo-locale reads as its base language.
 */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (isPseudoLanguage(language)) return language === 'ar-XB' ? 'ar' : 'en';
  return oneOf(language, LANGUAGES) ?? FALLBACK_LANGUAGE;
}

/** The interface language itself (a pseudo-locale included), for loading its strings. */
export function currentUiLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isPseudoLanguage(language) ? language : currentLanguage();
}

/** Loads the given namespaces of `language` through the backend (each once; concurrent callers share it). */
export function loadNamespaces(language: UiLanguage, namespaces: readonly Namespace[]): Promise<void> {
  // Remembered as in use, so `changeLanguage` loads them in the next language too.
  const inUse = (i18n.options.ns ?? []) as readonly string[];
  if (namespaces.some((namespace) => !inUse.includes(namespace))) i18n.options.ns = [...new Set([...inUse, ...namespaces])];
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    // i18next's own loader: it dedupes requests in flight and records namespaces as loaded.
    i18n.services.backendConnector.load([language], missing, (error: unknown) => {
      const failed = missing.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
      if (failed.length > 0) reject(error instanceof Error ? error : new Error(`No strings for ${language}: ${failed.join(', ')}`));
      else resolve();
    });
  });
}

/** Loads the core strings of `language`. */
export function loadLanguage(language: UiLanguage): Promise<void> {
  return loadNamespaces(language, CORE_NAMESPACES);
}

export interface SetLanguageOptions {
  /** Keep the choice under `user-language` (SPEC §4). False for the time-out default, which is no choice. */
  persist?: boolean;
}

/**
 * Switches the interface: loads the core strings and every namespace already shown (i18next's
 * `changeLanguage` loads those it has seen), so no screen falls back to keys, and remembers the choice.
 */
export async function setLanguage(language: UiLanguage, { persist = true }: SetLanguageOptions = {}): Promise<void> {
  await loadLanguage(language);
  // i18next announces even a change to the language already shown, and every translated component
  // then renders again in one uninterruptible pass (about 100 ms on a slow phone, right after hydration).
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (persist && !isPseudoLanguage(language)) storeLanguage(language);
}

/** Options that translate an error code: its dots are part of the key, not a path (SPEC §8). */
export const errorKeyOptions = { ns: 'errors', keySeparator: false } as const;

export type { AppResources };
