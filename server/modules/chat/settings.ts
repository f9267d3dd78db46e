import { eq } from 'drizzle-orm';
import { CHAT_DEFAULT_DAILY_QUOTA, CHAT_DEFAULT_TIMEOUT_MS, type ChatProvider, type ChatSettings } from '../../../contract/chat';
import type { Translatable } from '../../../contract/translatable';
import type { Db } from '../../db/client';
import { chatSettings } from '../../db/schema/chat';
import { chatTexts } from './chat-texts';

/** The settings as the server uses them; `apiKey` never leaves this module's callers towards a client. */
export interface ChatSettingsRecord {
  enabled: boolean;
  provider: ChatProvider;
  dailyQuota: number;
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  systemPrompt: Translatable;
  updatedAt: Date | null;
}

export function defaultSystemPrompt(): Translatable {
  return { ar: chatTexts('ar').defaultSystemPrompt, fr: chatTexts('fr').defaultSystemPrompt, en: chatTexts('en').defaultSystemPrompt };
}

/** Out of the box: on, with the built-in guide, which needs no external service. */
export function defaultSettings(): ChatSettingsRecord {
  return {
    enabled: true,
    provider: 'builtin',
    dailyQuota: CHAT_DEFAULT_DAILY_QUOTA,
    baseUrl: '',
    model: '',
    apiKey: null,
    timeoutMs: CHAT_DEFAULT_TIMEOUT_MS,
    systemPrompt: defaultSystemPrompt(),
    updatedAt: null,
  };
}

export async function loadSettings(db: Db): Promise<ChatSettingsRecord> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.id, 1));
  if (!row) return defaultSettings();
  return {
    enabled: row.enabled,
    provider: row.provider === 'openai_compatible' ? 'openai_compatible' : 'builtin',
    dailyQuota: row.dailyQuota,
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey: row.apiKey,
    timeoutMs: row.timeoutMs,
    systemPrompt: row.systemPrompt,
    updatedAt: row.updatedAt,
  };
}

/** The built-in guide is always ready; an OpenAI-compatible service needs at least an address and a model. */
export function isConfigured(settings: ChatSettingsRecord): boolean {
  return settings.provider === 'builtin' || (settings.baseUrl !== '' && settings.model !== '');
}

export async function saveSettings(db: Db, settings: Omit<ChatSettingsRecord, 'updatedAt'>, userId: string): Promise<void> {
  const values = {
    enabled: settings.enabled,
    provider: settings.provider,
    dailyQuota: settings.dailyQuota,
    baseUrl: settings.baseUrl,
    model: settings.model,
    apiKey: settings.apiKey,
    timeoutMs: settings.timeoutMs,
    systemPrompt: settings.systemPrompt,
    updatedAt: new Date(),
    updatedBy: userId,
  };
  await db
    .insert(chatSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: chatSettings.id, set: values });
}

/** What an admin reads back: everything but the key, which shows only as `has_api_key`. */
export function publicSettings(settings: ChatSettingsRecord): ChatSettings {
  return {
    enabled: settings.enabled,
    provider: settings.provider,
    daily_quota: settings.dailyQuota,
    base_url: settings.baseUrl,
    model: settings.model,
    has_api_key: Boolean(settings.apiKey),
    timeout_ms: settings.timeoutMs,
    system_prompt: settings.systemPrompt,
    is_configured: isConfigured(settings),
    updated_at: settings.updatedAt?.toISOString() ?? null,
  };
}
