import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalCertificatePayload,
  createCertificateSigner,
  loadCertificateKey,
  signedPayload,
  type CertificateFields,
  type CertificateSigner,
} from '../../../server/lib/certificates/certificate-signing';
import { claimedCode, decodeBase64Url, verifySignedPayload } from '../../../src/features/certificates/signed-payload';

/**
 * The page's offline check (WebCrypto Ed25519, as Chromium runs it; Node 20 has the same API) against
 * payloads signed by the server's own signing code with a key made the way the server makes it.
 */
const FIELDS: CertificateFields = {
  code: '7QK2M9TB4XZP0RWAH3JD',
  holder_name: 'خديجة Benali',
  formation_title: { ar: 'تربية النحل: خليتك الأولى', fr: 'Apiculture : votre première ruche', en: 'Beekeeping: your first hive' },
  score: 8.5,
  issued_at: '2026-05-01T10:00:00.000Z',
};

let dir: string;
let signer: CertificateSigner;
let other: CertificateSigner;
let fragment: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'signed-payload-'));
  signer = createCertificateSigner(await loadCertificateKey(path.join(dir, 'academy')));
  other = createCertificateSigner(await loadCertificateKey(path.join(dir, 'elsewhere')));
  fragment = signedPayload(FIELDS, signer.keyId, signer.sign(FIELDS));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = () => ({ key_id: signer.keyId, public_key: signer.publicKeyRaw });
const parts = () => fragment.split('.') as [string, string, string, string];
const payloadOf = (fields: CertificateFields) => Buffer.from(canonicalCertificatePayload(fields), 'utf8').toString('base64url');
/** `text` with the character at `index` replaced by another base64url character. */
const changeAt = (text: string, index: number) => `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;

describe('verifySignedPayload', () => {
  it("accepts the server's signature and reads the signed fields", async () => {
    expect(await verifySignedPayload(fragment, FIELDS.code, key())).toEqual({ state: 'valid', certificate: FIELDS });
  });

  it('refuses any changed field, even with the original signature', async () => {
    const [version, keyId, , signature] = parts();
    const changes: Partial<CertificateFields>[] = [
      { score: 10 },
      { holder_name: 'Khadija Benali' },
      { issued_at: '2020-05-01T10:00:00.000Z' },
      { formation_title: { ...FIELDS.formation_title, fr: 'Autre formation' } },
    ];
    for (const change of changes) {
      const forged = [version, keyId, payloadOf({ ...FIELDS, ...change }), signature].join('.');
      expect(await verifySignedPayload(forged, FIELDS.code, key())).toEqual({ state: 'invalid' });
    }
  });

  it('refuses every one-character change of the fragment', async () => {
    for (let index = 0; index < fragment.length; index += 1) {
      if (fragment[index] === '.') continue;
      const verdict = await verifySignedPayload(changeAt(fragment, index), FIELDS.code, key());
      expect(verdict, `character ${index}`).toEqual({ state: 'invalid' });
    }
  });

  it("refuses another academy's signature, a payload about another code, and broken fragments", async () => {
    const foreign = signedPayload(FIELDS, other.keyId, other.sign(FIELDS));
    expect(await verifySignedPayload(foreign, FIELDS.code, key())).toEqual({ state: 'invalid' });
    // Signed by another key but claiming ours: the signature gives it away.
    const [version, , payload, signature] = foreign.split('.');
    expect(await verifySignedPayload([version, signer.keyId, payload, signature].join('.'), FIELDS.code, key())).toEqual({
      state: 'invalid',
    });

    const elsewhere = { ...FIELDS, code: '0000000000000000000Z' };
    const genuineForAnother = signedPayload(elsewhere, signer.keyId, signer.sign(elsewhere));
    expect((await verifySignedPayload(genuineForAnother, elsewhere.code, key())).state).toBe('valid');
    expect(await verifySignedPayload(genuineForAnother, FIELDS.code, key())).toEqual({ state: 'invalid' });

    for (const broken of [
      '',
      'v1',
      `v2.${parts().slice(1).join('.')}`,
      `${fragment}.x`,
      parts().slice(0, 3).join('.'),
      fragment.replace(/\.[^.]+$/, '.'),
    ]) {
      expect(await verifySignedPayload(broken, FIELDS.code, key()), broken).toEqual({ state: 'invalid' });
    }
  });

  it('says "unsupported" when the browser has no Ed25519, rather than valid or not', async () => {
    const subtle = {
      importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
      verify: () => Promise.reject(new Error('not reached')),
    } as unknown as SubtleCrypto;
    expect(await verifySignedPayload(fragment, FIELDS.code, key(), subtle)).toEqual({ state: 'unsupported' });
  });
});

describe('helpers', () => {
  it('decodes only canonical base64url, as Node encodes it', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x10]);
    const text = bytes.toString('base64url');
    expect(Buffer.from(decodeBase64Url(text) ?? [])).toEqual(bytes);
    expect(decodeBase64Url(`${text}=`)).toBeNull();
    expect(decodeBase64Url(changeAt(text, text.length - 1))).toBeNull();
    expect(decodeBase64Url('a+b/')).toBeNull();
  });

  it('reads the code a pasted QR text claims', () => {
    expect(claimedCode(fragment)).toBe(FIELDS.code);
    expect(claimedCode('v1.x.not-json.y')).toBeNull();
  });
});
