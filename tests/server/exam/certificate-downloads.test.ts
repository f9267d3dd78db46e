import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../../server/db/schema/exam';
import { rateLimits } from '../../../server/db/schema/limits';
import { totalRenders } from '../../../server/lib/certificates/certificate-render-pool';
import { CERTIFICATE_DOWNLOAD_LIMIT, certificateDownloadKey } from '../../../server/modules/exam/download-quota';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { answersWith, examQuestions, insertExamFormation, readyLearner, resultOf, submit } from './exam-fixture';

/**
 * A certificate PDF is rendered once per code and language (in a worker thread), kept
 * under DATA_DIR, served with an ETag, and downloads are limited per user.
 */
let t: TestApp;
let holder: Person;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  const formationId = await insertExamFormation(t, 'exam-pdf-cache');
  holder = await readyLearner(t, formationId);
  code = resultOf(await submit(t, holder.token, formationId, answersWith(await examQuestions(t, formationId), 10))).certificate_code ?? '';
  expect(code).not.toBe('');
});
afterAll(() => t.close());

const download = (lang: string, headers: Record<string, string> = {}, token = holder.token) =>
  t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf?lang=${lang}`, headers: { ...bearer(token), ...headers } });
const keptFiles = () => {
  const folder = path.join(t.dataDir, 'certificates', code);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};
const quotaKey = () => certificateDownloadKey(holder.id);
const resetQuota = () => t.database.db.delete(rateLimits).where(like(rateLimits.key, 'certificate-pdf:%'));
const setHits = (hits: number) => t.database.db.update(rateLimits).set({ hits }).where(eq(rateLimits.key, quotaKey()));

describe('certificate PDF downloads', () => {
  it('renders once per code and language: the second download is the kept file, byte for byte', async () => {
    await resetQuota();
    const before = totalRenders();
    const first = await download('en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(totalRenders()).toBe(before + 1);
    expect(keptFiles()).toEqual([`en-${String(first.headers.etag).slice(1, -1)}.pdf`]);

    const second = await download('en');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(totalRenders()).toBe(before + 1);
  });

  it('renders a language once however many ask at the same time', async () => {
    await resetQuota();
    const before = totalRenders();
    const answers = await Promise.all(Array.from({ length: 12 }, () => download('ar')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(totalRenders()).toBe(before + 1);
  });

  it('answers 304 to a copy the browser has, without rendering or counting it', async () => {
    await resetQuota();
    const { etag } = (await download('fr')).headers;
    const renders = totalRenders();
    for (const header of [String(etag), `W/${String(etag)}`, `"other", ${String(etag)}`]) {
      const again = await download('fr', { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await download('fr', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect(totalRenders()).toBe(renders);
    const [counter] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, quotaKey()));
    expect(counter?.hits).toBe(2);
  });

  it('renders again when the certificate changes, and drops the old file', async () => {
    await resetQuota();
    const old = await download('en');
    await t.database.db.update(certificates).set({ holderName: 'Test client-renamed' }).where(eq(certificates.code, code));
    const renders = totalRenders();
    const changed = await download('en', { 'if-none-match': String(old.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(old.headers.etag);
    expect(totalRenders()).toBe(renders + 1);
    expect(keptFiles().filter((name) => name.startsWith('en-'))).toEqual([`en-${String(changed.headers.etag).slice(1, -1)}.pdf`]);
  });

  it(`limits downloads to ${CERTIFICATE_DOWNLOAD_LIMIT.max} an hour per user, with Retry-After`, async () => {
    await resetQuota();
    expect((await download('en')).statusCode).toBe(200);
    await setHits(CERTIFICATE_DOWNLOAD_LIMIT.max - 1);
    expect((await download('en')).statusCode).toBe(200);
    const refused = await download('en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'certificate.download_limit' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another user (staff, here) has a counter of their own.
    const staff = await signedIn(t, ['agent']);
    expect((await download('en', {}, staff.token)).statusCode).toBe(200);
    // A window that has run out starts again.
    await t.database.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, quotaKey()));
    expect((await download('en')).statusCode).toBe(200);
  });

  it('counts parallel downloads exactly: three left in the hour, ten at once, three served', async () => {
    await resetQuota();
    await download('en');
    await setHits(CERTIFICATE_DOWNLOAD_LIMIT.max - 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => download('en')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });

  it('forgets the files of a certificate that no longer exists', async () => {
    await resetQuota();
    expect(keptFiles().length).toBeGreaterThan(0);
    await t.database.db.delete(certificates).where(eq(certificates.code, code));
    expect((await download('en')).statusCode).toBe(404);
    expect(keptFiles()).toEqual([]);
  });
});
