import * as v from 'valibot';
import {
  ChatConfigSchema,
  ChatHistorySchema,
  RemainingRequestsSchema,
  SendMessageResponseSchema,
  StartSessionSchema,
  type ChatConfig,
  type ChatHistory,
  type RemainingRequests,
  type SendMessageResponse,
  type StartSession,
} from '../../../../contract/chat';
import type { Language } from '../../../../contract/constants';
import { DEVICE_ID_HEADER } from '../../../../contract/outbox';
import { deviceId } from '../../../data/outbox/device-id';
import { api, call } from '../../../lib/api';

/**
 * The widget's calls (SPEC §7). Each carries the device id, by which the server counts a visitor's
 * daily questions and recognises their conversation; answers are checked against the contract.
 */
async function headers(): Promise<Record<string, string>> {
  return { [DEVICE_ID_HEADER]: await deviceId() };
}

export async function fetchChatConfig(): Promise<ChatConfig> {
  const body = await call(async () => api.get('chat/config', { headers: await headers(), cache: 'no-store' }).json());
  return v.parse(ChatConfigSchema, body);
}

export async function fetchRemainingRequests(): Promise<RemainingRequests> {
  const body = await call(async () => api.get('chat/remaining-requests', { headers: await headers(), cache: 'no-store' }).json());
  return v.parse(RemainingRequestsSchema, body);
}

export async function startChatSession(): Promise<StartSession> {
  const body = await call(async () => api.post('chat/start-session', { headers: await headers() }).json());
  return v.parse(StartSessionSchema, body);
}

export async function sendChatMessage(sessionId: string, message: string, language: Language): Promise<SendMessageResponse> {
  const body = await call(async () =>
    api.post('chat/send-message', { headers: await headers(), json: { session_id: sessionId, message, language } }).json(),
  );
  return v.parse(SendMessageResponseSchema, body);
}

/** The messages of one of the caller's conversations; 404 when it is gone or not theirs. */
export async function fetchChatHistory(sessionId: string): Promise<ChatHistory> {
  const body = await call(async () =>
    api.get(`chat/history/${encodeURIComponent(sessionId)}`, { headers: await headers(), cache: 'no-store' }).json(),
  );
  return v.parse(ChatHistorySchema, body);
}
