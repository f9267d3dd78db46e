/**
 * The screens read exactly as before: the visible text of a few key screens in Arabic,
 * French and English is compared with e2e/baselines/screen-texts.json, recorded from the in-house
 * translator's build before the switch to i18next. `UPDATE_SCREEN_TEXTS=1` rewrites the baseline
 * (only after a deliberate wording change). Arabic must also be right to left.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { startInProcessServer, type InProcessServer } from './support/in-process-server';
import { expect, revealFooterForms, test, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const BASELINE = path.join(ROOT, 'e2e', 'baselines', 'screen-texts.json');
const UPDATE = process.env.UPDATE_SCREEN_TEXTS === '1';
const LANGUAGES = ['ar', 'fr', 'en'] as const;
/** `course` is the first course of the list (its id is made by the seed), reached by its link. */
const SCREENS = ['/', '/courses', 'course', '/login', '/register', '/about', '/faq', '/contact', '/no-such-page'];

type Texts = Record<string, { dir: string; lang: string; text: string }>;

let server: InProcessServer;
const recorded: Texts = {};
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startInProcessServer(DIST);
});
test.afterAll(async () => {
  await server?.stop();
  if (UPDATE) writeFileSync(BASELINE, `${JSON.stringify(recorded, null, 2)}\n`);
});

/** The page's visible text once it stops changing (lazy parts and the sync stream settle). */
async function settledText(page: Page): Promise<string> {
  let previous = '';
  let stableReads = 0;
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(() =>
          document.body.innerText
            .replace(/[ \t]+/g, ' ')
            .replace(/\n\s*\n+/g, '\n')
            .trim(),
        );
        stableReads = current === previous && current.length > 0 ? stableReads + 1 : 0;
        previous = current;
        return stableReads >= 3;
      },
      { intervals: [300], timeout: 30_000 },
    )
    .toBe(true);
  return masked(previous);
}

/** Review dates and the footer's year follow the clock (the seed dates reviews from today): masked. */
function masked(text: string): string {
  return text.replace(/ · .+$/gm, ' · <date>').replace(/© \d{4}/g, '© <year>');
}

for (const language of LANGUAGES) {
  test(`key screens read as before in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
    const baseline: Texts = !UPDATE && existsSync(BASELINE) ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as Texts) : {};
    for (const screen of SCREENS) {
      if (screen === 'course') {
        await page.goto(`${server.url}/courses`);
        await page.locator('main li a[href^="/course/"]').first().click();
        await page.waitForURL(/\/course\/[^/]+$/);
      } else {
        await page.goto(`${server.url}${screen}`);
      }
      await expect(page.getByRole('main')).toBeVisible();
      await revealFooterForms(page);
      const text = await settledText(page);
      const html = page.locator('html');
      const entry = { dir: (await html.getAttribute('dir')) ?? '', lang: (await html.getAttribute('lang')) ?? '', text };
      const id = `${language} ${screen}`;
      recorded[id] = entry;
      if (!UPDATE) expect.soft(entry, id).toEqual(baseline[id]);
    }
    expect(recorded[`${language} /`]?.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });
}
