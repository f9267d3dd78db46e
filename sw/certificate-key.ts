import { registerRoute } from 'workbox-routing';
import { answerCertificateKey, CERTIFICATE_KEY_PATH, storeCertificateKey } from './certificate-key-cache';

interface InstallScope {
  addEventListener(type: 'install', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  location: { origin: string };
}

/** The key is fetched while the worker installs (with the shell) and answered offline from then on. */
export function registerCertificateKey(scope: InstallScope): void {
  scope.addEventListener('install', (event) => event.waitUntil(storeCertificateKey(scope.location.origin)));
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname === CERTIFICATE_KEY_PATH,
    ({ request }) => answerCertificateKey(request),
  );
}
