/**
 * Mixed-direction text on an Arabic page, measured on the rendered page rather than
 * read from the markup: a Latin review keeps its full stop at its right end, and a by-line "Kofi Mensah ·
 * 24/11/2026" keeps the author first in Arabic reading order (on the right) and the date apart from it.
 * The reviews are the demo content's own (server/seed/content), on the Playwright web server.
 */
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { seedFormations } from '../server/seed/content/all';
import { expect, scrollTo, test, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { ROOT } from './support/paths';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const SCREENS = `${ROOT}/test-results/screens`;

/** A demo formation with a Latin review that ends in a full stop and has an author. */
const withLatinReview = seedFormations
  .map((formation) => ({
    slug: formation.slug,
    review: formation.reviews.find(
      (review) => review.author && /^[A-Za-z]/.test(review.author) && /^[A-Za-z][^\u0600-\u06ff]*\.$/.test(review.description ?? ''),
    ),
  }))
  .find((entry) => entry.review);

async function useArabic(page: Page) {
  await page.addInitScript(
    ([keys]) => {
      localStorage.setItem(keys.language, 'ar');
      localStorage.setItem(keys.cookieConsent, 'declined');
    },
    [STORAGE_KEYS] as const,
  );
}

/** Horizontal extent of each character of the element's text that matches `text`, in viewport pixels. */
function characterBoxes(element: Locator, text: string) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const start = node.data.indexOf(wanted);
      if (start === -1) continue;
      return Array.from({ length: wanted.length }, (_, offset) => {
        const range = document.createRange();
        range.setStart(node, start + offset);
        range.setEnd(node, start + offset + 1);
        const box = range.getBoundingClientRect();
        return { char: wanted[offset] ?? '', left: box.left, right: box.right, top: box.top };
      });
    }
    return [];
  }, text);
}

/** The box around a piece of text (all its characters, wherever they were drawn). */
function textBox(element: Locator, text: string) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const start = node.data.indexOf(wanted);
      if (start === -1) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }
    return null;
  }, text);
}

test('a Latin review and its by-line read in order on an Arabic course page', async ({ page, request }) => {
  expect(withLatinReview, 'the demo content has a Latin review ending in a full stop').toBeTruthy();
  const { slug, review } = withLatinReview as { slug: string; review: { author: string | null; description: string | null } };
  const author = review.author as string;
  const description = review.description as string;
  const list = (await (await request.get('/api/formations?per_page=100')).json()) as { data: { id: string; slug: string }[] };
  const id = list.data.find((formation) => formation.slug === slug)?.id;
  expect(id).toBeTruthy();

  await page.setViewportSize({ width: 390, height: 844 });
  await useArabic(page);
  await page.goto(`/course/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const item = page.getByRole('listitem').filter({ hasText: description });
  await expect(item).toBeVisible();
  await scrollTo(item);

  // The review is English: it runs left to right, so its full stop is the rightmost mark of its last line.
  const text = item.locator('p').filter({ hasText: description });
  const chars = await characterBoxes(text, description);
  expect(chars.length).toBe(description.length);
  const stop = chars.at(-1) as (typeof chars)[number];
  expect(stop.char).toBe('.');
  const lastLine = chars.slice(0, -1).filter((char) => Math.abs(char.top - stop.top) < 2 && char.char.trim() !== '');
  expect(lastLine.length).toBeGreaterThan(0);
  expect(stop.left).toBeGreaterThanOrEqual(Math.max(...lastLine.map((char) => char.right)) - 0.5);
  // And the review's first word starts at the left edge of the text, as English does.
  const first = chars[0] as (typeof chars)[number];
  const firstLine = chars.filter((char) => Math.abs(char.top - first.top) < 2 && char.char.trim() !== '');
  expect(first.left).toBeLessThanOrEqual(Math.min(...firstLine.map((char) => char.left)) + 0.5);

  // The by-line: in Arabic the author comes first, so on the right; the whole date is to its left,
  // none of its digits pulled into the name's run ("2026/11/Amina T. · 24" was the bug).
  const byLine = item.locator('p').filter({ hasText: author });
  const name = await textBox(byLine, author);
  const date = await byLine.locator('time').evaluate((time) => {
    const box = time.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
  expect(name).not.toBeNull();
  expect(name?.left ?? 0).toBeGreaterThanOrEqual(date.right - 0.5);
  // The name itself reads left to right: its first letter is at its left.
  const nameChars = await characterBoxes(byLine, author);
  expect(nameChars[0]?.left).toBeLessThanOrEqual(Math.min(...nameChars.map((char) => char.left)) + 0.5);

  // For the closing note: the reviews as a phone shows them (not committed).
  await page.evaluate(() => window.scrollBy(0, -200));
  await page.screenshot({ path: `${SCREENS}/course-reviews-ar-390.png` });
});
