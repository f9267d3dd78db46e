import type { FastifyInstance } from 'fastify';
import { ChatSettingsInputSchema, ChatSettingsSchema, type ChatSettings } from '../../../contract/chat';
import { describeRoute } from '../../lib/route-schema';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../../plugins/authenticate';
import { loadSettings, publicSettings, saveSettings } from './settings';

/** /dashboard/chat-config: admins only, since the settings hold a paid service's key and its spending. */
export async function chatAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.addHook('preHandler', requireRole('admin'));

  const read = describeRoute({
    tags: ['chat'],
    summary: "The assistant's settings; the provider's key is never sent, only whether one is stored",
    access: 'admin',
    response: { 200: ChatSettingsSchema },
  });
  app.get('/admin/chat-config', { schema: read }, async (): Promise<ChatSettings> => publicSettings(await loadSettings(db)));

  const save = describeRoute({
    tags: ['chat'],
    summary: "Saves the assistant's settings: api_key absent keeps the stored key, null clears it",
    access: 'admin',
    body: ChatSettingsInputSchema,
    response: { 200: ChatSettingsSchema },
    errors: { 413: ['http.payload_too_large'] },
  });
  app.put('/admin/chat-config', { bodyLimit: 64 * 1024, schema: save }, async (request): Promise<ChatSettings> => {
    const input = parseInput(ChatSettingsInputSchema, request.body);
    const current = await loadSettings(db);
    // Absent: keep the stored key; null: clear it; a string: replace it.
    const apiKey = input.api_key === undefined ? current.apiKey : input.api_key;
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
