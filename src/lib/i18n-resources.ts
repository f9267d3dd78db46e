/**
 * The locale namespaces the app knows, typed from the English files (the source of keys), so a key that
 * does not exist in English is a type error. Add a line here when a feature adds a namespace file.
 */
import type common from '../../locales/en/common.json';
import type errors from '../../locales/en/errors.json';
import type consent from '../../locales/en/consent.json';
import type language from '../../locales/en/language.json';
import type { ParseKeys } from 'i18next';
import type { ErrorCode } from '../../contract/errors';
import type auth from '../../locales/en/auth.json';
import type profile from '../../locales/en/profile.json';
import type dashboard from '../../locales/en/dashboard.json';
import type people from '../../locales/en/people.json';
import type appUpdate from '../../locales/en/app-update.json';
import type site from '../../locales/en/site.json';
import type siteAdmin from '../../locales/en/site-admin.json';
import type catalogue from '../../locales/en/catalogue.json';
import type study from '../../locales/en/study.json';
import type downloads from '../../locales/en/downloads.json';
import type sync from '../../locales/en/sync.json';
import type quiz from '../../locales/en/quiz.json';
import type certificates from '../../locales/en/certificates.json';
import type reviewsAdmin from '../../locales/en/reviews-admin.json';
import type chat from '../../locales/en/chat.json';
import type payments from '../../locales/en/payments.json';
import type paymentsAdmin from '../../locales/en/payments-admin.json';
import type catalogueAdmin from '../../locales/en/catalogue-admin.json';
import type quizAdmin from '../../locales/en/quiz-admin.json';
import type aboutPage from '../../locales/en/site-pages/about.json';
import type cookiesPage from '../../locales/en/site-pages/cookies.json';
import type faqPage from '../../locales/en/site-pages/faq.json';
import type helpPage from '../../locales/en/site-pages/help.json';
import type privacyPage from '../../locales/en/site-pages/privacy.json';
import type termsPage from '../../locales/en/site-pages/terms.json';

export interface AppResources {
  common: typeof common;
  errors: typeof errors;
  consent: typeof consent;
  language: typeof language;
  'app-update': typeof appUpdate;
  auth: typeof auth;
  profile: typeof profile;
  dashboard: typeof dashboard;
  people: typeof people;
  site: typeof site;
  'site-admin': typeof siteAdmin;
  catalogue: typeof catalogue;
  study: typeof study;
  downloads: typeof downloads;
  sync: typeof sync;
  quiz: typeof quiz;
  certificates: typeof certificates;
  'reviews-admin': typeof reviewsAdmin;
  chat: typeof chat;
  payments: typeof payments;
  'payments-admin': typeof paymentsAdmin;
  'catalogue-admin': typeof catalogueAdmin;
  'quiz-admin': typeof quizAdmin;
  'site-pages/about': typeof aboutPage;
  'site-pages/cookies': typeof cookiesPage;
  'site-pages/faq': typeof faqPage;
  'site-pages/help': typeof helpPage;
  'site-pages/privacy': typeof privacyPage;
  'site-pages/terms': typeof termsPage;
}

export type Namespace = keyof AppResources & string;

/** The keys of one namespace, as i18next types them (plural forms folded into their base key). */
export type TranslationKey<N extends Namespace> = ParseKeys<N>;

declare module 'i18next' {
  /** Keys are typed from the English files: a key missing there is a type error. */
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
    strictKeyChecks: true;
  }
}

/**
 * Every code of contract/errors.ts needs an English translation (the other languages are checked by
 * tests/locales.test.ts). When this line fails, its type names the codes missing from locales/en/errors.json.
 */
export const everyErrorCodeTranslated: [Exclude<ErrorCode, keyof typeof errors>] extends [never]
  ? true
  : { [untranslated in Exclude<ErrorCode, keyof typeof errors>]: 'missing from locales/en/errors.json' } = true;
