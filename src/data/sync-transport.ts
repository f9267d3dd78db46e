import { DEVICE_ID_HEADER } from '../../contract/outbox';
import { api, ApiError, call } from '../lib/api';
import { reportNetworkUsable } from './network-usable';
import { deviceId } from './outbox/device-id';
import type { SyncReply, SyncRequest } from './sync-engine';

/**
 * The sync engine's HTTP side, through the app's API client (bearer token, problem parsing, 401/403
 * sign-out). `no-store` keeps the browser's HTTP cache out of the way, so our own If-None-Match reaches
 * the server and its 304 reaches us.
 */
export async function httpSyncTransport(request: SyncRequest): Promise<SyncReply> {
  // The device id lets trainers see when this device last synced (GET /api/admin/devices).
  const device = await deviceId();
  try {
    const response = await call(() =>
      api.get(request.path, {
        searchParams: request.cursor ? { cursor: request.cursor } : undefined,
        headers: { [DEVICE_ID_HEADER]: device, ...(request.etag ? { 'If-None-Match': request.etag } : {}) },
        cache: 'no-store',
      }),
    );
    const reply: SyncReply = { status: 200, body: await response.json(), etag: response.headers.get('ETag') };
    reportNetworkUsable();
    return reply;
  } catch (error) {
    // ky treats every status outside 2xx as an error, 304 included; for us it is the best answer.
    if (error instanceof ApiError && error.status === 304) {
      reportNetworkUsable();
      return { status: 304 };
    }
    throw error;
  }
}
