import * as v from 'valibot';
import { ChatSettingsSchema, type ChatSettings, type ChatSettingsInput } from '../../../../contract/chat';
import { api, call } from '../../../lib/api';
import { CHAT_SETTINGS_CHANGED } from '../settings-changed';

export async function fetchChatSettings(): Promise<ChatSettings> {
  const body = await call(() => api.get('admin/chat-config', { cache: 'no-store' }).json());
  return v.parse(ChatSettingsSchema, body);
}

export async function saveChatSettings(input: ChatSettingsInput): Promise<ChatSettings> {
  const body = await call(() => api.put('admin/chat-config', { json: input }).json());
  window.dispatchEvent(new Event(CHAT_SETTINGS_CHANGED));
  return v.parse(ChatSettingsSchema, body);
}
