import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, type AdminFormationDetail } from '../../../contract/editor';
import { seededRandom } from '../../../contract/seeded-random';
import { lessons, modules, quizQuestions } from '../../../server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';
import { must } from '../catalogue/fixture';
import { caller, okJson, tri, type Call } from './support';

/**
 * Concurrent editors of one formation. Every structural change takes the formation's row lock, so on
 * PostgreSQL (TEST_DATABASE_URL, several pooled connections) reorders, appends and deletes that race still
 * leave positions 1..n with no gap or duplicate, and version checks let exactly one of two PATCHes win.
 */

let t: TestApp;
let agent: Call;
let admin: Call;
let formationId: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = caller(t, (await signedIn(t, ['agent'])).token);
  admin = caller(t, (await signedIn(t, ['admin'])).token);
  const formation = okJson<AdminFormationDetail>(
    await agent('POST', adminPaths.formations, { title: tri('Race'), topic: 'beekeeping', level: 'beginner' }),
    201,
  );
  formationId = formation.id;
});
afterAll(() => t.close());

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function modulePositions() {
  return t.database.db
    .select({ id: modules.id, position: modules.position })
    .from(modules)
    .where(eq(modules.formationId, formationId))
    .orderBy(asc(modules.position), asc(modules.id));
}

const isPermutation = (positions: number[]) => [...positions].sort((a, b) => a - b).every((position, index) => position === index + 1);

describe('concurrent editing of one formation', () => {
  it('appends from two editors at once never share a position', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? agent : admin)('POST', adminPaths.modules(formationId), { title: tri(`M${index}`) }),
      ),
    );
    expect(created.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    expect(isPermutation((await modulePositions()).map((row) => row.position))).toBe(true);
  });

  it('two editors reordering at once leave the positions a permutation, equal to one of the orders sent', async () => {
    const random = seededRandom(20261124);
    for (let round = 0; round < 8; round += 1) {
      const ids = (await modulePositions()).map((row) => row.id);
      const [first, second] = [shuffle(ids, random), shuffle(ids, random)];
      const results = await Promise.all([
        agent('PUT', adminPaths.moduleOrder(formationId), { ids: first }),
        admin('PUT', adminPaths.moduleOrder(formationId), { ids: second }),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      const after = await modulePositions();
      expect(isPermutation(after.map((row) => row.position))).toBe(true);
      expect([first, second]).toContainEqual(after.map((row) => row.id));
    }
  });

  it('a reorder racing a delete and an append is either applied whole or refused whole', async () => {
    const random = seededRandom(7);
    for (let round = 0; round < 5; round += 1) {
      const ids = (await modulePositions()).map((row) => row.id);
      const order = shuffle(ids, random);
      const victim = must(ids[round]);
      const [reordered, deleted, appended] = await Promise.all([
        agent('PUT', adminPaths.moduleOrder(formationId), { ids: order }),
        admin('DELETE', adminPaths.module(formationId, victim)),
        admin('POST', adminPaths.modules(formationId), { title: tri(`late ${round}`) }),
      ]);
      expect(deleted.statusCode).toBe(204);
      expect(appended.statusCode).toBe(201);
      // Applied before the delete and the append, or refused because the list changed under it.
      expect([200, 422]).toContain(reordered.statusCode);
      const after = await modulePositions();
      expect(after.map((row) => row.id)).not.toContain(victim);
      expect(new Set(after.map((row) => row.position)).size).toBe(after.length);
      // Positions stay in 1..n+gaps from deletes only: reorder once more and they are exactly 1..n.
      okJson(await agent('PUT', adminPaths.moduleOrder(formationId), { ids: after.map((row) => row.id) }));
      expect(isPermutation((await modulePositions()).map((row) => row.position))).toBe(true);
    }
  });

  it('lessons and questions reordered concurrently stay permutations', async () => {
    const module = must((await modulePositions())[0]).id;
    for (let index = 0; index < 6; index += 1) {
      okJson(await agent('POST', adminPaths.lessons(formationId, module), { title: tri(`L${index}`) }), 201);
      okJson(
        await agent('POST', adminPaths.questions(formationId), { text: tri(`Q${index}`), options: [tri('a'), tri('b')], correct_index: 0 }),
        201,
      );
    }
    const random = seededRandom(99);
    const lessonIds = (await t.database.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, module))).map(
      (row) => row.id,
    );
    const questionIds = (
      await t.database.db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.formationId, formationId))
    ).map((row) => row.id);
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        agent('PUT', adminPaths.lessonOrder(formationId, module), { ids: shuffle(lessonIds, random) }),
        admin('PUT', adminPaths.lessonOrder(formationId, module), { ids: shuffle(lessonIds, random) }),
        agent('PUT', adminPaths.questionOrder(formationId), { ids: shuffle(questionIds, random) }),
        admin('PUT', adminPaths.questionOrder(formationId), { ids: shuffle(questionIds, random) }),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const lessonPositions = await t.database.db.select({ position: lessons.position }).from(lessons).where(eq(lessons.moduleId, module));
      const questionPositions = await t.database.db
        .select({ position: quizQuestions.position })
        .from(quizQuestions)
        .where(eq(quizQuestions.formationId, formationId));
      expect(isPermutation(lessonPositions.map((row) => row.position))).toBe(true);
      expect(isPermutation(questionPositions.map((row) => row.position))).toBe(true);
    }
  });

  it('two PATCHes from the same version: one wins, the other gets 409 with the winner’s version', async () => {
    const current = okJson<AdminFormationDetail>(await agent('GET', adminPaths.formation(formationId)));
    const results = await Promise.all([
      agent('PATCH', adminPaths.formation(formationId), { version: current.version, duration_minutes: 10 }),
      admin('PATCH', adminPaths.formation(formationId), { version: current.version, duration_minutes: 20 }),
    ]);
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = must(results.find((res) => res.statusCode === 200)).json<AdminFormationDetail>();
    const loser = must(results.find((res) => res.statusCode === 409)).json<{ version: number; current: { duration_minutes: number } }>();
    expect(winner.version).toBe(current.version + 1);
    expect(loser.version).toBe(winner.version);
    expect(loser.current.duration_minutes).toBe(winner.duration_minutes);
  });
});
