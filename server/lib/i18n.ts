import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import * as v from 'valibot';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';
import { addAcademyFormatters, type FormatName, type FormatOptions } from '../../contract/formatting';
import { withAllPluralForms } from '../../contract/plural-forms';

/**
 * Everything the server writes in a language — e-mails, the unsubscribe page, the certificate PDF, the
 * chat guide's words — goes through this one i18next instance (no React), reading the same locales/
 * folder as the app: `locales/<lang>/server/<namespace>.json`, a sub-folder the app's bundles never
 * carry. The files are read once, synchronously, when the module loads.
 */
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/** `server/*.json` by their name; the site's long pages (`site-pages/*.json`, which the chat guide searches) as `site-pages/<page>`. */
export type ServerNamespace =
  | 'auth'
  | 'site'
  | 'certificates'
  | 'chat'
  | 'payments'
  | `site-pages/${'about' | 'cookies' | 'faq' | 'help' | 'privacy' | 'terms'}`;

function readFolder(language: string, folder: string, prefix: string): [string, Record<string, unknown>][] {
  const dir = path.join(LOCALES_DIR, language, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      `${prefix}${file.slice(0, -'.json'.length)}`,
      withAllPluralForms(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>, language),
    ]);
}

function readServerLocales(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries([...readFolder(language, 'server', ''), ...readFolder(language, 'site-pages', 'site-pages/')]);
  }
  return resources;
}

const resources = readServerLocales();

export const serverI18n: I18n = i18next.createInstance();
void serverI18n.init({
  resources,
  initAsync: false,
  lng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
  defaultNS: false,
  // Mails are plain text; the unsubscribe page escapes what it writes itself.
  interpolation: { escapeValue: false },
});
addAcademyFormatters(serverI18n.services.formatter);

/** A server translator: its keys are checked by each namespace's schema at start-up, not by types. */
export type ServerT = (key: string, options?: Record<string, unknown>) => string;

/** The translator of one language and namespace: `t('reply.quoteIntro', { date })`. */
export function serverT(language: Language, namespace: ServerNamespace): ServerT {
  const t = serverI18n.getFixedT(language, namespace as never);
  // i18next's key types describe the app's namespaces (CustomTypeOptions, src/lib/i18n-resources.ts),
  // which a program holding both sides (the tests) sees; the server's namespaces are other files.
  return (key, options) => String((t as unknown as (key: string, options?: object) => unknown)(key, options));
}

/**
 * A namespace's strings as a checked object, for code that needs the templates themselves (the chat
 * guide's default prompts); a missing key throws, so `checkServerTexts` stops a start-up, not a mail.
 */
export function serverTexts<S extends v.GenericSchema>(language: Language, namespace: ServerNamespace, schema: S): v.InferOutput<S> {
  return v.parse(schema, serverI18n.getResourceBundle(language, namespace));
}

/** Checks one namespace in every language against its schema (called when a module registers). */
export function checkServerTexts(namespace: ServerNamespace, schema: v.GenericSchema): void {
  for (const language of LANGUAGES) serverTexts(language, namespace, schema);
}

/** A value outside a sentence, written by the same i18next formatters as the app's (contract/formatting.ts). */
export function formatValue(value: unknown, name: FormatName, language: string, options: FormatOptions = {}): string {
  const formatter = serverI18n.services.formatter;
  if (!formatter) throw new Error('i18next is not initialised');
  return String(formatter.format(value, name, language, options));
}
