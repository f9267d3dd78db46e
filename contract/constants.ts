/** Business constants of SPEC §9, shared by the app, the service worker and the server. */

export const LANGUAGES = ['ar', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const MIN_PASSWORD_LENGTH = 8;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_TRANSFER_VERIFICATION_HOURS = { min: 24, max: 48 } as const;
export const QUIZ_MAX_SCORE = 10;
export const CURRENCY = 'MAD';

export const CHAT_INPUT_ROWS = { min: 1, max: 3 } as const;

export const LANGUAGE_INIT_TIMEOUT_MS = 10_000;
export const GEOLOCATION_TIMEOUT_MS = 3_000;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/**
 * A staff list filtered by a search or a date range stops counting its matches here: counting every match
 * costs as much as the academy is large, and past a thousand the figure no longer guides anyone. The page
 * then says "1,000+" and its `next` leads on.
 */
export const LIST_TOTAL_CAP = 1_000;

/** Countries whose visitors get Arabic (SPEC §9). */
export const ARABIC_COUNTRIES: readonly string[] = [
  'MA',
  'DZ',
  'TN',
  'EG',
  'SA',
  'AE',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'LB',
  'SY',
  'IQ',
  'YE',
  'LY',
  'SD',
  'MR',
  'SO',
  'DJ',
  'KM',
];

/** Countries whose visitors get French (SPEC §9; the spec says the list may be incomplete). */
export const FRENCH_COUNTRIES: readonly string[] = [
  'FR',
  'BE',
  'CH',
  'CA',
  'SN',
  'CI',
  'ML',
  'BF',
  'NE',
  'TD',
  'CM',
  'CF',
  'CG',
  'CD',
  'GA',
  'GQ',
  'MG',
  'BI',
  'RW',
  'VU',
  'NC',
  'PF',
  'WF',
  'RE',
  'YT',
  'GP',
  'MQ',
  'GF',
  'PM',
  'BL',
  'MF',
];

/** Browser storage keys fixed by SPEC §9. */
export const STORAGE_KEYS = {
  cookieConsent: 'cookieConsent',
  language: 'user-language',
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  role: 'role',
  deviceId: 'device-id',
  /** sessionStorage: this tab's id, so its drafts (src/data/drafts) stay its own. Only the id, never text. */
  draftTab: 'draft-tab',
} as const;

export const COOKIE_CONSENT_VALUES = ['accepted', 'declined'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Session lifetimes (DESIGN.md): one day, thirty with keep-me-logged-in. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const API_BASE = '/api';
