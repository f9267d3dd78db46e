import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormationDetailSchema } from '../../../contract/catalogue';
import { AdminReviewPageSchema, AdminReviewSchema, RatingResultSchema } from '../../../contract/exam';
import { reviews } from '../../../server/db/schema/catalogue';
import { reviewAuthorName } from '../../../server/modules/exam/ratings-service';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { answersWith, examQuestions, insertExamFormation, readyLearner, submit } from './exam-fixture';

let t: TestApp;
let formationId: string;
beforeAll(async () => {
  t = await createTestApp();
  // The fixture's two seeded reviews (5 and 4 stars) are there before anyone rates.
  formationId = await insertExamFormation(t, 'exam-ratings');
});
afterAll(() => t.close());

async function certified(): Promise<Person> {
  const learner = await readyLearner(t, formationId);
  const res = await submit(t, learner.token, formationId, answersWith(await examQuestions(t, formationId), 10));
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.body}`);
  return learner;
}

function rate(token: string, body: unknown, key: string = crypto.randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/formations/${formationId}/ratings`,
    payload: body as object,
    headers: { ...bearer(token), 'idempotency-key': key },
  });
}

async function counters() {
  const detail = v.parse(FormationDetailSchema, (await t.app.inject({ method: 'GET', url: `/api/formations/${formationId}` })).json());
  return { average: detail.rating_average, count: detail.reviews_count };
}

describe('POST /api/formations/{id}/ratings', () => {
  it('publishes a certificate holder’s rating at once and counts it in the course page’s average and reviews count', async () => {
    expect(await counters()).toEqual({ average: 4.5, count: 2 });
    const learner = await certified();
    const res = await rate(learner.token, { rating: 3, feedback: '  Clear videos, I would like more about varroa.  ' });
    expect(res.statusCode).toBe(200);
    expect(v.parse(RatingResultSchema, res.json())).toMatchObject({
      formation_id: formationId,
      rating: 3,
      feedback: 'Clear videos, I would like more about varroa.',
      published: true,
      rating_average: 4,
      reviews_count: 3,
    });
    expect(await counters()).toEqual({ average: 4, count: 3 });
    const list = (await t.app.inject({ method: 'GET', url: `/api/formations/${formationId}/reviews` })).json<{
      data: { description: string; author_name: string }[];
    }>();
    expect(list.data).toContainEqual(
      expect.objectContaining({ description: 'Clear videos, I would like more about varroa.', author_name: 'Test C.' }),
    );
  });

  it('updates the learner’s one review when they rate again, and takes a replay once', async () => {
    const learner = await certified();
    const before = await counters();
    const key = crypto.randomUUID();
    const first = await rate(learner.token, { rating: 1 }, key);
    const replay = await rate(learner.token, { rating: 1 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const second = v.parse(RatingResultSchema, (await rate(learner.token, { rating: 5, feedback: 'Better on second look.' })).json());
    expect(second.review_id).toBe(v.parse(RatingResultSchema, first.json()).review_id);
    expect(second.reviews_count).toBe(before.count + 1);
    const mine = await t.database.db.select().from(reviews).where(eq(reviews.userId, learner.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 5, description: 'Better on second look.' });
  });

  it('requires a selected rating of 1 to 5 (422 certificate.rating_required); feedback is optional', async () => {
    const learner = await certified();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: '4' }]) {
      expect((await rate(learner.token, body)).json()).toMatchObject({ status: 422, errors: { rating: ['certificate.rating_required'] } });
    }
    expect((await rate(learner.token, { rating: 4, feedback: 'x'.repeat(2001) })).json()).toMatchObject({
      errors: { feedback: ['validation.too_long'] },
    });
    expect((await rate(learner.token, { rating: 4 })).statusCode).toBe(200);
  });

  it('is for certificate holders: an enrolled learner without the certificate gets 409 certificate.required', async () => {
    const learner = await readyLearner(t, formationId);
    expect((await rate(learner.token, { rating: 5 })).json()).toMatchObject({ status: 409, code: 'certificate.required' });
    expect((await t.app.inject({ method: 'POST', url: `/api/formations/${formationId}/ratings`, payload: { rating: 5 } })).statusCode).toBe(
      401,
    );
  });
});

describe('review moderation (staff)', () => {
  it('lets agents and admins hide a review, which leaves the average and count, and show it again', async () => {
    const learner = await certified();
    const rated = v.parse(RatingResultSchema, (await rate(learner.token, { rating: 1, feedback: 'Spam spam spam' })).json());
    const agent = await signedIn(t, ['agent']);
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${rated.review_id}`,
      payload: { published: false },
      headers: bearer(agent.token),
    });
    expect(v.parse(AdminReviewSchema, hidden.json())).toMatchObject({
      id: rated.review_id,
      published: false,
      description: 'Spam spam spam',
    });
    expect((await counters()).count).toBe(rated.reviews_count - 1);

    const listed = v.parse(
      AdminReviewPageSchema,
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?published=false', headers: bearer(agent.token) })).json(),
    );
    expect(listed.data.map((review) => review.id)).toContain(rated.review_id);
    expect(listed.data.every((review) => !review.published)).toBe(true);

    // The author rating again does not bring a hidden review back.
    const again = v.parse(RatingResultSchema, (await rate(learner.token, { rating: 2 })).json());
    expect(again.published).toBe(false);

    const admin = await signedIn(t, ['admin']);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${rated.review_id}`,
      payload: { published: true },
      headers: bearer(admin.token),
    });
    expect((await counters()).count).toBe(rated.reviews_count);
  });

  it('refuses learners (403), bad input (422) and unknown reviews (404)', async () => {
    const learner = await signedIn(t, ['client']);
    const agent = await signedIn(t, ['agent']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(learner.token) })).statusCode).toBe(403);
    const url = `/api/admin/reviews/${crypto.randomUUID()}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { published: false }, headers: bearer(learner.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PATCH', url, payload: { published: 'no' }, headers: bearer(agent.token) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { published: false }, headers: bearer(agent.token) })).statusCode).toBe(
      404,
    );
  });
});

describe('reviewAuthorName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(reviewAuthorName('Khadija', 'benali')).toBe('Khadija B.');
    expect(reviewAuthorName('خديجة', 'بنعلي')).toBe('خديجة ب.');
    expect(reviewAuthorName('Karim', '')).toBe('Karim');
    expect(reviewAuthorName(' ', 'X')).toBeNull();
  });
});
