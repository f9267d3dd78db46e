import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSettings, SendMessageResponse } from '../../../contract/chat';
import { buildApp } from '../../../server/app';
import { enrollments, formations } from '../../../server/db/schema/catalogue';
import { chatMessages, chatSessions } from '../../../server/db/schema/chat';
import { chatHousekeeping } from '../../../server/modules/chat/housekeeping';
import { quotaClock } from '../../../server/modules/chat/quota';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { seedCatalogueRows } from './seed-catalogue';
import { uuidv7 } from '../../../contract/uuid';

let t: TestApp;
let admin: Person;
const formationIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['admin']);
  for (const [slug, id] of await seedCatalogueRows(t)) formationIds.set(slug, id);
});
afterAll(() => t.close());
afterEach(() => {
  quotaClock.now = () => new Date();
});

let deviceCounter = 0;
/** A visitor of its own: a fresh device id and address, so tests never share a quota. */
function visitor() {
  deviceCounter += 1;
  return {
    headers: { 'x-device-id': `device-${deviceCounter}-${Date.now().toString(36)}` },
    ip: `10.77.${deviceCounter % 250}.${(deviceCounter * 3) % 250}`,
  };
}
type Asker = { headers: Record<string, string>; ip: string };

const settingsBody = (overrides: Partial<Record<string, unknown>> = {}) => ({
  enabled: true,
  provider: 'builtin',
  daily_quota: 20,
  base_url: '',
  model: '',
  timeout_ms: 5000,
  system_prompt: { ar: 'أنت مرشد الأكاديمية.', fr: "Vous êtes le guide de l'académie.", en: 'You are the academy guide.' },
  ...overrides,
});

async function putSettings(overrides: Partial<Record<string, unknown>> = {}, app: FastifyInstance = t.app) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/chat-config',
    headers: bearer(admin.token),
    payload: settingsBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function startSession(asker: Asker, app: FastifyInstance = t.app): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/chat/start-session', headers: asker.headers, remoteAddress: asker.ip });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ session_id: string }>().session_id;
}

function send(asker: Asker, sessionId: string, message: string, app: FastifyInstance = t.app, language?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: asker.headers,
    remoteAddress: asker.ip,
    payload: { session_id: sessionId, message, ...(language ? { language } : {}) },
  });
}

describe('public calls (SPEC §7 shapes)', () => {
  it('config, remaining requests and a session have exactly the spec shapes, on by default with the built-in guide', async () => {
    const asker = visitor();
    const config = await t.app.inject({ method: 'GET', url: '/api/chat/config' });
    expect(config.json()).toEqual({ is_enabled: true, is_configured: true });
    const remaining = await t.app.inject({
      method: 'GET',
      url: '/api/chat/remaining-requests',
      headers: asker.headers,
      remoteAddress: asker.ip,
    });
    expect(remaining.json()).toEqual({ remaining_requests: 20, has_exceeded_limit: false });
    const session = await t.app.inject({ method: 'POST', url: '/api/chat/start-session', headers: asker.headers, remoteAddress: asker.ip });
    expect(session.statusCode).toBe(201);
    expect(Object.keys(session.json()).sort()).toEqual(['remaining_requests', 'session_id']);
    expect(session.json().remaining_requests).toBe(20);
  });

  it('answers "كيف أبدأ تربية النحل؟" in Arabic, citing and linking the beekeeping formations, and keeps the history', async () => {
    const asker = visitor();
    const sessionId = await startSession(asker);
    const response = await send(asker, sessionId, 'كيف أبدأ تربية النحل؟', t.app, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SendMessageResponse>();
    expect(Object.keys(body).sort()).toEqual(['message_id', 'metadata', 'remaining_requests', 'response']);
    expect(body.remaining_requests).toBe(19);
    expect(body.metadata).toMatchObject({ provider: 'builtin', language: 'ar', answered: true });
    const firstHive = formationIds.get('beekeeping-first-hive');
    expect(body.response).toContain(`href="/course/${firstHive}"`);
    expect(body.response).toContain('تربية النحل للمبتدئين');
    expect(body.metadata.sources[0]?.id).toBe(firstHive);
    expect(body.response).toMatch(/[\u0600-\u06ff]/);
    expect(body.response).not.toMatch(/Beekeeping|Apiculture/);

    const historyResponse = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history/${sessionId}`,
      headers: asker.headers,
      remoteAddress: asker.ip,
    });
    const { messages } = historyResponse.json<{ messages: Array<Record<string, unknown>> }>();
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(['content', 'created_at', 'id', 'metadata', 'role']);
    expect(messages[0]?.content).toBe('كيف أبدأ تربية النحل؟');
    expect(messages[1]?.id).toBe(body.message_id);
    expect(messages[1]?.content).toBe(body.response);
  });

  it.each([
    ['fr', 'Comment dimensionner une pompe solaire pour mon puits ?', 'solar-pumping-sizing-installation'],
    ['en', 'How do I keep my drip irrigation emitters from clogging?', 'drip-irrigation-design-maintenance'],
    ['ar', 'كيف أصنع السماد العضوي (الكومبوست)؟', 'organic-compost-soil-fertility'],
    ['fr', 'Comment traiter le varroa dans mes ruches ?', 'bee-health-varroa-honey-harvest'],
  ])('answers in %s with the right formation first: %s', async (language, question, slug) => {
    const asker = visitor();
    const response = await send(asker, await startSession(asker), question, t.app, 'en');
    const body = response.json<SendMessageResponse>();
    expect(body.metadata.language).toBe(language);
    expect(body.metadata.sources[0]?.id).toBe(formationIds.get(slug));
    expect(body.response).toContain(`href="/course/${formationIds.get(slug)}"`);
  });

  it('says plainly when it does not know, pointing to the contact page, and answers site questions from the FAQ', async () => {
    const asker = visitor();
    const sessionId = await startSession(asker);
    const unknown = (await send(asker, sessionId, 'Who won the football world cup in 1998?')).json<SendMessageResponse>();
    expect(unknown.metadata).toMatchObject({ answered: false, sources: [], language: 'en' });
    expect(unknown.response).toContain('href="/contact"');
    const faq = (await send(asker, sessionId, 'Is the certificate recognised?')).json<SendMessageResponse>();
    expect(faq.metadata.answered).toBe(true);
    expect(faq.response).toContain('href="/faq"');
  });

  it('refuses a blank, an over-long or a NUL-carrying message as a field error, and counts none of them', async () => {
    const asker = visitor();
    const sessionId = await startSession(asker);
    const cases: Array<[string, string]> = [
      ['   \n ', 'validation.field_required'],
      ['a'.repeat(1001), 'validation.too_long'],
      ['bees\u0000', 'validation.invalid_characters'],
    ];
    for (const [message, code] of cases) {
      const response = await send(asker, sessionId, message);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.message).toEqual([code]);
    }
    expect((await send(asker, sessionId, 'a'.repeat(1000))).statusCode).toBe(200);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: { ...asker.headers, 'content-type': 'application/json' },
      remoteAddress: asker.ip,
      payload: '{',
    });
    expect(notJson.statusCode).toBeLessThan(500);
    const remaining = await t.app.inject({
      method: 'GET',
      url: '/api/chat/remaining-requests',
      headers: asker.headers,
      remoteAddress: asker.ip,
    });
    expect(remaining.json().remaining_requests).toBe(19);
  });

  it("a conversation is its creator's alone: another visitor, another learner or an unknown id get 404", async () => {
    const owner = visitor();
    const sessionId = await startSession(owner);
    const learner = await signedIn(t, ['client']);
    const learnerSession = await t.app.inject({ method: 'POST', url: '/api/chat/start-session', headers: bearer(learner.token) });
    const learnerSessionId = learnerSession.json<{ session_id: string }>().session_id;
    const stranger = visitor();
    expect((await send(stranger, sessionId, 'bees')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chat/history/${sessionId}`, headers: stranger.headers, remoteAddress: stranger.ip }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/history/${sessionId}`, headers: bearer(learner.token) })).statusCode).toBe(
      404,
    );
    expect((await send({ headers: owner.headers, ip: owner.ip }, learnerSessionId, 'bees')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/history/not-a-uuid' })).statusCode).toBe(404);
    expect((await send(owner, '01900000-0000-7000-8000-000000000000', 'bees')).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/chat/history/${learnerSessionId}`, headers: bearer(learner.token) });
    expect(own.json()).toEqual({ messages: [] });
  });
});

describe('daily quota', () => {
  it('lets the quota through, refuses the next with 429 chatbot.limit_exceeded and Retry-After until midnight, and starts again the next day', async () => {
    await putSettings({ daily_quota: 3 });
    try {
      quotaClock.now = () => new Date('2026-11-24T22:00:00Z');
      const learner = await signedIn(t, ['client']);
      const asker = { headers: bearer(learner.token), ip: '10.78.0.1' };
      const sessionId = await startSession(asker);
      const remaining = [];
      for (let i = 0; i < 3; i += 1) remaining.push((await send(asker, sessionId, 'ruche')).json<SendMessageResponse>().remaining_requests);
      expect(remaining).toEqual([2, 1, 0]);
      const refused = await send(asker, sessionId, 'ruche');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('chatbot.limit_exceeded');
      expect(Number(refused.headers['retry-after'])).toBe(2 * 3600);
      const state = await t.app.inject({ method: 'GET', url: '/api/chat/remaining-requests', headers: asker.headers });
      expect(state.json()).toEqual({ remaining_requests: 0, has_exceeded_limit: true });
      quotaClock.now = () => new Date('2026-11-25T00:00:01Z');
      expect((await t.app.inject({ method: 'GET', url: '/api/chat/remaining-requests', headers: asker.headers })).json()).toEqual({
        remaining_requests: 3,
        has_exceeded_limit: false,
      });
      expect((await send(asker, sessionId, 'ruche')).statusCode).toBe(200);
    } finally {
      await putSettings();
    }
  });

  it('30 sends at once around the limit, through two servers on one database, let exactly the quota through', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const learner = await signedIn(t, ['client']);
      const asker = { headers: bearer(learner.token), ip: '10.78.1.1' };
      const sessionId = await startSession(asker);
      for (let i = 0; i < 15; i += 1) expect((await send(asker, sessionId, 'irrigation')).statusCode).toBe(200);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => send(asker, sessionId, 'irrigation goutte à goutte', i % 2 ? other : t.app)),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(25);
      const seen = await other.inject({ method: 'GET', url: '/api/chat/remaining-requests', headers: asker.headers });
      expect(seen.json()).toEqual({ remaining_requests: 0, has_exceeded_limit: true });
    } finally {
      await other.close();
    }
  });

  it('counts visitors per device, and caps one address at five devices worth even when each send invents a device id', async () => {
    await putSettings({ daily_quota: 2 });
    try {
      const ip = '10.79.0.1';
      const first = { headers: { 'x-device-id': 'visitor-device-one' }, ip };
      const sessionId = await startSession(first);
      expect((await send(first, sessionId, 'bees')).statusCode).toBe(200);
      expect((await send(first, sessionId, 'bees')).statusCode).toBe(200);
      expect((await send(first, sessionId, 'bees')).statusCode).toBe(429);
      let allowed = 2;
      for (let i = 0; i < 12; i += 1) {
        const asker = { headers: { 'x-device-id': `invented-device-${i}` }, ip };
        const response = await send(asker, await startSession(asker), 'bees');
        if (response.statusCode === 200) allowed += 1;
        else expect(response.json().code).toBe('chatbot.limit_exceeded');
      }
      expect(allowed).toBe(10);
    } finally {
      await putSettings();
    }
  });
});

describe('admin settings', () => {
  it('are for admins only', async () => {
    const client = await signedIn(t, ['client']);
    const agent = await signedIn(t, ['agent']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chat-config' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chat-config', headers: bearer(client.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chat-config', headers: bearer(agent.token) })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/chat-config',
          headers: bearer(agent.token),
          payload: settingsBody({ enabled: false }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/config' })).json().is_enabled).toBe(true);
  });

  it('store the API key but never return it: set, kept when absent, cleared with null', async () => {
    const secret = 'sk-test-secret-key-1234567890';
    const set = await putSettings({ provider: 'openai_compatible', base_url: 'http://93.184.216.34:9/v1', model: 'tiny', api_key: secret });
    expect(set.body).not.toContain(secret);
    expect(set.json<ChatSettings>()).toMatchObject({ has_api_key: true, provider: 'openai_compatible', is_configured: true });
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/chat-config', headers: bearer(admin.token) });
    expect(read.body).not.toContain(secret);
    expect(Object.keys(read.json()).sort()).toEqual([
      'base_url',
      'daily_quota',
      'enabled',
      'has_api_key',
      'is_configured',
      'model',
      'provider',
      'system_prompt',
      'timeout_ms',
      'updated_at',
    ]);
    const kept = await putSettings({ provider: 'openai_compatible', base_url: 'http://93.184.216.34:9/v1', model: 'tiny' });
    expect(kept.json<ChatSettings>().has_api_key).toBe(true);
    const cleared = await putSettings({ api_key: null });
    expect(cleared.json<ChatSettings>()).toMatchObject({ has_api_key: false, provider: 'builtin' });
  });

  it('refuse an OpenAI-compatible provider without address or model, and a non-http address', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat-config',
      headers: bearer(admin.token),
      payload: settingsBody({ provider: 'openai_compatible', base_url: 'javascript:alert(1)' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ base_url: ['validation.invalid_value'], model: ['validation.field_required'] });
    const quota = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat-config',
      headers: bearer(admin.token),
      payload: settingsBody({ daily_quota: 0 }),
    });
    expect(quota.json().errors).toMatchObject({ daily_quota: ['validation.invalid_value'] });
  });

  it('turned off: the config says so, and no session starts nor message is answered', async () => {
    const asker = visitor();
    const sessionId = await startSession(asker);
    await putSettings({ enabled: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/chat/config' })).json()).toEqual({ is_enabled: false, is_configured: true });
      const start = await t.app.inject({ method: 'POST', url: '/api/chat/start-session', headers: asker.headers, remoteAddress: asker.ip });
      expect(start.statusCode).toBe(503);
      expect(start.json().code).toBe('chatbot.disabled');
      expect((await send(asker, sessionId, 'bees')).statusCode).toBe(503);
    } finally {
      await putSettings();
    }
    expect(await t.database.db.select().from(formations).where(eq(formations.slug, 'beekeeping-first-hive'))).toHaveLength(1);
  });
});

describe('housekeeping', () => {
  it('forgets conversations older than 90 days with their messages, and keeps recent ones', async () => {
    const asker = visitor();
    const old = await startSession(asker);
    const recent = await startSession(asker);
    expect((await send(asker, old, 'bees')).statusCode).toBe(200);
    await t.database.db
      .update(chatSessions)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(chatSessions.id, old));
    expect(await chatHousekeeping(t.database.db)).toBe(1);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, old))).toHaveLength(0);
    expect(await t.database.db.select().from(chatSessions).where(eq(chatSessions.id, recent))).toHaveLength(1);
  });
});

describe('answers with the lesson', () => {
  it('answers "كيف أسقي الطماطم بالتنقيط؟" with the drip formation, quoting its free lesson and linking it', async () => {
    const asker = visitor();
    const body = (await send(asker, await startSession(asker), 'كيف أسقي الطماطم بالتنقيط؟')).json<SendMessageResponse>();
    const drip = formationIds.get('drip-irrigation-design-maintenance');
    expect(body.metadata).toMatchObject({ answered: true, language: 'ar' });
    expect(body.metadata.sources[0]?.id).toBe(drip);
    expect(body.response).toMatch(new RegExp(`href="/course/${drip}/(study\\?lesson=[0-9a-f-]{36}|enroll)"`));
    expect(body.response).toContain('<em>');
  });

  it('names a paid lesson and links the enrolment page instead of quoting it', async () => {
    const asker = visitor();
    const body = (await send(asker, await startSession(asker), 'When is honey ready to harvest?')).json<SendMessageResponse>();
    const beeHealth = formationIds.get('bee-health-varroa-honey-harvest');
    expect(body.metadata.sources[0]?.id).toBe(beeHealth);
    expect(body.response).toContain(`href="/course/${beeHealth}/enroll"`);
    expect(body.response).toContain('When to harvest: cappings and moisture');
    expect(body.response).not.toContain('<em>');
  });

  it('quotes a paid lesson to a learner enrolled in its formation, and links the lesson itself', async () => {
    const learner = await signedIn(t, ['client']);
    const beeHealth = formationIds.get('bee-health-varroa-honey-harvest') ?? '';
    await t.database.db.insert(enrollments).values({ id: uuidv7(), userId: learner.user.id, formationId: beeHealth, status: 'active' });
    const asker = { headers: bearer(learner.token), ip: '10.78.0.1' };
    const body = (await send(asker, await startSession(asker), 'When is honey ready to harvest?')).json<SendMessageResponse>();
    expect(body.metadata.sources[0]?.id).toBe(beeHealth);
    expect(body.response).toMatch(new RegExp(`href="/course/${beeHealth}/study\\?lesson=[0-9a-f-]{36}"`));
    expect(body.response).not.toContain(`href="/course/${beeHealth}/enroll"`);
    expect(body.response).toContain('<em>');
  });

  it('understands Darija and Arabizi and answers them in Arabic', async () => {
    const asker = visitor();
    const sessionId = await startSession(asker);
    for (const question of ['كيفاش نسقي الطوماطيش بالكوت كوت؟', 'kifach nsqi tomatich b goutte a goutte']) {
      const body = (await send(asker, sessionId, question, t.app, 'fr')).json<SendMessageResponse>();
      expect(body.metadata).toMatchObject({ answered: true, language: 'ar' });
      expect(body.metadata.sources[0]?.id).toBe(formationIds.get('drip-irrigation-design-maintenance'));
    }
    const unknown = (await send(asker, sessionId, 'ما هي عاصمة فرنسا؟')).json<SendMessageResponse>();
    expect(unknown.metadata).toMatchObject({ answered: false, sources: [] });
    expect(unknown.response).toContain('href="/contact"');
    expect(unknown.response).toContain('href="/faq"');
  });
});
