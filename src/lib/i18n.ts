import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';
import type { ErrorCode } from '../../contract/errors';
import { applyDocumentLanguage } from './html-lang';
import type { AppResources, Namespace } from './i18n-resources';
import { storeLanguage } from './language-storage';
import { Translator, type Resources, type TranslateOptions } from './translator';

/**
 * One lazy chunk per language and namespace, so a first visit downloads only the strings it shows.
 * The service worker precaches them all, so switching language offline works.
 */
const loaders = import.meta.glob<Resources>(
  ['../../locales/*/*.json', '!../../locales/*/{common,consent,language,errors,app-update,site}.json'],
  { import: 'default' },
);

/** The first screen's namespaces travel together, one chunk per language (src/lib/first-screen-strings). */
const firstScreenLoaders = import.meta.glob<Record<string, Resources>>('./first-screen-strings/*.ts', { import: 'default' });

/** Namespaces every screen needs; loaded before the first render. Others load when a screen asks. */
export const CORE_NAMESPACES: readonly Namespace[] = ['common', 'consent', 'language', 'errors', 'app-update', 'site'];

const translator = new Translator(FALLBACK_LANGUAGE, FALLBACK_LANGUAGE, 'common');
const pending = new Map<string, Promise<void>>();

const firstScreenBundles = new Map<Language, Promise<void>>();

/** Loads one language's first-screen bundle once; it brings all its namespaces at once. */
function loadFirstScreenBundle(language: Language): Promise<void> | null {
  const loader = firstScreenLoaders[`./first-screen-strings/${language}.ts`];
  if (!loader) return null;
  let load = firstScreenBundles.get(language);
  if (!load) {
    load = loader().then((files) => {
      for (const [file, resources] of Object.entries(files)) {
        const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
        if (!translator.hasNamespace(language, namespace)) translator.addNamespace(language, namespace, resources);
      }
    });
    load.catch(() => firstScreenBundles.delete(language));
    firstScreenBundles.set(language, load);
  }
  return load;
}

async function loadNamespaceFile(language: Language, namespace: Namespace): Promise<void> {
  const loader = loaders[`../../locales/${language}/${namespace}.json`];
  if (loader) {
    translator.addNamespace(language, namespace, await loader());
    return;
  }
  const bundle = loadFirstScreenBundle(language);
  if (!bundle) throw new Error(`No locale file locales/${language}/${namespace}.json`);
  await bundle;
  if (!translator.hasNamespace(language, namespace)) throw new Error(`No locale file locales/${language}/${namespace}.json`);
}

export function isNamespaceLoaded(language: Language, namespace: Namespace): boolean {
  return translator.hasNamespace(language, namespace);
}

/** Loads the given namespaces of `language` (each once; concurrent callers share the download). */
export function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      if (translator.hasNamespace(language, namespace)) return undefined;
      const id = `${language}/${namespace}`;
      let load = pending.get(id);
      if (!load) {
        load = loadNamespaceFile(language, namespace).finally(() => pending.delete(id));
        pending.set(id, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** Loads the core strings of `language`. */
export function loadLanguage(language: Language): Promise<void> {
  return loadNamespaces(language, CORE_NAMESPACES);
}

export interface SetLanguageOptions {
  /** Keep the choice under `user-language` (SPEC §4). False for the time-out default, which is no choice. */
  persist?: boolean;
}

/**
 * The one place that changes the language: loads its strings (the core ones and every namespace already
 * shown in the old language, so no screen falls back to keys), switches, writes `<html lang dir>` (Arabic is
 * right-to-left) and remembers the choice.
 */
export async function setLanguage(language: Language, { persist = true }: SetLanguageOptions = {}): Promise<void> {
  const inUse = translator.namespaces(translator.language) as Namespace[];
  await loadNamespaces(language, [...new Set([...CORE_NAMESPACES, ...inUse])]);
  translator.setLanguage(language);
  applyDocumentLanguage(language);
  if (persist) storeLanguage(language);
}

export function currentLanguage(): Language {
  const { language } = translator;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
}

export function subscribeToLanguage(listener: () => void): () => void {
  return translator.subscribe(listener);
}

export function translate(key: string, options?: TranslateOptions, namespaces?: readonly string[]): string {
  return translator.t(key, options, namespaces);
}

/** Compatibility surface for code written against i18next's instance (`i18n.t`, `i18n.language`). */
export const i18n = {
  get language(): Language {
    return currentLanguage();
  },
  get resolvedLanguage(): Language {
    return currentLanguage();
  },
  t: (key: string, options?: TranslateOptions): string => translator.t(key, options),
};

/** Options that translate an error code: its dots are part of the key, not a path (SPEC §8). */
export const errorKeyOptions = { ns: 'errors', keySeparator: false } as const;

/** The translated message of an error code, for code outside React (toasts, logs shown to the user). */
export function translateError(code: ErrorCode): string {
  return translator.t(code, errorKeyOptions);
}

export type { AppResources };
