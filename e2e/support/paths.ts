import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = path.join(ROOT, 'dist');

/** Debian's Chromium (apt package `chromium`); browsers are not downloaded by Playwright here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The same Chromium without the browser around the page (apt package `chromium-headless-shell`), which
 * is what Playwright itself runs headless tests in. Four spec files took 84 s instead of 118 s in it, with
 * 84 instead of 115 CPU-seconds: on a 2-core machine the browser is most of the suite's work.
 * It has no download service, so a Background Fetch never completes there, and no installation prompt:
 * the tests of those use CHROMIUM_PATH. Without the package, CHROMIUM_PATH serves for everything.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

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
