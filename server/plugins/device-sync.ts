import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../contract/outbox';
import { recordSyncPull } from '../lib/device-sync-store';
import { identify } from './authenticate';

const SYNC_PREFIX = `${API_BASE}/sync/`;

/**
 * Stamps a device's last sync when a signed-in learner's app pulls a sync stream with its `X-Device-Id`
 * (200 or 304: an unchanged stream is a successful sync too). Deliveries are counted by the idempotency
 * plugin, inside the transaction that stores the write's response. Tracking never fails a pull.
 */
export const deviceSyncTracking = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !request.url.startsWith(SYNC_PREFIX)) return payload;
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
      const raw = request.headers[DEVICE_ID_HEADER.toLowerCase()];
      const deviceId = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (!deviceId || !DEVICE_ID_PATTERN.test(deviceId) || !request.headers.authorization) return payload;
      try {
        const user = await identify(request);
        if (user) {
          await recordSyncPull(app.database.db, { userId: user.id, deviceId, userAgent: request.headers['user-agent'] ?? null });
        }
      } catch (error) {
        request.log.warn({ err: error }, 'device sync stamp failed');
      }
      return payload;
    });
  },
  { name: 'device-sync-tracking', dependencies: ['authenticate'] },
);
