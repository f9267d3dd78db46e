import * as v from 'valibot';
import { pickLanguage } from '../../../contract/pick-language';
import { escapeHtml, link, textToHtml } from './answer-html';
import { sourcesOf } from './builtin-guide';
import { chatTexts } from './chat-texts';
import { ProviderError, type Answer, type AnswerProvider, type AnswerRequest } from './provider';
import type { Retrieval } from './retrieval';

/**
 * Any service speaking OpenAI's chat-completions API (a hosted one, or a local model server such as
 * llama.cpp, Ollama or vLLM): POST {base}/chat/completions, grounded on the passages the academy's own
 * search found. The whole exchange, body included, is bounded by the admin's time-out; a failure, a
 * time-out or an answer that is not what the API promises is a ProviderError, never a hang.
 */

const CompletionSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: v.object({ content: v.pipe(v.string(), v.trim(), v.nonEmpty()) }) })),
    v.minLength(1),
  ),
});

/** A reply longer than this is not a chat answer; it is refused rather than stored. */
const MAX_REPLY_BYTES = 256 * 1024;
const MAX_TOKENS = 600;

function context(retrieval: Retrieval): string {
  const lines: string[] = [];
  for (const formation of retrieval.formations) lines.push(`- [${formation.title}](${formation.url}): ${formation.excerpt}`);
  if (retrieval.page) lines.push(`- [${retrieval.page.title}](${retrieval.page.url}): ${retrieval.page.text}`);
  return lines.join('\n');
}

export function completionRequestBody({ question, language, retrieval, settings }: AnswerRequest) {
  const texts = chatTexts(language);
  const system = [pickLanguage(settings.systemPrompt, language) || texts.defaultSystemPrompt, texts.answerIn, `${texts.contextIntro}\n${context(retrieval) || '-'}`].join('\n\n');
  return {
    model: settings.model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: question },
    ],
    temperature: 0.3,
    max_tokens: MAX_TOKENS,
    stream: false,
  };
}

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw new ProviderError('reply too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const openAiCompatible: AnswerProvider = {
  name: 'openai_compatible',
  async answer(request: AnswerRequest): Promise<Answer> {
    const { settings, retrieval } = request;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
    let raw: string;
    try {
      const response = await fetch(endpoint(settings.baseUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(completionRequestBody(request)),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderError(`status ${response.status}`);
      }
      raw = await readLimited(response);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const name = error instanceof Error ? error.name : 'unknown';
      throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : `unreachable (${name})`);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ProviderError('reply is not JSON');
    }
    const parsed = v.safeParse(CompletionSchema, body);
    if (!parsed.success) throw new ProviderError('reply has no message');
    const text = parsed.output.choices[0]?.message.content ?? '';
    const sources = sourcesOf(retrieval);
    const texts = chatTexts(request.language);
    const sourcesHtml = sources.length
      ? `<p>${escapeHtml(texts.sources)}</p><ul>${sources.map((source) => `<li>${link(source.url, source.title)}</li>`).join('')}</ul>`
      : '';
    return { html: textToHtml(text) + sourcesHtml, sources, answered: true };
  },
};
