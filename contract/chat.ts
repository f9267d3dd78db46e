import * as v from 'valibot';
import { maxLength } from './text';
import { LANGUAGES } from './constants';
import { UUID_PATTERN } from './uuid';

/**
 * The chat assistant's calls (SPEC §3, §7) and its admin settings. The public shapes are the spec's,
 * snake_case as written there; each check's message is an error code, so the widget and the server
 * refuse the same input with the same words.
 */

/** Longest question a learner may send: a real question fits, a pasted document does not. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Questions per day and person when the admin has not chosen (SPEC §9 leaves the value open). */
export const CHAT_DEFAULT_DAILY_QUOTA = 20;
export const CHAT_QUOTA_BOUNDS = { min: 1, max: 1000 } as const;
/** How long the server waits for an OpenAI-compatible service before answering 502. */
export const CHAT_DEFAULT_TIMEOUT_MS = 20_000;
export const CHAT_TIMEOUT_BOUNDS = { min: 1000, max: 120_000 } as const;
export const CHAT_PROMPT_MAX_LENGTH = 4000;
export const CHAT_PROVIDERS = ['builtin', 'openai_compatible'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export const ChatRoleSchema = v.picklist(['user', 'assistant']);
export type ChatRole = v.InferOutput<typeof ChatRoleSchema>;

/** GET /api/chat/config */
export const ChatConfigSchema = v.object({ is_enabled: v.boolean(), is_configured: v.boolean() });
export type ChatConfig = v.InferOutput<typeof ChatConfigSchema>;

/** GET /api/chat/remaining-requests */
export const RemainingRequestsSchema = v.object({ remaining_requests: v.number(), has_exceeded_limit: v.boolean() });
export type RemainingRequests = v.InferOutput<typeof RemainingRequestsSchema>;

/** POST /api/chat/start-session */
export const StartSessionSchema = v.object({ session_id: v.string(), remaining_requests: v.number() });
export type StartSession = v.InferOutput<typeof StartSessionSchema>;

/** A formation the answer drew on: the widget may show it, the answer's HTML already links it. */
export const ChatSourceSchema = v.object({ id: v.string(), title: v.string(), url: v.string() });
export type ChatSource = v.InferOutput<typeof ChatSourceSchema>;

export const ChatMetadataSchema = v.object({
  provider: v.picklist(CHAT_PROVIDERS),
  /** The language the answer is written in (the question's, else the interface's). */
  language: v.picklist(LANGUAGES),
  sources: v.array(ChatSourceSchema),
  /** False when the guide found nothing and said so. */
  answered: v.boolean(),
});
export type ChatMetadata = v.InferOutput<typeof ChatMetadataSchema>;

/** Blank after trimming, over-long or carrying NUL: refused as a field error of `message`. */
export const ChatMessageTextSchema = v.config(
  v.pipe(
    v.string('validation.field_required'),
    v.check((value) => !value.includes('\u0000'), 'validation.invalid_value'),
    v.trim(),
    v.nonEmpty('validation.field_required'),
    maxLength(CHAT_MESSAGE_MAX_LENGTH, 'validation.too_long'),
  ),
  { abortPipeEarly: true },
);

/** POST /api/chat/send-message; `language` is the interface's, used when the question's own is unclear. */
export const SendMessageInputSchema = v.object({
  session_id: v.pipe(v.string('validation.field_required'), v.regex(UUID_PATTERN, 'validation.invalid_value')),
  message: ChatMessageTextSchema,
  language: v.nullish(v.picklist(LANGUAGES, 'validation.invalid_value'), null),
});
export type SendMessageInput = v.InferInput<typeof SendMessageInputSchema>;

export const SendMessageResponseSchema = v.object({
  message_id: v.string(),
  /** HTML made by the server from text: escaped, links only to the academy's own routes. */
  response: v.string(),
  metadata: ChatMetadataSchema,
  remaining_requests: v.number(),
});
export type SendMessageResponse = v.InferOutput<typeof SendMessageResponseSchema>;

/** GET /api/chat/history/{sessionId}: one message; `content` is text for the user's, HTML for the assistant's. */
export const ChatHistoryMessageSchema = v.object({
  id: v.string(),
  content: v.string(),
  role: ChatRoleSchema,
  created_at: v.string(),
  metadata: v.nullable(ChatMetadataSchema),
});
export type ChatHistoryMessage = v.InferOutput<typeof ChatHistoryMessageSchema>;
export const ChatHistorySchema = v.object({ messages: v.array(ChatHistoryMessageSchema) });
export type ChatHistory = v.InferOutput<typeof ChatHistorySchema>;

export const ChatSessionParamsSchema = v.object({ sessionId: v.pipe(v.string(), v.regex(UUID_PATTERN)) });

const PromptSchema = v.pipe(v.string('validation.invalid_value'), maxLength(CHAT_PROMPT_MAX_LENGTH, 'validation.too_long'));

/** GET /api/admin/chat-config: the key itself never leaves the server, only whether one is stored. */
export const ChatSettingsSchema = v.object({
  enabled: v.boolean(),
  provider: v.picklist(CHAT_PROVIDERS),
  daily_quota: v.number(),
  base_url: v.string(),
  model: v.string(),
  has_api_key: v.boolean(),
  timeout_ms: v.number(),
  system_prompt: v.object({ ar: v.string(), fr: v.string(), en: v.string() }),
  is_configured: v.boolean(),
  updated_at: v.nullable(v.string()),
});
export type ChatSettings = v.InferOutput<typeof ChatSettingsSchema>;

const intIn = (bounds: { min: number; max: number }) =>
  v.pipe(
    v.number('validation.invalid_value'),
    v.integer('validation.invalid_value'),
    v.minValue(bounds.min, 'validation.invalid_value'),
    v.maxValue(bounds.max, 'validation.invalid_value'),
  );

/** An http(s) address without credentials, or empty while the built-in guide is used. */
export const ChatBaseUrlSchema = v.pipe(
  v.string('validation.invalid_value'),
  v.trim(),
  maxLength(500, 'validation.too_long'),
  v.check((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'validation.invalid_value'),
);

/**
 * PUT /api/admin/chat-config. `api_key`: a new key replaces the stored one, null clears it, absent
 * keeps it, so the form never needs to know the key to save other settings.
 */
export const ChatSettingsInputSchema = v.pipe(
  v.object({
    enabled: v.boolean('validation.invalid_value'),
    provider: v.picklist(CHAT_PROVIDERS, 'validation.invalid_value'),
    daily_quota: intIn(CHAT_QUOTA_BOUNDS),
    base_url: ChatBaseUrlSchema,
    model: v.pipe(v.string('validation.invalid_value'), v.trim(), maxLength(200, 'validation.too_long')),
    api_key: v.optional(
      v.nullable(
        v.pipe(
          v.string('validation.invalid_value'),
          v.trim(),
          v.nonEmpty('validation.field_required'),
          maxLength(500, 'validation.too_long'),
        ),
      ),
    ),
    timeout_ms: intIn(CHAT_TIMEOUT_BOUNDS),
    system_prompt: v.object({ ar: PromptSchema, fr: PromptSchema, en: PromptSchema }),
  }),
  v.forward(
    v.check((input) => input.provider !== 'openai_compatible' || input.base_url !== '', 'validation.field_required'),
    ['base_url'],
  ),
  v.forward(
    v.check((input) => input.provider !== 'openai_compatible' || input.model !== '', 'validation.field_required'),
    ['model'],
  ),
);
export type ChatSettingsInput = v.InferInput<typeof ChatSettingsInputSchema>;
