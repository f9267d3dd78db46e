// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../contract/study';
import { PublicDatabase } from '../../src/data/db';
import { createResourceFollower } from '../../src/data/resource-follower';
import { quizSyncTarget, quizTargetKey } from '../../src/data/resources/quiz-sync-target';
import { studyPackSyncTarget, studyPackTargetKey } from '../../src/data/resources/study-pack-sync-target';
import { createSyncEngine, type ResourceTarget, type SyncEngine } from '../../src/data/sync-engine';
import { UserDatabase } from '../../src/data/user-db';
import { ApiError } from '../../src/lib/api';
import { lessonRow, questionRow } from './catalogue-rows';

/**
 * The mirrored resources: the study pack and the exam's questions are fetched and written by the sync engine, in one transaction with their sync_state row.
 */

const FORMATION = '0190abcd-0000-7000-8000-000000000001';
const NOW = Date.parse('2026-05-01T10:00:00Z');

let counter = 0;
let user: UserDatabase;
let pub: PublicDatabase;
let engines: SyncEngine[];

beforeEach(() => {
  counter += 1;
  user = new UserDatabase(`resource-learner-${counter}`);
  pub = new PublicDatabase(`resource-public-${counter}`);
  engines = [];
});
afterEach(async () => {
  for (const engine of engines) engine.stop();
  user.close();
  pub.close();
  vi.useRealTimers();
});

function engine(): SyncEngine {
  // Resources never use the stream transport.
  const created = createSyncEngine({ transport: async () => ({ status: 304 }), locks: null, random: () => 1, now: () => new Date(NOW) });
  engines.push(created);
  return created;
}

/** The target with its HTTP side replaced by a script: each call takes the next answer. */
function scripted(target: ResourceTarget, answers: (unknown | ApiError)[]): ResourceTarget & { calls: number } {
  const withScript = {
    ...target,
    calls: 0,
    async fetch() {
      withScript.calls += 1;
      const answer = answers.shift();
      if (answer instanceof ApiError) throw answer;
      return answer;
    },
  };
  return withScript;
}

function manifest(expiresAt: number): OfflineManifest {
  // Only what the target reads: fetchOfflineManifest validated the whole of it.
  return {
    formation_id: FORMATION,
    expires_at: new Date(expiresAt).toISOString(),
    lessons: [],
    attachments: [],
  } as unknown as OfflineManifest;
}

describe('study pack', () => {
  it('is due when missing or about to expire, kept while fresh, and fetched on demand anyway', async () => {
    const sync = engine();
    const target = scripted(
      studyPackSyncTarget(user, FORMATION, () => NOW),
      [manifest(NOW + 20 * 60_000), manifest(NOW + 3_600_000), manifest(NOW + 7_200_000)],
    );
    sync.addTarget(target);
    // Missing: fetched.
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('synced');
    // Its URLs expire within the half hour (STUDY_PACK_RENEW_MARGIN_MS): fetched again, while a video
    // playing with the old ones still has 20 minutes before its link fails.
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('synced');
    expect((await user.study_packs.get(FORMATION))?.manifest.expires_at).toBe(new Date(NOW + 3_600_000).toISOString());
    // Fresh: the triggers leave it.
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('unchanged');
    expect(target.calls).toBe(2);
    // A refused signed URL asks now.
    expect(await sync.sync(studyPackTargetKey(FORMATION))).toBe('synced');
    expect(target.calls).toBe(3);
    expect(await user.study_packs.get(FORMATION)).toMatchObject({ fetched_at: new Date(NOW).toISOString() });
  });

  it('triggers that meet share one due check and one fetch, and a check during a fetch waits for it', async () => {
    const sync = engine();
    const target = scripted(
      studyPackSyncTarget(user, FORMATION, () => NOW),
      [manifest(NOW + 3_600_000), manifest(NOW + 7_200_000)],
    );
    sync.addTarget(target);
    // The screen follows the pack while the engine's first pull of every target starts.
    const [screen, firstPull] = await Promise.all([
      sync.syncIfDue(studyPackTargetKey(FORMATION)),
      sync.syncIfDue(studyPackTargetKey(FORMATION)),
    ]);
    expect([screen, firstPull]).toEqual(['synced', 'synced']);
    expect(target.calls).toBe(1);
    expect((await user.study_packs.get(FORMATION))?.manifest.expires_at).toBe(new Date(NOW + 3_600_000).toISOString());
    // A trigger while a refresh (due or not) is fetching asks once it has landed: the pack is fresh.
    const refresh = sync.sync(studyPackTargetKey(FORMATION));
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('unchanged');
    expect(await refresh).toBe('synced');
    expect(target.calls).toBe(2);
  });

  it('is due again when staff remove, add or edit a lesson after the pack was fetched', async () => {
    const sync = engine();
    const withLessons = (ids: string[], generatedAt = '2026-04-02T00:00:00.000Z') =>
      ({ ...manifest(NOW + 3_600_000), generated_at: generatedAt, lessons: ids.map((id) => ({ id })) }) as unknown as OfflineManifest;
    const kept = lessonRow(FORMATION, 'module-1', 1, { id: 'lesson-kept', updated_at: '2026-04-01T00:00:00.000Z' });
    const removed = lessonRow(FORMATION, 'module-1', 2, { id: 'lesson-removed', updated_at: '2026-04-01T00:00:00.000Z' });
    await pub.lessons.bulkPut([kept, removed]);
    const target = scripted(
      studyPackSyncTarget(
        user,
        FORMATION,
        () => NOW,
        () => pub,
      ),
      [
        withLessons(['lesson-kept', 'lesson-removed']),
        withLessons(['lesson-kept']),
        withLessons(['lesson-kept'], new Date(NOW + 2000).toISOString()),
      ],
    );
    sync.addTarget(target);
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('synced');
    // The pack and the mirror agree: nothing to do.
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('unchanged');
    // The catalogue sync removed a lesson: the pack follows, and the lesson leaves it.
    await pub.lessons.delete('lesson-removed');
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('synced');
    expect((await user.study_packs.get(FORMATION))?.manifest.lessons.map((lesson) => lesson.id)).toEqual(['lesson-kept']);
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('unchanged');
    // A lesson edited after the pack was made (server clocks on both sides): due again, once.
    await pub.lessons.put({ ...kept, updated_at: new Date(NOW + 1000).toISOString() });
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('synced');
    expect(await sync.syncIfDue(studyPackTargetKey(FORMATION))).toBe('unchanged');
    expect(target.calls).toBe(3);
  });

  it('keeps the stored pack on failure, reports a refusal but not being offline, and does not retry a refusal by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.study_packs.put({ formation_id: FORMATION, manifest: manifest(NOW - 1), fetched_at: '2026-04-01T00:00:00.000Z' });
    const sync = engine();
    const target = scripted(
      studyPackSyncTarget(user, FORMATION, () => NOW),
      [new ApiError('enrollment.required', 402), new ApiError('network.error', 0), manifest(NOW + 3_600_000)],
    );
    sync.addTarget(target);
    expect(await sync.sync(studyPackTargetKey(FORMATION))).toBe('failed');
    expect((await user.sync_state.get(studyPackTargetKey(FORMATION)))?.error_code).toBe('enrollment.required');
    expect((await user.study_packs.get(FORMATION))?.fetched_at).toBe('2026-04-01T00:00:00.000Z');
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(target.calls).toBe(1);

    expect(await sync.sync(studyPackTargetKey(FORMATION))).toBe('failed');
    expect((await user.sync_state.get(studyPackTargetKey(FORMATION)))?.error_code).toBeNull();
    // Offline is transient: the engine tries again after its back-off and the pack lands.
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.waitFor(async () =>
      expect((await user.study_packs.get(FORMATION))?.manifest.expires_at).toBe(new Date(NOW + 3_600_000).toISOString()),
    );
    expect(target.calls).toBe(3);
  });
});

describe('exam questions before the catalogue has them', () => {
  it('writes the questions into the mirrored questions table, and is due only while there are none', async () => {
    const questions = [questionRow(FORMATION, 1), questionRow(FORMATION, 2)];
    const sync = engine();
    const target = scripted(quizSyncTarget(pub, FORMATION), [{ formation_id: FORMATION, pass_mark: 7, max_score: 10, questions }]);
    sync.addTarget(target);
    expect(await sync.syncIfDue(quizTargetKey(FORMATION))).toBe('synced');
    expect(await pub.questions.where('formation_id').equals(FORMATION).toArray()).toEqual(questions);
    expect(await sync.syncIfDue(quizTargetKey(FORMATION))).toBe('unchanged');
    expect(target.calls).toBe(1);
  });

  it('names SPEC §8’s two failures: no exam for the course, or not loaded', async () => {
    const sync = engine();
    sync.addTarget(scripted(quizSyncTarget(pub, FORMATION), [new ApiError('quiz.no_data', 404), new ApiError('server.error', 503)]));
    expect(await sync.sync(quizTargetKey(FORMATION))).toBe('failed');
    expect((await pub.sync_state.get(quizTargetKey(FORMATION)))?.error_code).toBe('quiz.no_data');
    expect(await sync.sync(quizTargetKey(FORMATION))).toBe('failed');
    expect((await pub.sync_state.get(quizTargetKey(FORMATION)))?.error_code).toBe('quiz.fetch_failed');
  });
});

describe('following from screens', () => {
  it('pulls on follow, shares one target between two screens, and lets go when the last one leaves', async () => {
    const sync = engine();
    const follower = createResourceFollower(sync);
    const exam = { formation_id: FORMATION, pass_mark: 7, max_score: 10, questions: [questionRow(FORMATION, 1)] };
    const target = scripted(quizSyncTarget(pub, FORMATION), [exam, exam]);
    const first = follower.follow(target, { now: true });
    expect(await first.pulled).toBe('synced');
    const second = follower.follow(target);
    expect(await second.pulled).toBe('unchanged');
    first.release();
    expect(await follower.refresh(quizTargetKey(FORMATION))).toBe('synced');
    second.release();
    // Nobody shows it any more: the engine no longer knows it.
    expect(await follower.refresh(quizTargetKey(FORMATION))).toBe('busy');
    expect(target.calls).toBe(2);
  });

  it('an answer that comes back after the screen let go is not written', async () => {
    const sync = engine();
    const follower = createResourceFollower(sync);
    let answer: (value: unknown) => void = () => undefined;
    const target: ResourceTarget = { ...quizSyncTarget(pub, FORMATION), fetch: () => new Promise((resolve) => (answer = resolve)) };
    const following = follower.follow(target, { now: true });
    following.release();
    answer({ formation_id: FORMATION, pass_mark: 7, max_score: 10, questions: [questionRow(FORMATION, 1)] });
    expect(await following.pulled).toBe('busy');
    expect(await pub.questions.count()).toBe(0);
  });

  it('the engine’s triggers pull followed resources that are due, and only those', async () => {
    const sync = engine();
    const follower = createResourceFollower(sync);
    const pack = scripted(
      studyPackSyncTarget(user, FORMATION, () => NOW),
      [manifest(NOW + 3_600_000)],
    );
    await user.study_packs.put({ formation_id: FORMATION, manifest: manifest(NOW + 3_600_000), fetched_at: '2026-04-01T00:00:00.000Z' });
    const quiz = scripted(quizSyncTarget(pub, FORMATION), [
      { formation_id: FORMATION, pass_mark: 7, max_score: 10, questions: [questionRow(FORMATION, 1)] },
    ]);
    follower.follow(pack);
    follower.follow(quiz);
    sync.start();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await pub.questions.count()).toBe(1));
    expect(pack.calls).toBe(0);
    follower.dropWhere((target) => target.db === pub);
    expect(await follower.refresh(quizTargetKey(FORMATION))).toBe('busy');
  });
});
