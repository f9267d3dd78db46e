import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { enqueueEnrollment } from '../../../src/data/outbox/enqueue-enrollment';
import { enqueueLessonProgress } from '../../../src/data/outbox/enqueue-lesson-progress';
import { enqueueQuizSubmission } from '../../../src/data/outbox/enqueue-quiz-submission';
import { enqueueRating } from '../../../src/data/outbox/enqueue-rating';
import { closeUserDb, openUserDb } from '../../../src/data/user-db';
import { BASE_REQUEST_TIMEOUT_MS, requestBytes, sendTimeoutMs } from '../../../src/data/outbox/send-timeout';
import { anonymousOutboxHarness } from './anonymous-outbox-harness';

/** Ordering per resource and time-outs sized by the body (point 7). */

const harness = anonymousOutboxHarness('outbox-resources-test');
const { runner } = harness;

const add = (resource: string, note: string, files: { field: string; blob: Blob; filename: string }[] = []) =>
  enqueue(harness.db, {
    kind: 'contact',
    path: `things/${resource}`,
    body: { note },
    files,
    resource,
    userId: null,
    now: new Date(harness.clock),
  });

async function noteOf(request: Request): Promise<string> {
  if (request.headers.get('content-type')?.startsWith('application/json')) return ((await request.json()) as { note: string }).note;
  const form = await request.formData();
  return String(form.get('note'));
}

const ok = () => new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });

describe('ordering per resource', () => {
  it('a stuck upload of one resource does not hold back the rows of another', async () => {
    const receipt = new Blob([new Uint8Array(64 * 1024)], { type: 'image/jpeg' });
    await add('receipt', 'upload', [{ field: 'receipt', blob: receipt, filename: 'receipt.jpg' }]);
    await add('formation:a', 'quiz-answers');
    await add('formation:a', 'progress');
    let releaseUpload: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    const fetch = (async (request: Request) => {
      const note = await noteOf(request);
      sent.push(note);
      if (note === 'upload') return new Promise<Response>((resolve) => (releaseUpload = resolve));
      return ok();
    }) as typeof globalThis.fetch;
    const run = runner(fetch).run();
    // The other resource's rows are delivered while the upload is still on the wire.
    await waitUntil(async () => (await harness.db.outbox.count()) === 1);
    expect(sent).toEqual(['upload', 'quiz-answers', 'progress']);
    expect((await harness.db.outbox.toArray())[0]).toMatchObject({ resource: 'receipt', status: 'sending' });
    releaseUpload(ok());
    expect(await run).toEqual({ state: 'idle' });
    expect(await harness.db.outbox.count()).toBe(0);
  });

  it('a row waiting out its back-off holds back only the rows of its own resource', async () => {
    await add('formation:a', 'a-1');
    await add('formation:a', 'a-2');
    await add('formation:b', 'b-1');
    await add('formation:b', 'b-2');
    const sent: string[] = [];
    const fetch = (async (request: Request) => {
      const note = await noteOf(request);
      sent.push(note);
      if (note === 'a-1' && sent.filter((entry) => entry === 'a-1').length === 1) {
        return new Response(JSON.stringify({ status: 503, code: 'server.error' }), {
          status: 503,
          headers: { 'content-type': 'application/problem+json' },
        });
      }
      return ok();
    }) as typeof globalThis.fetch;
    const replay = runner(fetch);
    const first = await replay.run();
    expect(first).toEqual({ state: 'waiting', until: harness.clock + 2_000 });
    expect(sent).toEqual(['a-1', 'b-1', 'b-2']);
    expect((await harness.db.outbox.orderBy('id').toArray()).map((row) => [row.request.body, row.status])).toEqual([
      [{ note: 'a-1' }, 'pending'],
      [{ note: 'a-2' }, 'pending'],
    ]);
    harness.clock += 2_000;
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(sent.slice(3)).toEqual(['a-1', 'a-2']);
  });

  it('sends rows of one resource one at a time in creation order while resources run side by side', async () => {
    const notes: Record<string, string[]> = { x: [], y: [], z: [] };
    for (let i = 0; i < 6; i += 1) {
      for (const resource of Object.keys(notes)) {
        const note = `${resource}-${i}`;
        notes[resource]?.push(note);
        await add(resource, note);
      }
    }
    const inFlight = new Map<string, number>();
    let sameResourceOverlaps = 0;
    let mostAtOnce = 0;
    const sent: string[] = [];
    const fetch = (async (request: Request) => {
      const note = await noteOf(request);
      const resource = note.split('-')[0] ?? '';
      if ((inFlight.get(resource) ?? 0) > 0) sameResourceOverlaps += 1;
      inFlight.set(resource, (inFlight.get(resource) ?? 0) + 1);
      mostAtOnce = Math.max(
        mostAtOnce,
        [...inFlight.values()].reduce((a, b) => a + b, 0),
      );
      sent.push(note);
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(Math.random() * 4)));
      inFlight.set(resource, (inFlight.get(resource) ?? 1) - 1);
      return ok();
    }) as typeof globalThis.fetch;
    expect(await runner(fetch).run()).toEqual({ state: 'idle' });
    expect(sameResourceOverlaps).toBe(0);
    expect(mostAtOnce).toBeGreaterThan(1);
    for (const [resource, expected] of Object.entries(notes)) {
      expect(sent.filter((note) => note.startsWith(`${resource}-`))).toEqual(expected);
    }
    expect(await harness.db.outbox.count()).toBe(0);
  });

  it('keeps rows written before resources existed in one queue, in creation order', async () => {
    const first = await add('x', 'old-1');
    const second = await add('y', 'old-2');
    // As stored by the previous version: no resource at all.
    await harness.db.outbox.toCollection().modify((row) => {
      delete row.resource;
    });
    await harness.db.outbox.update(first.id, { next_attempt_at: harness.clock + 5_000 });
    const sent: string[] = [];
    const fetch = (async (request: Request) => {
      sent.push(await noteOf(request));
      return ok();
    }) as typeof globalThis.fetch;
    const replay = runner(fetch);
    expect(await replay.run()).toEqual({ state: 'waiting', until: harness.clock + 5_000 });
    expect(sent).toEqual([]);
    harness.clock += 5_000;
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(sent).toEqual(['old-1', 'old-2']);
    expect(await harness.db.outbox.get(second.id)).toBeUndefined();
  });
});

describe('the learner’s writes', () => {
  it('queue per formation: enrollment, progress, exam and rating of one formation in order, another formation apart', async () => {
    const learner = openUserDb('resources-learner');
    try {
      await enqueueEnrollment(learner, 'f-1');
      await enqueueLessonProgress(learner, { formation_id: 'f-1', lesson_id: 'l-1', position_seconds: 10, completed: true });
      await enqueueQuizSubmission(learner, 'f-1', [{ question_id: 'q-1', option_id: 1 }]);
      await enqueueRating(learner, 'f-1', { rating: 5, feedback: '' });
      await enqueueEnrollment(learner, 'f-2');
      const rows = await learner.outbox.orderBy('id').toArray();
      expect(rows.map((row) => [row.kind, row.resource])).toEqual([
        ['enrollment', 'formation:f-1'],
        ['lesson-progress', 'formation:f-1'],
        ['quiz-submission', 'formation:f-1'],
        ['rating', 'formation:f-1'],
        ['enrollment', 'formation:f-2'],
      ]);
    } finally {
      closeUserDb();
    }
  });
});

describe('time-outs sized by the body', () => {
  it('gives a 5 MB receipt more than it needs at 400 kbit/s, and a small JSON body the base', () => {
    const receipt = {
      method: 'POST' as const,
      path: 'payments/receipts',
      body: { amount: 1 },
      files: [{ field: 'receipt', blob: new Blob([new Uint8Array(5 * 1024 * 1024)]), filename: 'r.jpg' }],
    };
    const small = { method: 'POST' as const, path: 'progress', body: { lesson_id: 'l', position_seconds: 3 }, files: [] };
    const atFourHundredKbit = (requestBytes(receipt) * 8) / 400;
    expect(atFourHundredKbit).toBeGreaterThan(100_000);
    expect(sendTimeoutMs(receipt)).toBeGreaterThan(atFourHundredKbit + BASE_REQUEST_TIMEOUT_MS / 2);
    expect(sendTimeoutMs(small)).toBeLessThan(BASE_REQUEST_TIMEOUT_MS + 100);
    expect(sendTimeoutMs(small)).toBeGreaterThanOrEqual(BASE_REQUEST_TIMEOUT_MS);
  });

  it('lets a big body finish on a slow link where a small one with the same delay times out', async () => {
    const big = new Blob([new Uint8Array(50_000)]);
    await add('small', 'small');
    await add('big', 'big', [{ field: 'file', blob: big, filename: 'big.bin' }]);
    const outcomes: Record<string, string> = {};
    // Every answer comes after 150 ms; the base time-out is 20 ms; the big body is given 20 ms + 50 kB at 80 kbit/s = 5 s.
    const fetch = ((request: Request) =>
      Promise.race([
        new Promise<Response>((resolve) => setTimeout(() => resolve(ok()), 150)),
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('The operation timed out.', 'TimeoutError'))),
        ),
      ])) as typeof globalThis.fetch;
    const replay = runner(fetch, {
      requestTimeoutMs: 20,
      floorBitsPerSecond: 80_000,
      onAttempt: (row, outcome) => {
        outcomes[row.resource ?? ''] = outcome.type;
      },
    });
    const result = await replay.run();
    expect(outcomes).toEqual({ small: 'retry', big: 'ack' });
    expect(result.state).toBe('waiting');
    expect((await harness.db.outbox.toArray()).map((row) => [row.resource, row.last_error])).toEqual([['small', 'network.error']]);
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('condition never held');
}
