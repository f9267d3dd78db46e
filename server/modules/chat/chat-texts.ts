import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../../contract/constants';

/**
 * The guide's own words and the default system prompts, in locales/<lang>/server/chat.json (outside the
 * app's bundles), checked against this schema when first read so a missing key stops the start-up.
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
});
export type ChatTexts = v.InferOutput<typeof ChatTextsSchema>;

const cache = new Map<Language, ChatTexts>();

export function chatTexts(language: Language): ChatTexts {
  let texts = cache.get(language);
  if (!texts) {
    const file = fileURLToPath(new URL(`../../../locales/${language}/server/chat.json`, import.meta.url));
    texts = v.parse(ChatTextsSchema, JSON.parse(readFileSync(file, 'utf8')));
    cache.set(language, texts);
  }
  return texts;
}

export function checkChatTexts(): void {
  for (const language of LANGUAGES) chatTexts(language);
}
