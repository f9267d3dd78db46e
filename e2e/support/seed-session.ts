import type { BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS, type Language } from '../../contract/constants';

/** What POST /api/login answers, as far as the browser keeps it. */
export interface StoredSession {
  token: string;
  user: unknown;
}

type Stored = readonly [keys: typeof STORAGE_KEYS, token: string, user: unknown, language: Language];

// Runs in the page: it may use only its argument, so it is passed to the browser as it is written here.
function writeSession([keys, token, user, language]: Stored): void {
  localStorage.setItem(keys.authToken, token);
  localStorage.setItem(keys.token, token);
  localStorage.setItem(keys.user, JSON.stringify(user));
  localStorage.setItem(keys.language, language);
  localStorage.setItem(keys.cookieConsent, 'declined');
}

/**
 * Leaves the page signed in the way the login screen does with "keep me logged in", in `language`, with
 * the cookie choice made, so a test or bench starts on the screen it measures. The page must already be
 * on the academy's origin; the next navigation reads the session.
 */
export async function seedSession(page: Page, session: StoredSession, language: Language = 'en'): Promise<void> {
  await page.evaluate(writeSession, [STORAGE_KEYS, session.token, session.user, language] as const);
}

/** The same, written before any script of every page the target opens (for a first navigation). */
export async function seedSessionOnLoad(target: Page | BrowserContext, session: StoredSession, language: Language = 'en'): Promise<void> {
  await target.addInitScript(writeSession, [STORAGE_KEYS, session.token, session.user, language] as const);
}
