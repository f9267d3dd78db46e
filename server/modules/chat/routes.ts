import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ChatConfigSchema,
  ChatHistorySchema,
  ChatSessionParamsSchema,
  RemainingRequestsSchema,
  SendMessageInputSchema,
  SendMessageResponseSchema,
  StartSessionSchema,
  type ChatConfig,
  type ChatHistory,
  type RemainingRequests,
  type SendMessageResponse,
  type StartSession,
} from '../../../contract/chat';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../../contract/outbox';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema/catalogue';
import { tooManyRequests } from '../../lib/http/limit-requests';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { consume, release, type LimitRule } from '../../lib/http/rate-limiter';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { identify } from '../../plugins/authenticate';
import { requestLanguage } from '../../lib/http/accept-language';
import { chatAdminRoutes } from './admin-routes';
import { builtinGuide } from './builtin-guide';
import { checkChatTexts } from './chat-texts';
import { createSession, history, ownsSession, recordExchange } from './conversations';
import { knowledgeIndex } from './knowledge';
import { openAiCompatible } from './openai-provider';
import { ProviderError, type AnswerProvider } from './provider';
import { giveBack, remainingQuestions, takeQuestion, type ChatIdentity } from './quota';
import { retrieve } from '../../../contract/chat-search/retrieval';
import { isConfigured, loadSettings, type ChatSettingsRecord } from './settings';
import { detectLanguage } from '../../../contract/chat-search/text-analysis';

/** A question is at most 1000 characters; the body never needs more than this. */
const SEND_BODY_LIMIT = 16 * 1024;
/**
 * New conversations per hour (README, "Limits"). The widget keeps its conversation across page loads, so
 * a person opens a handful a day. A signed-in learner is counted by account alone (their daily question
 * quota already bounds the cost), so a shared Wi-Fi never stops a learner. A visitor is counted by device
 * and by address; the address allows many devices' worth, since a cooperative or a carrier's NAT is a
 * whole village behind one address, and still stops a script that invents a device id per request.
 */
export const SESSION_LIMITS = {
  user: { limit: 60, windowSeconds: 3600 },
  device: { limit: 30, windowSeconds: 3600 },
  address: { limit: 300, windowSeconds: 3600 },
} as const satisfies Record<string, LimitRule>;

/** The session-limit keys of an asker, each with its rule. */
function sessionLimitKeys(identity: ChatIdentity): Array<{ key: string; rule: LimitRule }> {
  if (identity.kind === 'user') return [{ key: `chat-session:user:${identity.userId}`, rule: SESSION_LIMITS.user }];
  const address = { key: `chat-session:address:${identity.address}`, rule: SESSION_LIMITS.address };
  return identity.deviceId ? [{ key: `chat-session:device:${identity.deviceId}`, rule: SESSION_LIMITS.device }, address] : [address];
}

/** Counts one new conversation on every key of the asker, or on none (a refusal gives back what was counted). */
async function takeSession(db: Db, identity: ChatIdentity): Promise<void> {
  const counted: string[] = [];
  for (const { key, rule } of sessionLimitKeys(identity)) {
    const verdict = await consume(db, key, rule);
    if (!verdict.allowed) {
      for (const done of counted) await release(db, done);
      throw tooManyRequests(verdict);
    }
    counted.push(key);
  }
}

const PROVIDERS: Record<ChatSettingsRecord['provider'], AnswerProvider> = { builtin: builtinGuide, openai_compatible: openAiCompatible };

/** The asker: the signed-in learner, else the visitor's device id (X-Device-Id) and address. */
async function chatIdentity(request: FastifyRequest): Promise<ChatIdentity> {
  const user = await identify(request);
  if (user) return { kind: 'user', userId: user.id };
  const raw = request.headers[DEVICE_ID_HEADER.toLowerCase()];
  const deviceId = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return { kind: 'visitor', deviceId: DEVICE_ID_PATTERN.test(deviceId) ? deviceId : null, address: request.ip };
}

const unavailable = () => new HttpProblem(503, 'chatbot.disabled');

/** The paid formations whose lessons the asker may read, so the guide quotes them: a learner's active enrolments. */
async function readableFormations(db: Db, identity: ChatIdentity): Promise<ReadonlySet<string>> {
  if (identity.kind !== 'user') return new Set();
  const rows = await db
    .select({ formationId: enrollments.formationId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, identity.userId), eq(enrollments.status, 'active')));
  return new Set(rows.map((row) => row.formationId));
}

/** The chat assistant (SPEC §2, §4, §7): anonymous visitors and learners alike, within a daily quota. */
export async function chatRoutes(app: ApiInstance) {
  checkChatTexts();
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const config = describeRoute({
    tags: ['chat'],
    summary: 'Whether the assistant is switched on and ready to answer, so the app shows or hides it',
    access: 'public',
    response: { 200: ChatConfigSchema },
  });
  app.get('/chat/config', { schema: config }, async (): Promise<ChatConfig> => {
    const settings = await loadSettings(db);
    return { is_enabled: settings.enabled, is_configured: isConfigured(settings) };
  });

  const remaining = describeRoute({
    tags: ['chat'],
    summary: "Questions left today: the learner's, else the visitor's (X-Device-Id and address)",
    access: 'optional-user',
    response: { 200: RemainingRequestsSchema },
  });
  app.get('/chat/remaining-requests', { schema: remaining }, async (request): Promise<RemainingRequests> => {
    const settings = await loadSettings(db);
    const remaining = await remainingQuestions(db, await chatIdentity(request), settings.dailyQuota);
    return { remaining_requests: remaining, has_exceeded_limit: remaining <= 0 };
  });

  const startSession = describeRoute({
    tags: ['chat'],
    summary: 'Opens a conversation with the assistant',
    access: 'optional-user',
    response: { 201: StartSessionSchema },
    errors: { 429: ['http.too_many_requests'], 503: ['chatbot.disabled'] },
  });
  app.post('/chat/start-session', { schema: startSession }, async (request, reply): Promise<StartSession> => {
    const settings = await loadSettings(db);
    if (!settings.enabled || !isConfigured(settings)) throw unavailable();
    const identity = await chatIdentity(request);
    await takeSession(db, identity);
    const sessionId = await createSession(db, identity);
    reply.code(201);
    return { session_id: sessionId, remaining_requests: await remainingQuestions(db, identity, settings.dailyQuota) };
  });

  const sendMessage = describeRoute({
    tags: ['chat'],
    summary: "Asks a question in one of the caller's conversations; the answer is HTML made by the server",
    description: 'Each question uses one of the daily quota; a question the provider could not answer (502) is given back.',
    access: 'optional-user',
    body: SendMessageInputSchema,
    response: { 200: SendMessageResponseSchema },
    errors: {
      404: ['http.not_found'],
      413: ['http.payload_too_large'],
      429: ['chatbot.limit_exceeded'],
      502: ['chatbot.provider_unavailable'],
      503: ['chatbot.disabled'],
    },
  });
  app.post('/chat/send-message', { bodyLimit: SEND_BODY_LIMIT, schema: sendMessage }, async (request): Promise<SendMessageResponse> => {
    const input = request.body;
    const identity = await chatIdentity(request);
    if (!(await ownsSession(db, input.session_id, identity))) throw notFound();
    const settings = await loadSettings(db);
    if (!settings.enabled || !isConfigured(settings)) throw unavailable();
    const verdict = await takeQuestion(db, identity, settings.dailyQuota);
    if (!verdict.allowed) {
      throw new HttpProblem(429, 'chatbot.limit_exceeded', undefined, undefined, { 'Retry-After': String(verdict.retryAfterSeconds) });
    }
    const language = detectLanguage(input.message, requestLanguage(request, input.language));
    const provider = PROVIDERS[settings.provider];
    try {
      const readable = await readableFormations(db, identity);
      const retrieval = retrieve(await knowledgeIndex(db), input.message, language, (formationId) => readable.has(formationId));
      const answer = await provider.answer({
        question: input.message,
        language,
        retrieval,
        settings,
        allowPrivateAddress: app.config.chatAllowPrivateProvider,
      });
      const metadata = { provider: provider.name, language, sources: answer.sources, answered: answer.answered };
      const messageId = await recordExchange(db, input.session_id, input.message, answer.html, metadata);
      return { message_id: messageId, response: answer.html, metadata, remaining_requests: verdict.remaining };
    } catch (error) {
      // No answer, no question used: the quota counted in advance is given back.
      await giveBack(db, verdict.counted);
      if (error instanceof ProviderError) {
        request.log.warn({ provider: provider.name, reason: error.reason }, 'chat provider failed');
        throw new HttpProblem(502, 'chatbot.provider_unavailable');
      }
      throw error;
    }
  });

  const conversation = describeRoute({
    tags: ['chat'],
    summary: "The messages of one of the caller's conversations, oldest first",
    description: "A malformed id, an unknown conversation and another caller's conversation are all 404.",
    access: 'optional-user',
    params: ChatSessionParamsSchema,
    refusesInvalidInput: false,
    response: { 200: ChatHistorySchema },
    errors: { 404: ['http.not_found'] },
  });
  app.get('/chat/history/:sessionId', { schema: conversation }, async (request): Promise<ChatHistory> => {
    const { sessionId } = request.params;
    if (!(await ownsSession(db, sessionId, await chatIdentity(request)))) throw notFound();
    return { messages: await history(db, sessionId) };
  });

  await app.register(chatAdminRoutes);
}
