import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { mailJobs } from '../../../server/db/schema/outbox';
import { createTestApp, type TestApp } from '../helpers';
import { readMails } from '../site/read-eml';

/**
 * The mail queue takes its jobs by the rule every leased queue shares (server/lib/jobs/job-lease.ts): a job
 * held by a live lease, given up, or not yet due stays where it is; a lapsed lease frees it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A job written in the state it is to be found in (the server's poll never sees it half-made). */
async function queued(state: { attempts?: number; lockedUntil?: SQL; failedAt?: SQL; nextAttemptAt?: SQL } = {}) {
  const id = uuidv7();
  await t.database.db.insert(mailJobs).values({ id, message: { to: 'farmer@example.ma', subject: 'Bonjour', text: 'Bonjour' }, ...state });
  return id;
}

async function job(id: string) {
  const [row] = await t.database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
  return row;
}

describe('the mail queue and its leases', () => {
  it('leaves a job whose lease still runs, and takes it once the lease has lapsed', async () => {
    // The state a server killed while sending leaves: the job taken once, its lease still running.
    const id = await queued({ attempts: 1, lockedUntil: sql`now() + interval '2 minutes'` });
    await t.app.mailJobs.drain();
    expect((await job(id))?.sentAt).toBeNull();

    await t.database.db
      .update(mailJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailJobs.id, id));
    await t.app.mailJobs.drain();
    const sent = await job(id);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.attempts).toBe(2);
    expect(sent?.lockedUntil).toBeNull();
  });

  it('never takes a job given up, nor one whose next attempt has not come', async () => {
    const failed = await queued({ failedAt: sql`now()` });
    const later = await queued({ nextAttemptAt: sql`now() + interval '1 hour'` });
    await t.app.mailJobs.drain();
    expect(await job(failed)).toMatchObject({ sentAt: null, attempts: 0 });
    expect(await job(later)).toMatchObject({ sentAt: null, attempts: 0 });
  });

  it('sends a job taken over after a crash once: the second attempt finds the mail of the first', async () => {
    const id = await queued();
    const mailsOf = () => readMails(t.config.mailDir).filter((mail) => mail.headers['message-id']?.includes(id));
    await t.app.mailJobs.drain();
    expect(mailsOf()).toHaveLength(1);

    // A server that wrote the mail and died before marking the job sent: its lease lapses, another takes it.
    await t.database.db
      .update(mailJobs)
      .set({ sentAt: null, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailJobs.id, id));
    await t.app.mailJobs.drain();
    expect(await job(id)).toMatchObject({ attempts: 2, lockedUntil: null });
    expect((await job(id))?.sentAt).not.toBeNull();
    const [mail, ...copies] = mailsOf();
    expect(copies).toHaveLength(0);
    // The Message-ID comes from the job: over SMTP a copy would carry the same one.
    expect(mail?.headers['message-id']).toMatch(new RegExp(`^<${id}@`));
  });
});
