// @vitest-environment jsdom
import { generateKeyPairSync } from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificatePublicKey, CertificateVerification } from '../../../contract/exam';
import { createCertificateSigner, signedPayload, type CertificateFields } from '../../../server/lib/certificates/certificate-signing';
import { Component as Verify } from '../../../src/features/certificates/routes/verify';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { json, problem, stubApi, type Sent } from '../catalogue/support';

/**
 * /verify/{code} with the signed payload of the QR code after `#`: the page checks the signature itself
 * (WebCrypto Ed25519 with the academy's public key, which the service worker keeps) and says whether
 * its answer is offline (signature only) or online (the server's, which also knows about revocation).
 */

const signer = createCertificateSigner(generateKeyPairSync('ed25519').privateKey);
const FIELDS: CertificateFields = {
  code: '7QK2M9TB4XZP0RWAH3JD',
  holder_name: 'Khadija Benali',
  formation_title: { ar: 'تربية النحل: خليتك الأولى', fr: 'Apiculture : votre première ruche', en: 'Beekeeping: your first hive' },
  score: 8.5,
  issued_at: '2026-05-01T10:00:00.000Z',
};
const FRAGMENT = signedPayload(FIELDS, signer.keyId, signer.sign(FIELDS));
const [VERSION, KEY_ID, PAYLOAD, SIGNATURE] = FRAGMENT.split('.') as [string, string, string, string];
/** The same certificate claiming a 10/10: the payload changed, the signature did not. */
const TAMPERED = [
  VERSION,
  KEY_ID,
  Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(PAYLOAD, 'base64url').toString()), score: 10 })).toString('base64url'),
  SIGNATURE,
].join('.');
const PUBLIC_KEY: CertificatePublicKey = {
  algorithm: 'Ed25519',
  key_id: signer.keyId,
  public_key_pem: signer.publicKeyPem,
  public_key: signer.publicKeyRaw,
};
const ON_RECORD: CertificateVerification = { valid: true, ...FIELDS, max_score: 10 };

const KEY_PATH = '/api/certificates/public-key';
const VERIFY_PATH = `/api/certificates/verify/${FIELDS.code}`;

/**
 * Offline as the page sees it behind the service worker: the key is answered from the worker's cache,
 * every other request fails as a network error.
 */
function offline(): Sent[] {
  return stubApi((sent) => {
    if (sent.path === KEY_PATH) return json(200, PUBLIC_KEY);
    throw new TypeError('Failed to fetch');
  });
}

function online(verify: (sent: Sent) => Response): Sent[] {
  return stubApi((sent) => (sent.path === KEY_PATH ? json(200, PUBLIC_KEY) : verify(sent)));
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/verify/:code', element: <Verify /> }], { initialEntries: [path] });
  render(
    <Suspense fallback={<p>suspended</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

const en = {
  valid: 'This certificate is genuine.',
  validOffline: "This certificate's signature is valid.",
  notValid: 'Not valid: these details were not signed by the academy. Do not rely on them.',
  modeOnline: "Online answer, from the academy's server: the signature and revocation were checked.",
  modeOffline:
    'Offline answer: the signature was checked on this device. Whether the certificate was revoked cannot be known without a connection.',
  revocationUnchecked: 'No connection: revocation not checked. Try again when you are online.',
};

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['certificates', 'common', 'errors']);
});
beforeEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/verify/{code}#<signed payload>', () => {
  it('offline: checks the signature on the device and says revocation was not checked', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const sent = offline();
    renderAt(`/verify/${FIELDS.code}#${FRAGMENT}`);
    expect(await screen.findByRole('heading', { name: en.validOffline })).toBeInTheDocument();
    expect(screen.getByText(en.modeOffline)).toBeInTheDocument();
    expect(await screen.findByText(en.revocationUnchecked)).toBeInTheDocument();
    const holder = screen.getByText('Khadija Benali');
    expect(holder).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Beekeeping: your first hive')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('8.5/10')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText(en.valid)).not.toBeInTheDocument();
    expect(new Set(sent.map((entry) => entry.path))).toEqual(new Set([KEY_PATH, VERIFY_PATH]));
  });

  it('offline: an altered payload is not valid, and its claims are not shown', async () => {
    offline();
    renderAt(`/verify/${FIELDS.code}#${TAMPERED}`);
    expect(await screen.findByRole('heading', { name: en.notValid })).toBeInTheDocument();
    expect(screen.getByText(en.modeOffline)).toBeInTheDocument();
    expect(screen.queryByText('Khadija Benali')).not.toBeInTheDocument();
    expect(screen.queryByText(en.validOffline)).not.toBeInTheDocument();
  });

  it("offline: a genuine payload under another certificate's code is not valid", async () => {
    offline();
    renderAt(`/verify/0000000000000000000Z#${FRAGMENT}`);
    expect(await screen.findByRole('heading', { name: en.notValid })).toBeInTheDocument();
  });

  it('online: the server answers for the certificate, revocation included', async () => {
    online(() => json(200, ON_RECORD));
    renderAt(`/verify/${FIELDS.code}#${FRAGMENT}`);
    expect(await screen.findByRole('heading', { name: en.valid })).toBeInTheDocument();
    expect(screen.getByText(en.modeOnline)).toBeInTheDocument();
    expect(screen.queryByText(en.modeOffline)).not.toBeInTheDocument();
    expect(screen.getByText('Khadija Benali')).toBeInTheDocument();
  });

  it('online: an altered link to a real certificate shows the record and says the link was altered', async () => {
    online(() => json(200, ON_RECORD));
    renderAt(`/verify/${FIELDS.code}#${TAMPERED}`);
    expect(await screen.findByRole('heading', { name: en.valid })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^The details carried by this link or QR code were altered/));
    expect(screen.getByText('8.5/10')).toBeInTheDocument();
  });

  it('online: a signed certificate the academy no longer has on record is revoked', async () => {
    online(() => json(404, problem(404, 'http.not_found')));
    renderAt(`/verify/${FIELDS.code}#${FRAGMENT}`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Revoked: the signature is the academy's/));
  });

  it('a typed code with no connection says only a QR code can be checked offline', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const sent = offline();
    renderAt(`/verify/${FIELDS.code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Checking needs an internet connection.');
    expect(screen.getByText(/^Without a connection, scan the certificate's QR code instead/)).toBeInTheDocument();
    expect(sent.map((entry) => entry.path)).toEqual([VERIFY_PATH]);
  });

  it('takes a pasted QR link in the form and checks it offline', async () => {
    offline();
    const router = renderAt('/verify/0000000000000000000Z');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByLabelText('Verification code'));
    await userEvent.paste(`https://academy.example/verify/${FIELDS.code}#${FRAGMENT}`);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: en.validOffline })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: `/verify/${FIELDS.code}`, hash: `#${FRAGMENT}` });
  });
});
