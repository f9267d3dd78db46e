/**
 * The Arabic screens a learner and a trainer tripped over, on a 390 × 844 touch phone, on the Playwright web server: what the
 * walk found is asserted (isolated phone examples, both password errors, a visible chevron that points
 * along the reading direction, 44 px targets under `pointer: coarse`, the added module scrolled to and
 * announced, no dash among the home counters), and each screen is photographed for docs/screens/ when
 * SCREENS_DIR is set (the committed pictures were made once so). Sessions are seeded through the API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { seedSessionOnLoad } from './support/seed-session';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA' });

const auth = locale('ar', 'auth');
const errors = locale('ar', 'errors');
const editor = locale('ar', 'catalogue-admin');

/** Pictures for the closing note, only when asked: CI takes none. */
async function photograph(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-ar-390.png`, fullPage: false });
}

async function inArabic(page: Page) {
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.language, 'ar');
    localStorage.setItem(keys.cookieConsent, 'declined');
  }, STORAGE_KEYS);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

test('register: each phone example reads left to right, and both password errors show', async ({ page }) => {
  await inArabic(page);
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const examples = page.locator('bdi[dir="ltr"]');
  await expect(examples).toHaveText(['06 12 34 56 78', '+33 6 12 34 56 78']);
  // Laid out left to right: the first digits are left of the last ones on the screen.
  for (const example of await examples.all()) {
    expect(await example.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const firstLeftOfLast = await example.evaluate((element) => {
      const node = element.firstChild as Text;
      const range = document.createRange();
      const left = (start: number) => {
        range.setStart(node, start);
        range.setEnd(node, start + 2);
        return range.getBoundingClientRect().left;
      };
      return left(0) < left(node.data.length - 2);
    });
    expect(firstLeftOfLast).toBe(true);
  }

  await page.getByLabel(text(auth, 'register.password'), { exact: true }).fill('short');
  await page.getByLabel(text(auth, 'register.passwordConfirmation'), { exact: true }).fill('other');
  await page.getByLabel(text(auth, 'register.passwordConfirmation'), { exact: true }).blur();
  // The errors namespace keeps its dotted codes as flat keys.
  await expect(page.getByText(String(errors['registration.password_too_short']))).toBeVisible();
  await expect(page.getByText(String(errors['registration.password_mismatch']))).toBeVisible();
  await page.getByText(text(auth, 'register.phone'), { exact: true }).scrollIntoViewIfNeeded();
  await photograph(page, 'register');
});

test('course outline: each module shows a chevron at its start that points left in Arabic, then down', async ({ page, request }) => {
  const list = (await (await request.get('/api/formations?per_page=1')).json()) as { data: { id: string }[] };
  const id = list.data[0]?.id;
  if (!id) throw new Error('no published formation');
  await inArabic(page);
  await page.goto(`/course/${id}`);
  const summary = page.locator('.course-outline summary').first();
  await summary.scrollIntoViewIfNeeded();
  const chevron = summary.locator('.course-outline__chevron');
  await expect(chevron).toBeVisible();
  const [chevronBox, titleBox] = [await box(chevron), await box(summary.locator('.course-outline__title'))];
  expect(chevronBox.width).toBeGreaterThanOrEqual(6);
  // At the start of the line: on the right in Arabic.
  expect(chevronBox.x).toBeGreaterThan(titleBox.x);
  const angle = () => chevron.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).b);
  // rotate(-45deg): the tip points left, along the Arabic reading direction.
  expect(await angle()).toBeLessThan(0);
  await summary.click();
  await expect(page.locator('.course-outline details').first()).toHaveAttribute('open', '');
  // rotate(-135deg) once open: down. Polled, since the chevron turns with a transition.
  await expect.poll(angle).toBeLessThan(0);
  await expect.poll(() => chevron.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBeLessThan(0);
  await photograph(page, 'course-outline');
});

/** A draft formation of the test's own (the demo ones stay as the other specs expect), opened by the admin. */
async function openDraft(page: Page, request: APIRequestContext): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((demo) => demo.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  const login = await request.post('/api/login', { data: { email: admin.email, password: admin.password } });
  const session = (await login.json()) as { token: string; user: unknown };
  const created = await request.post('/api/admin/formations', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { title: { ar: 'تكوين للهاتف', fr: 'Formation du téléphone', en: 'Phone formation' }, topic: 'beekeeping', level: 'beginner' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await seedSessionOnLoad(page, session, 'ar');
  await page.goto(`/dashboard/formations/${id}`);
}

test('editor: publishing without a picture warns first and shows the generated cover', async ({ page, request }) => {
  await openDraft(page, request);
  await page.getByRole('button', { name: text(editor, 'publish.publish'), exact: true }).click();
  const warning = page.getByRole('alert').filter({ hasText: text(editor, 'publish.noPicture') });
  await expect(warning).toBeVisible();
  const cover = warning.locator('[data-generated-cover]');
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('تكوين للهاتف');
  expect((await box(cover.locator('svg'))).width).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: text(editor, 'publish.publishWithoutPicture') })).toBeVisible();
  await warning.scrollIntoViewIfNeeded();
  await photograph(page, 'publish-no-picture');
});

test('editor: 44 px targets on a touch screen, and an added module is scrolled to and announced', async ({ page, request }) => {
  await openDraft(page, request);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await page.getByRole('tab', { name: text(editor, 'tabs.content') }).click();

  const add = page.locator('.editor-add > summary', { hasText: text(editor, 'modules.add') });
  for (let module = 1; module <= 3; module += 1) {
    const form = add.locator('..');
    if (!(await form.evaluate((details) => (details as HTMLDetailsElement).open))) await add.click();
    for (const language of ['ar', 'fr', 'en'] as const) {
      await form
        .getByRole('textbox', { name: `${text(editor, 'modules.title')} (${text(editor, `languages.${language}`)})` })
        .fill(`وحدة ${module} ${language}`);
    }
    await form.getByRole('button', { name: text(editor, 'modules.addSubmit') }).click();
    // Announced in a polite live region, and brought into view.
    await expect(page.locator('.editor-live[aria-live="polite"]')).toContainText(`وحدة ${module} ar`);
    const added = page.locator('.module-item', { hasText: `وحدة ${module} ar` });
    await expect(added).toBeInViewport();
  }

  // Every tap target of the editor, and both "add" summaries, at least 44 × 44 px.
  const targets = page.locator('.editor-section button:visible, .editor-section summary:visible');
  expect(await targets.count()).toBeGreaterThan(5);
  for (const target of await targets.all()) {
    const { width, height } = await box(target);
    const name = (await target.textContent())?.trim();
    expect(height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(width, `${name} width`).toBeGreaterThanOrEqual(44);
  }
  // The lesson panel draws no vertical rule along its side.
  await page.locator('.editor-add > summary').first().scrollIntoViewIfNeeded();
  await photograph(page, 'editor-modules');
});

test('home: no counter shown as a dash', async ({ page }) => {
  await inArabic(page);
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('—');
  for (const counter of await page.locator('[data-stat]').all()) await expect(counter.locator('.stats__value')).not.toBeEmpty();
});

test('chat: room kept at the page end, the bubble steps aside while typing, the window fills a phone', async ({ page }) => {
  const chat = locale('ar', 'chat');
  await inArabic(page);
  await page.goto('/register');
  const bubble = page.getByRole('button', { name: text(chat, 'bubble') });
  await expect(bubble).toBeVisible({ timeout: 20_000 });
  // The page ends with room for the bubble, so the last controls can scroll out from under it.
  expect((await box(page.locator('.chat-spacer'))).height).toBeGreaterThanOrEqual((await box(bubble)).height);

  const firstName = page.getByLabel(text(auth, 'register.firstName'), { exact: true });
  await firstName.focus();
  await expect(bubble).toBeHidden();
  await firstName.blur();
  await expect(bubble).toBeVisible();

  await bubble.click();
  const dialog = page.getByRole('dialog', { name: text(chat, 'title') });
  await expect(dialog).toBeVisible();
  expect(await box(dialog)).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  await expect(dialog.locator('.chat-quota__label')).toHaveText(text(chat, 'remainingLabel'));
  await photograph(page, 'chat-fullscreen');
});

test('downloads: the cost in dirhams before downloading and the month’s total after; "remove download" is a bordered 44 px button', async ({
  page,
  request,
}) => {
  const downloads = locale('ar', 'downloads');
  const list = (await (await request.get('/api/formations?per_page=100')).json()) as { data: { id: string; price_centimes: number }[] };
  const free = list.data.find((formation) => formation.price_centimes === 0);
  if (!free) throw new Error('no free formation');
  const email = `phone-${Date.now().toString(36)}@example.test`;
  const password = 'phone-ar-390-2025';
  expect(
    (
      await request.post('/api/register', {
        data: { first_name: 'حسن', last_name: 'الوالي', email, phone: '0661234567', password, password_confirmation: password },
      })
    ).status(),
  ).toBe(201);
  const session = (await (await request.post('/api/login', { data: { email, password } })).json()) as { token: string; user: unknown };
  expect(
    (
      await request.post('/api/enrollments', { headers: { authorization: `Bearer ${session.token}` }, data: { formation_id: free.id } })
    ).ok(),
  ).toBe(true);
  await seedSessionOnLoad(page, session, 'ar');
  // A learner in Morocco: the server writes the country into the page, which picks the default price.
  await page.setExtraHTTPHeaders({ 'X-Country-Code': 'MA' });
  await page.goto(`/course/${free.id}/study`);
  // The cost before the download, in dirhams, with the app's Latin digits.
  const cost = page.getByTestId('data-cost');
  await expect(cost).toContainText('د.م.', { timeout: 30_000 });
  expect(await cost.textContent()).toMatch(/\d,\d\d/);
  expect(await cost.textContent()).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  await page.getByRole('button', { name: text(downloads, 'control.download') }).click();
  await expect(page.getByText(new RegExp(`^${text(downloads, 'state.complete').replace('({{size}})', '')}`))).toBeVisible({
    timeout: 45_000,
  });

  await page.goto('/downloads');
  // What the download used this month, and its cost, fits the phone's width.
  const month = page.getByTestId('month-usage');
  await expect(month).toContainText('د.م.');
  await expect(month).toContainText(/(م\.ب|ك\.ب)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const remove = page.locator('.download-item__actions button').last();
  await expect(remove).toBeVisible();
  const { width, height } = await box(remove);
  expect(height).toBeGreaterThanOrEqual(44);
  expect(width).toBeGreaterThanOrEqual(44);
  const border = await remove.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderInlineStartWidth), color: style.borderInlineStartColor };
  });
  expect(border.width).toBeGreaterThanOrEqual(1);
  expect(border.color).not.toBe('rgba(0, 0, 0, 0)');
  await photograph(page, 'downloads');
});

test('attachments: a text opens in the app’s reader (Arabic paragraph right to left), a PDF downloads under its own name', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const study = locale('ar', 'study');
  const downloads = locale('ar', 'downloads');
  const common = locale('ar', 'common');
  const admin = DEMO_ACCOUNTS.find((demo) => demo.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  const staff = (await (await request.post('/api/login', { data: { email: admin.email, password: admin.password } })).json()) as {
    token: string;
  };
  const staffAuth = { authorization: `Bearer ${staff.token}` };
  const list = (await (await request.get('/api/formations?per_page=100')).json()) as { data: { id: string; slug: string }[] };
  const formationId = list.data.find((formation) => formation.slug === 'beekeeping-first-hive')?.id ?? '';
  expect(formationId).not.toBe('');
  // The lesson that carries the seeded text sheet (a French, an Arabic and an English paragraph).
  const tree = (await (await request.get(`/api/admin/formations/${formationId}`, { headers: staffAuth })).json()) as {
    modules: { id: string; lessons: { id: string; attachments: { file_name: string }[] }[] }[];
  };
  const TEXT = 'visite-ruche-checklist.txt';
  const owner = tree.modules
    .flatMap((module) => module.lessons.map((lesson) => ({ moduleId: module.id, lesson })))
    .find(({ lesson }) => lesson.attachments.some((file) => file.file_name === TEXT));
  if (!owner) throw new Error('no lesson with the text sheet');
  const attachmentsUrl = `/api/admin/formations/${formationId}/modules/${owner.moduleId}/lessons/${owner.lesson.id}/attachments`;
  // A small PDF on the same lesson, removed again at the end so the other specs see the seeded content.
  const PDF = 'fiche-ruche.pdf';
  const pdfBytes = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const added = await request.post(attachmentsUrl, {
    headers: staffAuth,
    multipart: { file: { name: PDF, mimeType: 'application/pdf', buffer: pdfBytes } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const pdf = (await added.json()) as { id: string; file_name: string };
  try {
    // Staff study every lesson without the progression lock: the sheet's lesson (module 3) opens at once.
    const session = (await (await request.post('/api/login', { data: { email: admin.email, password: admin.password } })).json()) as {
      token: string;
      user: unknown;
    };
    await seedSessionOnLoad(page, session, 'ar');
    await page.goto(`/course/${formationId}/study?lesson=${owner.lesson.id}`);
    // Downloaded, the attachments open from the phone.
    await page.getByRole('button', { name: text(downloads, 'control.download') }).click();
    await expect(page.getByText(new RegExp(`^${text(downloads, 'state.complete').replace('({{size}})', '')}`))).toBeVisible({
      timeout: 60_000,
    });

    const open = (name: string) => page.getByRole('button', { name: text(study, 'resources.open').replace('{{name}}', name) });
    const pages = page.context().pages().length;
    await open(TEXT).click();
    const reader = page.getByRole('dialog');
    await expect(reader).toBeVisible();
    // An Arabic paragraph (the section's heading line starts with the Latin "AR -", which dir="auto" reads as left to right).
    const arabic = reader.locator('p', { hasText: 'قبل الفحص' }).first();
    const french = reader.locator('p', { hasText: 'Visite de la ruche' }).first();
    await expect(arabic).toHaveAttribute('dir', 'auto');
    expect(await arabic.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await french.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The app's page: its viewport (no sideways scrolling, the reader within the phone) and its font.
    expect((await box(reader)).width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const fonts = await arabic.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
    expect(parseFloat(await arabic.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
    await photograph(page, 'attachment-reader');
    await reader.getByRole('button', { name: text(common, 'ui.close') }).click();
    await expect(reader).toBeHidden();

    // The PDF goes to the phone's own viewer as a download under its file name, not as a blob: tab.
    const [download] = await Promise.all([page.waitForEvent('download'), open(pdf.file_name).click()]);
    expect(download.suggestedFilename()).toBe(PDF);
    expect(page.context().pages().length).toBe(pages);
  } finally {
    await request.delete(`${attachmentsUrl}/${pdf.id}`, { headers: staffAuth });
  }
});
