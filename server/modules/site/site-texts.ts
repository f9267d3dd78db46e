import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../../contract/constants';

/**
 * The words of the site's e-mails and of the unsubscribe page. They live with every other string in
 * locales/<lang>/server/site.json (a sub-folder, so the app's bundles never carry them) and are checked
 * against this schema when first read, so a missing key fails at start-up, not in a visitor's inbox.
 */
const SiteTextsSchema = v.object({
  staffNotification: v.object({
    subjectContact: v.string(),
    subjectSupport: v.string(),
    introContact: v.string(),
    introSupport: v.string(),
    howToAnswer: v.string(),
    name: v.string(),
    email: v.string(),
    phone: v.string(),
    subject: v.string(),
    language: v.string(),
    received: v.string(),
    message: v.string(),
  }),
  welcome: v.object({ subject: v.string(), greeting: v.string(), body: v.string(), closing: v.string() }),
  unsubscribeFooter: v.string(),
  reply: v.object({
    subjectContact: v.string(),
    subjectSupport: v.string(),
    greeting: v.string(),
    signature: v.string(),
    quoteIntro: v.string(),
  }),
  unsubscribePage: v.object({
    doneTitle: v.string(),
    doneText: v.string(),
    invalidTitle: v.string(),
    invalidText: v.string(),
    home: v.string(),
  }),
});
export type SiteTexts = v.InferOutput<typeof SiteTextsSchema>;

const cache = new Map<Language, SiteTexts>();

export function siteTexts(language: Language): SiteTexts {
  let texts = cache.get(language);
  if (!texts) {
    const file = fileURLToPath(new URL(`../../../locales/${language}/server/site.json`, import.meta.url));
    texts = v.parse(SiteTextsSchema, JSON.parse(readFileSync(file, 'utf8')));
    cache.set(language, texts);
  }
  return texts;
}

/** Reads every language once, so a broken locale file stops the server at start instead of a mail later. */
export function checkSiteTexts(): void {
  for (const language of LANGUAGES) siteTexts(language);
}

/** `{{name}}` placeholders, the syntax of the app's own strings (src/lib/translator.ts). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
