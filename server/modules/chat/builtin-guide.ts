import { chatTexts } from './chat-texts';
import { guideAnswerHtml, unknownAnswerHtml } from '../../../contract/chat-search/answer';
import type { Answer, AnswerProvider, AnswerRequest } from './provider';
import type { Retrieval } from '../../../contract/chat-search/retrieval';

/** The formations found, as the sources of an answer. */
export function sourcesOf(retrieval: Retrieval): Answer['sources'] {
  return retrieval.formations.map(({ id, title, url }) => ({ id, title, url }));
}

/** "I don't know", with the way to a person: the contact page, and the FAQ. */
export function unknownAnswer(retrieval: Retrieval): Answer {
  return { html: unknownAnswerHtml(chatTexts(retrieval.language)), sources: [], answered: false };
}

/**
 * The built-in academy guide: no external service. It answers with the best passages of the academy's
 * own data, in the question's language (contract/chat-search/answer.ts, as the phone answers offline).
 */
export const builtinGuide: AnswerProvider = {
  name: 'builtin',
  async answer({ retrieval }: AnswerRequest): Promise<Answer> {
    if (!retrieval.known) return unknownAnswer(retrieval);
    return { html: guideAnswerHtml(retrieval, chatTexts(retrieval.language)), sources: sourcesOf(retrieval), answered: true };
  },
};
