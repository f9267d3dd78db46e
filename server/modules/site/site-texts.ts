import * as v from 'valibot';
import type { Language } from '../../../contract/constants';
import { checkServerTexts, serverT, serverTexts, type ServerT } from '../../lib/i18n';

/**
 * The words of the site's e-mails and of the unsubscribe page. They live with every other string in
 * locales/<lang>/server/site.json (a sub-folder, so the app's bundles never carry them) and are checked
 * against this schema at start-up, so a missing key fails there, not in a visitor's inbox.
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

/** The site's strings of one language, checked (server/lib/i18n.ts reads them with every other locale file). */
export function siteTexts(language: Language): SiteTexts {
  return serverTexts(language, 'site', SiteTextsSchema);
}

/** Checks every language, so a broken locale file stops the server at start instead of a mail later. */
export function checkSiteTexts(): void {
  checkServerTexts('site', SiteTextsSchema);
}

/** The site's strings through i18next: `{{name}}` interpolation and `{{date, datetime(…)}}` formats. */
export function siteT(language: Language): ServerT {
  return serverT(language, 'site');
}
