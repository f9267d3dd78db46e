import * as v from 'valibot';
import type { Language } from '../../../contract/constants';
import { checkServerTexts, serverTexts } from '../../lib/i18n';

/**
 * The guide's own words and the default system prompts, in locales/<lang>/server/chat.json (outside the
 * app's bundles, read by server/lib/i18n.ts), checked against this schema so a missing key stops the start-up.
 */
const ChatTextsSchema = v.object({
  defaultSystemPrompt: v.string(),
  answerIn: v.string(),
  contextIntro: v.string(),
  intro: v.string(),
  formationsIntro: v.string(),
  faqIntro: v.string(),
  helpIntro: v.string(),
  unknown: v.string(),
  contactHint: v.string(),
  contactLink: v.string(),
  faqLink: v.string(),
  sources: v.string(),
  lessonLabel: v.string(),
  lockedLesson: v.string(),
  enrolLink: v.string(),
});
export type ChatTexts = v.InferOutput<typeof ChatTextsSchema>;

export function chatTexts(language: Language): ChatTexts {
  return serverTexts(language, 'chat', ChatTextsSchema);
}

export function checkChatTexts(): void {
  checkServerTexts('chat', ChatTextsSchema);
}
