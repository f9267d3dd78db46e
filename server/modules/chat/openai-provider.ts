import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import * as v from 'valibot';
import { pickLanguage } from '../../../contract/pick-language';
import { escapeHtml, link, textToHtml } from '../../../contract/chat-search/answer-html';
import { sourcesOf } from './builtin-guide';
import { chatTexts } from './chat-texts';
import { guardedLookup, isPublicAddress, literalHost, PrivateProviderAddressError } from './provider-address';
import { ProviderError, type Answer, type AnswerProvider, type AnswerRequest } from './provider';
import type { Retrieval } from '../../../contract/chat-search/retrieval';

/**
 * Any service speaking OpenAI's chat-completions API (a hosted one, or a local model server such as
 * llama.cpp, Ollama or vLLM): POST {base}/chat/completions, grounded on the passages the academy's own
 * search found. The whole exchange, body included, is bounded by the admin's time-out; a failure, a
 * time-out or an answer that is not what the API promises is a ProviderError, never a hang. The
 * connection goes only to public addresses unless CHAT_ALLOW_PRIVATE_PROVIDER=1 (provider-address.ts).
 */

const CompletionSchema = v.object({
  choices: v.pipe(v.array(v.object({ message: v.object({ content: v.pipe(v.string(), v.trim(), v.nonEmpty()) }) })), v.minLength(1)),
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
  const system = [
    pickLanguage(settings.systemPrompt, language) || texts.defaultSystemPrompt,
    texts.answerIn,
    `${texts.contextIntro}\n${context(retrieval) || '-'}`,
  ].join('\n\n');
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

/** A refusal to reach a provider inside the network: the route answers it like any provider failure. */
function refusedAddress(): ProviderError {
  return new ProviderError('address not public');
}

/**
 * POSTs the question with node:http(s), so the connection's own lookup checks the addresses it connects
 * to (provider-address.ts) and an IP literal is checked before the socket opens. No redirect is followed;
 * the whole exchange, body included, ends at `timeoutMs`; a reply past MAX_REPLY_BYTES is refused.
 */
function postJson(url: URL, headers: Record<string, string>, body: string, timeoutMs: number, allowPrivate: boolean): Promise<string> {
  const literal = literalHost(url);
  if (literal !== null && !allowPrivate && !isPublicAddress(literal)) return Promise.reject(refusedAddress());
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(text ?? '');
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowPrivate),
        // A provider's own agent: no pooled socket to an address checked for another name.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          finish(new ProviderError(`status ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_REPLY_BYTES) finish(new ProviderError('reply too large'));
          else chunks.push(chunk);
        });
        response.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => finish(new ProviderError('unreachable (reply broken)')));
        response.on('aborted', () => finish(new ProviderError('unreachable (reply broken)')));
      },
    );
    const timer = setTimeout(() => finish(new ProviderError('timeout')), timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof PrivateProviderAddressError) finish(refusedAddress());
      // The code only (ECONNREFUSED, ENOTFOUND): never a message that could carry the address or the key.
      else finish(new ProviderError(`unreachable (${typeof error.code === 'string' ? error.code : error.name})`));
    });
    request.end(body);
  });
}

export const openAiCompatible: AnswerProvider = {
  name: 'openai_compatible',
  async answer(request: AnswerRequest): Promise<Answer> {
    const { settings, retrieval } = request;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
    let url: URL;
    try {
      url = new URL(endpoint(settings.baseUrl));
    } catch {
      throw new ProviderError('address invalid');
    }
    const raw = await postJson(
      url,
      headers,
      JSON.stringify(completionRequestBody(request)),
      settings.timeoutMs,
      request.allowPrivateAddress === true,
    );
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
