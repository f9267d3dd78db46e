import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatConfig } from '../../../contract/chat';
import type { Language } from '../../../contract/constants';
import { ApiError } from '../../lib/api';
import { fetchChatConfig, fetchChatHistory, fetchRemainingRequests, sendChatMessage, startChatSession } from './api/chat-api';
import { CHAT_SETTINGS_CHANGED } from './settings-changed';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Text for the learner's messages; sanitised-before-render HTML for the assistant's. */
  content: string;
  /** The welcome message is written by the widget, translated at render time. */
  kind?: 'welcome';
  createdAt: Date;
}

export interface ChatState {
  config: ChatConfig | null;
  remaining: number | null;
  exceeded: boolean;
  sessionId: string | null;
  messages: ChatMessage[];
  sending: boolean;
  starting: boolean;
}

/** Whether the assistant was on at the last visit, so an offline visit still shows the bubble and its offline state. */
const LAST_CONFIG_KEY = 'chat-config';

function rememberedConfig(): ChatConfig | null {
  try {
    const raw = localStorage.getItem(LAST_CONFIG_KEY);
    return raw ? (JSON.parse(raw) as ChatConfig) : null;
  } catch {
    return null;
  }
}

/**
 * The conversation survives page loads (README, "Limits": new conversations are counted per hour): its id
 * is kept in localStorage under the signed-in user's id, or `visitor`, so a learner and a visitor sharing
 * a browser never reopen each other's conversation (the server would answer 404 anyway).
 */
const sessionKey = (owner: string) => `chat-session:${owner}`;

export function storedSessionId(owner: string): string | null {
  try {
    return localStorage.getItem(sessionKey(owner));
  } catch {
    return null;
  }
}

function storeSessionId(owner: string, id: string | null): void {
  try {
    if (id) localStorage.setItem(sessionKey(owner), id);
    else localStorage.removeItem(sessionKey(owner));
  } catch {
    // Storage blocked or full: the widget simply opens a new conversation next time.
  }
}

let localId = 0;
const nextLocalId = () => `local-${(localId += 1)}`;

export interface ChatActions {
  /** Starts a session on the first open (only when enabled and configured) and adds the welcome message. */
  ensureSession(): Promise<void>;
  send(text: string, language: Language): Promise<void>;
  clear(): Promise<void>;
}

export interface ChatCallbacks {
  onError(code: ApiError['code']): void;
  onCleared(): void;
}

/**
 * The widget's state (SPEC §4, §5): config and quota on load, session on first open (the kept one, with
 * its history, when there is one), sends one at a time. `owner` is the signed-in user's id or `visitor`.
 */
export function useChat(
  online: boolean,
  callbacks: ChatCallbacks,
  owner = 'visitor',
  learnerId: string | null = null,
): ChatState & ChatActions {
  const [state, setState] = useState<ChatState>(() => ({
    config: rememberedConfig(),
    remaining: null,
    exceeded: false,
    sessionId: null,
    messages: [],
    sending: false,
    starting: false,
  }));
  const ownerRef = useRef(owner);
  const stateRef = useRef(state);
  const callbacksRef = useRef(callbacks);
  const learnerIdRef = useRef(learnerId);
  /** Set at once, before any render: a second Enter in the same moment never sends twice. */
  const busy = useRef(false);
  const starting = useRef(false);
  useLayoutEffect(() => {
    stateRef.current = state;
    callbacksRef.current = callbacks;
    learnerIdRef.current = learnerId;
  });
  const patch = useCallback((change: Partial<ChatState> | ((current: ChatState) => Partial<ChatState>)) => {
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  // Signing in or out: the other person's conversation is not shown; theirs is picked up on the next open.
  useEffect(() => {
    if (ownerRef.current === owner) return;
    ownerRef.current = owner;
    patch({ sessionId: null, messages: [] });
  }, [owner, patch]);

  // An admin who saves the settings sees this page's bubble follow them without a reload.
  const [settingsVersion, setSettingsVersion] = useState(0);
  useEffect(() => {
    const onChange = () => setSettingsVersion((version) => version + 1);
    window.addEventListener(CHAT_SETTINGS_CHANGED, onChange);
    return () => window.removeEventListener(CHAT_SETTINGS_CHANGED, onChange);
  }, []);

  useEffect(() => {
    if (!online) return;
    let active = true;
    // SPEC §8: these two failures are only logged; the bubble simply stays hidden or keeps its count.
    fetchChatConfig()
      .then((config) => {
        if (!active) return;
        patch({ config });
        try {
          localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify(config));
        } catch {
          // Storage full or blocked: the next offline visit just shows no bubble.
        }
      })
      .catch((error: unknown) => console.warn('chatbot.config_load_failed', error));
    fetchRemainingRequests()
      .then((quota) => active && patch({ remaining: quota.remaining_requests, exceeded: quota.has_exceeded_limit }))
      .catch((error: unknown) => console.warn('chatbot.requests_check_failed', error));
    return () => {
      active = false;
    };
  }, [online, patch, settingsVersion]);

  const openSession = useCallback(async (): Promise<string | null> => {
    starting.current = true;
    patch({ starting: true });
    try {
      const session = await startChatSession();
      storeSessionId(ownerRef.current, session.session_id);
      patch({ sessionId: session.session_id, remaining: session.remaining_requests, exceeded: session.remaining_requests <= 0 });
      return session.session_id;
    } catch (error) {
      console.warn('chatbot.session_start_failed', error);
      callbacksRef.current.onError('chatbot.session_start_failed');
      return null;
    } finally {
      starting.current = false;
      patch({ starting: false });
    }
  }, [patch]);

  const welcome = useCallback(
    (): ChatMessage => ({ id: nextLocalId(), role: 'assistant', content: '', kind: 'welcome', createdAt: new Date() }),
    [],
  );

  const ensureSession = useCallback(async () => {
    const current = stateRef.current;
    if (current.sessionId || starting.current || !online) return;
    if (!current.config?.is_enabled || !current.config.is_configured) return;
    const kept = storedSessionId(ownerRef.current);
    if (kept) {
      starting.current = true;
      try {
        const { messages } = await fetchChatHistory(kept);
        const restored: ChatMessage[] = messages.map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          createdAt: new Date(message.created_at),
        }));
        patch({ sessionId: kept, messages: [welcome(), ...restored] });
        return;
      } catch (error) {
        // Gone (older than the server keeps, or another caller's): a new conversation; offline or failing: the same.
        if (error instanceof ApiError && error.status === 404) storeSessionId(ownerRef.current, null);
      } finally {
        starting.current = false;
      }
    }
    const id = await openSession();
    if (id && stateRef.current.messages.length === 0) patch({ messages: [welcome()] });
  }, [online, openSession, patch, welcome]);

  const send = useCallback(
    async (text: string, language: Language) => {
      const message = text.trim();
      const current = stateRef.current;
      if (!online) {
        // With no network the phone answers from its downloaded formations: nothing is sent, nothing counted.
        if (!message || busy.current) return;
        busy.current = true;
        patch((now) => ({
          sending: true,
          messages: [...now.messages, { id: nextLocalId(), role: 'user', content: message, createdAt: new Date() }],
        }));
        try {
          const { answerOffline } = await import('./offline/offline-guide');
          const reply = await answerOffline(learnerIdRef.current, message, language);
          patch((now) => ({
            messages: [...now.messages, { id: nextLocalId(), role: 'assistant', content: reply.html, createdAt: new Date() }],
          }));
        } catch (error) {
          console.warn('chatbot.message_send_failed', error);
          callbacksRef.current.onError('chatbot.message_send_failed');
        } finally {
          busy.current = false;
          patch({ sending: false });
        }
        return;
      }
      // SPEC §5: nothing is sent blank, during a send, without a session, or past the limit.
      if (!message || busy.current || !current.sessionId || current.exceeded) return;
      busy.current = true;
      patch((now) => ({
        sending: true,
        messages: [...now.messages, { id: nextLocalId(), role: 'user', content: message, createdAt: new Date() }],
      }));
      let sessionId = current.sessionId;
      try {
        let reply;
        try {
          reply = await sendChatMessage(sessionId, message, language);
        } catch (error) {
          // The conversation is gone for this caller (signed in or out since): one new session, one retry.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          const fresh = await openSession();
          if (!fresh) return;
          sessionId = fresh;
          reply = await sendChatMessage(sessionId, message, language);
        }
        patch((now) => ({
          remaining: reply.remaining_requests,
          exceeded: reply.remaining_requests <= 0,
          messages: [...now.messages, { id: reply.message_id, role: 'assistant', content: reply.response, createdAt: new Date() }],
        }));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'chatbot.limit_exceeded') {
          patch({ remaining: 0, exceeded: true });
        } else {
          console.warn('chatbot.message_send_failed', error);
          callbacksRef.current.onError('chatbot.message_send_failed');
        }
      } finally {
        busy.current = false;
        patch({ sending: false });
      }
    },
    [online, openSession, patch],
  );

  const clear = useCallback(async () => {
    // Clearing empties the messages and the history: the next question starts a new conversation.
    storeSessionId(ownerRef.current, null);
    patch({ messages: [], sessionId: null });
    callbacksRef.current.onCleared();
    if (!online) return;
    const id = await openSession();
    if (id) patch({ messages: [welcome()] });
  }, [online, openSession, patch, welcome]);

  return { ...state, ensureSession, send, clear };
}
