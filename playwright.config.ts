import { defineConfig, devices } from '@playwright/test';
import { freePortSync } from './e2e/support/free-port';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './e2e/support/paths';

// Chosen once in the runner; workers inherit the environment and so the same port.
// Not 4173: that port stays free for `vite preview` (DESIGN.md).
process.env.E2E_PORT ??= String(freePortSync());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const BROWSER = { ...devices['Desktop Chrome'], channel: undefined };
/** Specs about what only the whole browser has: Background Fetch goes through its download service. */
const WHOLE_BROWSER = ['**/download-schedule.spec.ts'];
/** The spec files that take longest (a minute or more on a 2-core machine), longest first where it matters. */
const LONG_JOURNEYS = [
  '**/course-pack.spec.ts',
  '**/study.spec.ts',
  '**/site.spec.ts',
  '**/exam.spec.ts',
  '**/direct-routes.spec.ts',
  '**/outbox-offline-calm.spec.ts',
  '**/screen-texts.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One folder per run: Playwright empties its output folder at start, which must not break a
  // run going on beside it in the same checkout.
  outputDir: `test-results/${process.env.E2E_PORT}`,
  fullyParallel: false,
  // Two files at a time: most of a test is waiting (for a server, a service worker, a network that is
  // off for a while), so two browsers share two cores well; a third did not shorten the step and starved the
  // pages of CPU (docs/performance-log.md). Each worker past the first has a server of its own
  // (support/fixtures.ts), and the files that change data start their own (server-per-file.ts).
  // E2E_WORKERS=1 runs one file at a time.
  workers: Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // The academy's own /api/geo reads this proxy header, so language detection never depends on
    // third-party services or on where the test machine is.
    extraHTTPHeaders: { 'X-Country-Code': 'GB' },
    // Recording a trace of every test cost 15-20% of the run's time on this 2-core host (catalogue and
    // demo-content specs: 78-88 s with, 70-72 s without). A failure still leaves a screenshot and the
    // page's snapshot; `npm run test:e2e -- --trace retain-on-failure` records traces when diagnosing.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  // Playwright hands out files in the order of the projects, each project's files alphabetically. The long
  // journeys go first, so the workers end together instead of one finishing a journey alone while the
  // others wait (a run measured one worker idle for its last two minutes).
  projects: [
    { name: 'journeys', testMatch: LONG_JOURNEYS, use: BROWSER },
    {
      name: 'whole-browser',
      testMatch: WHOLE_BROWSER,
      use: { ...BROWSER, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    { name: 'chromium', testIgnore: [...LONG_JOURNEYS, ...WHOLE_BROWSER], use: BROWSER },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/web-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: process.env.E2E_PORT },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
