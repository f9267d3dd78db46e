import { registerRoute } from 'workbox-routing';
import { SHARE_TARGET_PATH } from '../src/data/packs/shared-pack';
import { receiveSharedPack } from './share-target-handler';

/** The web manifest's `share_target` (sw/share-target-handler.ts). */
export function registerShareTarget(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
    ({ request }) => receiveSharedPack(request),
    'POST',
  );
}
