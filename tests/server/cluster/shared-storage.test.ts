import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOfUploadUrl, type MediaInfo } from '../../../contract/media-library';
import type { Payment } from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import { media, mediaJobs } from '../../../server/db/schema/media';
import { claimMediaJob } from '../../../server/lib/media/media-jobs';
import { bearer, signedIn, type Person } from '../auth/support';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { cameraJpeg, jpegPart, submitReceipt } from '../payments/payments-fixture';
import { createUpload, listen, mp4Like, offsetOf, patch } from '../media/tus-client';

/**
 * One academy on two servers (issue: crowds, item 2): two apps on one PostgreSQL database, each with its
 * own DATA_DIR and one shared STORAGE_DIR, as several servers behind HAProxy run. A file kept through one
 * is served by the other, an upload begun on one is finished on the other, and a job both see runs once.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = testDatabaseKind === 'postgres';
let storageDir: string;
let one: TestApp;
let two: TestApp | undefined;
let fixture: Fixture;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'academy-shared-storage-'));
  const env = { STORAGE_DIR: storageDir, PAYMENTS_TEST_GATEWAY: '1', MEDIA_FFMPEG: 'off' };
  one = await createTestApp({ env });
  fixture = await seedFixture(one);
  // Several servers share PostgreSQL only (PGlite is one process); on PGlite one server shows where files go.
  if (url) two = await createTestApp({ env, sharedDatabaseUrl: one.config.databaseUrl });
}, 120_000);
/** The second server (PostgreSQL only). */
const second = (): TestApp => must(two, 'the second server');

afterAll(async () => {
  await two?.close();
  await one?.close();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

describe('STORAGE_DIR', () => {
  it('holds the files the academy keeps, not DATA_DIR', async () => {
    expect(one.config.storageDir).toBe(storageDir);
    expect(one.config.dataDir).not.toBe(storageDir);
    const learner = await signedIn(one, ['client']);
    const sent = await submitReceipt(one, learner.token, fixture.paidId, jpegPart(await cameraJpeg()), { reference: 'VIR-STORAGE' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(readdirSync(path.join(storageDir, 'receipts'))).toHaveLength(1);
    expect(existsSync(path.join(one.dataDir, 'receipts'))).toBe(false);
    // The signing keys too: a media URL or certificate signed by one server verifies on the others.
    expect(existsSync(path.join(storageDir, 'secrets'))).toBe(true);
    expect(existsSync(path.join(storageDir, 'media', 'videos'))).toBe(true);
  });
});

describe.runIf(onPostgres)('two servers, one database, one storage folder', () => {
  it('keeps each server its own DATA_DIR and both the one STORAGE_DIR', () => {
    expect(one.config.dataDir).not.toBe(second().config.dataDir);
    expect(one.config.storageDir).toBe(storageDir);
    expect(second().config.storageDir).toBe(storageDir);
  });

  it('serves through one server the receipt uploaded through the other', async () => {
    const learner: Person = await signedIn(one, ['client']);
    const sent = await submitReceipt(one, learner.token, fixture.paidId, jpegPart(await cameraJpeg()), { reference: 'VIR-2026-11-28' });
    expect(sent.statusCode, sent.body).toBe(201);
    const payment = sent.json<Payment>();
    const fromOne = await one.app.inject({ method: 'GET', url: `/api/payments/${payment.id}/receipt`, headers: bearer(learner.token) });
    const fromTwo = await second().app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/receipt`,
      headers: bearer(learner.token),
    });
    expect(fromOne.statusCode).toBe(200);
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.rawPayload.length).toBeGreaterThan(0);
    expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
  });

  it('finishes on one server a tus upload begun on the other', async () => {
    const agent = await signedIn(one, ['agent']);
    const [baseOne, baseTwo] = [await listen(one), await listen(second())];
    const bytes = mp4Like(64 * 1024);
    const created = await createUpload(baseOne, agent.token, bytes.length, 'lesson.mp4');
    expect(created.status).toBe(201);
    const half = 20 * 1024;
    expect((await patch(baseOne, agent.token, created.path, 0, bytes.subarray(0, half))).status).toBe(204);
    // The other server knows how far it got (the upload and its info file are in the shared folder) …
    const offset = await offsetOf(baseTwo, agent.token, created.path);
    expect(offset.status).toBe(200);
    expect(offset.offset).toBe(half);
    // … and takes the rest.
    const finished = await patch(baseTwo, agent.token, created.path, half, bytes.subarray(half));
    expect(finished.status, finished.body).toBe(204);
    const id = must(mediaIdOfUploadUrl(created.path));
    for (const app of [one, second()]) {
      const info = await app.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers: bearer(agent.token) });
      expect(info.statusCode).toBe(200);
      expect(info.json<MediaInfo>().size).toBe(bytes.length);
    }
  });

  it('runs a rendition job once when both servers look for work at the same time', async () => {
    // A media row and its queued job, as an upload leaves them; both workers then poll together, many times.
    const [row] = await one.database.db.select().from(media).limit(1);
    const mediaId = must(row, 'a media row from the upload test').id;
    const jobId = uuidv7();
    await one.database.db.insert(mediaJobs).values({ id: jobId, mediaId });
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) => claimMediaJob((index % 2 === 0 ? one : second()).database.db, 60_000)),
    );
    const taken = claims.filter((job) => job?.id === jobId);
    expect(taken).toHaveLength(1);
    const [job] = await one.database.db.select().from(mediaJobs).where(eq(mediaJobs.id, jobId));
    expect(job?.attempts).toBe(1);
  });
});
