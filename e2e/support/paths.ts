import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = path.join(ROOT, 'dist');

/** Debian's Chromium (apt package `chromium`); browsers are not downloaded by Playwright here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless run quiet and deterministic on a CI machine without a GPU or sandbox. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // As on a machine without internet: every host but this one fails to resolve, so a third-party lookup can
  // neither slow a test down nor change its result. Done by the resolver, not by intercepting requests:
  // interception sends every request of every page through Playwright.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
