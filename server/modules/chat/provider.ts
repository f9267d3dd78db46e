import type { ChatProvider, ChatSource } from '../../../contract/chat';
import type { Language } from '../../../contract/constants';
import type { Retrieval } from '../../../contract/chat-search/retrieval';
import type { ChatSettingsRecord } from './settings';

/** One question, with what the academy's own data says about it. */
export interface AnswerRequest {
  question: string;
  language: Language;
  retrieval: Retrieval;
  settings: ChatSettingsRecord;
  /** CHAT_ALLOW_PRIVATE_PROVIDER=1: the provider may be inside the server's network. */
  allowPrivateAddress?: boolean;
}

/** An answer as the widget shows it: HTML made by answer-html.ts, and the formations it drew on. */
export interface Answer {
  html: string;
  sources: ChatSource[];
  answered: boolean;
}

/** Every provider answers through this; a failure is a ProviderError, which the route turns into a 502. */
export interface AnswerProvider {
  name: ChatProvider;
  answer(request: AnswerRequest): Promise<Answer>;
}

/** The provider failed, timed out or answered garbage; `reason` is logged, never shown. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(readonly reason: string) {
    super(reason);
  }
}
