import { ChatSettingsInputSchema, ChatSettingsSchema, type ChatSettings } from '../../../contract/chat';
import { invalidInput } from '../../lib/http/problem';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { checkProviderUrl } from './provider-address';
import { loadSettings, publicSettings, saveSettings } from './settings';

/** The origin (scheme, host, port) of an address, '' for none: the key belongs to one origin. */
function originOf(baseUrl: string): string {
  try {
    return baseUrl === '' ? '' : new URL(baseUrl).origin;
  } catch {
    return '';
  }
}

/** /dashboard/chat-config: admins only, since the settings hold a paid service's key and its spending. */
export async function chatAdminRoutes(app: ApiInstance) {
  const { db } = app.database;

  const read = describeRoute({
    tags: ['chat'],
    summary: "The assistant's settings; the provider's key is never sent, only whether one is stored",
    access: 'admin',
    response: { 200: ChatSettingsSchema },
  });
  app.get('/admin/chat-config', { schema: read }, async (): Promise<ChatSettings> => publicSettings(await loadSettings(db)));

  const save = describeRoute({
    tags: ['chat'],
    summary: "Saves the assistant's settings: api_key absent keeps the stored key (for the same origin only), null clears it",
    description:
      'A `base_url` with another origin (scheme, host, port) than the stored one drops the stored key unless `api_key` ' +
      'comes with it, so the key is never sent to a server it was not given for. A `base_url` that is, or resolves ' +
      'to, a loopback, private, link-local, unique-local or other non-public address is refused (422 ' +
      '`chatbot.provider_address_refused` on `base_url`) unless the server runs with CHAT_ALLOW_PRIVATE_PROVIDER=1.',
    access: 'admin',
    body: ChatSettingsInputSchema,
    response: { 200: ChatSettingsSchema },
    errors: { 413: ['http.payload_too_large'] },
  });
  app.put('/admin/chat-config', { bodyLimit: 64 * 1024, schema: save }, async (request): Promise<ChatSettings> => {
    const input = request.body;
    if ((await checkProviderUrl(input.base_url, app.config.chatAllowPrivateProvider)) === 'refused') {
      throw invalidInput({ base_url: ['chatbot.provider_address_refused'] });
    }
    const current = await loadSettings(db);
    // Absent: keep the stored key, but only for the origin it was given for; null: clear it; a string: replace it.
    const sameOrigin = originOf(input.base_url) === originOf(current.baseUrl);
    const apiKey = input.api_key === undefined ? (sameOrigin ? current.apiKey : null) : input.api_key;
    await saveSettings(
      db,
      {
        enabled: input.enabled,
        provider: input.provider,
        dailyQuota: input.daily_quota,
        baseUrl: input.base_url,
        model: input.model,
        apiKey,
        timeoutMs: input.timeout_ms,
        systemPrompt: input.system_prompt,
      },
      currentUser(request).id,
    );
    return publicSettings(await loadSettings(db));
  });
}
