import { statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertificatePageSchema,
  CertificatePublicKeySchema,
  CertificateVerificationSchema,
  certificateQrText,
  formatCertificateCode,
  VERIFY_RATE_LIMIT,
  type Certificate,
} from '../../../contract/exam';
import { certificates } from '../../../server/db/schema/exam';
import {
  canonicalCertificatePayload,
  createCertificateSigner,
  loadCertificateKey,
  verifyQrPayload,
  type CertificateFields,
} from '../../../server/lib/certificates/certificate-signing';
import { verifySignedPayload } from '../../../src/features/certificates/signed-payload';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { answersWith, examQuestions, insertExamFormation, readyLearner, resultOf, submit } from './exam-fixture';

let t: TestApp;
let formationId: string;
let holder: Person;
let certificate: Certificate;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://academy.example' } });
  formationId = await insertExamFormation(t, 'exam-certificates');
  holder = await readyLearner(t, formationId);
  const result = resultOf(await submit(t, holder.token, formationId, answersWith(await examQuestions(t, formationId), 9)));
  const list = v.parse(
    CertificatePageSchema,
    (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: bearer(holder.token) })).json(),
  );
  certificate = list.data[0] as Certificate;
  expect(certificate.code).toBe(result.certificate_code);
});
afterAll(() => t.close());

const verify = (code: string, ip = '10.9.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}`, remoteAddress: ip });

describe('GET /api/certificates', () => {
  it("lists the caller's certificates with the snapshot of name, title, score and date", async () => {
    expect(certificate).toMatchObject({
      formation_id: formationId,
      holder_name: 'Test client',
      formation_title: { en: 'Beekeeping exam exam-certificates', ar: 'امتحان تربية النحل exam-certificates' },
      score: 9,
      max_score: 10,
    });
    expect(certificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    const stranger = await signedIn(t, ['client']);
    const theirs = v.parse(
      CertificatePageSchema,
      (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: bearer(stranger.token) })).json(),
    );
    expect(theirs.data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/certificates' })).statusCode).toBe(401);
  });
});

describe('GET /api/certificates/verify/{code} (public)', () => {
  it('confirms a certificate with holder, formation, date and score, however the code is typed', async () => {
    for (const typed of [certificate.code, formatCertificateCode(certificate.code).toLowerCase()]) {
      const res = await verify(encodeURIComponent(typed));
      expect(res.statusCode).toBe(200);
      expect(v.parse(CertificateVerificationSchema, res.json())).toEqual({
        valid: true,
        code: certificate.code,
        holder_name: 'Test client',
        formation_title: certificate.formation_title,
        issued_at: certificate.issued_at,
        score: 9,
        max_score: 10,
      });
    }
  });

  it('answers 404 for a code that was never issued and 422 for one that cannot be a code', async () => {
    const unknown = await verify('0000000000000000000Z');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await verify('not-a-code')).json()).toMatchObject({ status: 422 });
  });

  it('says invalid when the stored fields no longer match their signature', async () => {
    const other = await readyLearner(t, formationId);
    const code = resultOf(await submit(t, other.token, formationId, answersWith(await examQuestions(t, formationId), 10))).certificate_code;
    expect(code).not.toBeNull();
    await t.database.db
      .update(certificates)
      .set({ score: 10, holderName: 'Someone Else' })
      .where(eq(certificates.code, code as string));
    expect((await verify(code as string, '10.9.0.2')).json()).toMatchObject({ valid: false, holder_name: 'Someone Else' });
  });

  it(`is rate limited per address: ${VERIFY_RATE_LIMIT.max} checks a minute, then 429 with Retry-After`, async () => {
    const ip = '10.9.9.9';
    for (let index = 0; index < VERIFY_RATE_LIMIT.max; index += 1) expect((await verify('0000000000000000000Z', ip)).statusCode).toBe(404);
    const limited = await verify(certificate.code, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'http.too_many_requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await verify(certificate.code, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('Ed25519 signature (docs/certificates.md)', () => {
  it('keeps the key pair in DATA_DIR with owner-only access, and serves the public key', async () => {
    const file = path.join(t.dataDir, 'secrets', 'certificate-ed25519.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const res = await t.app.inject({ method: 'GET', url: '/api/certificates/public-key' });
    const key = v.parse(CertificatePublicKeySchema, res.json());
    expect(key.public_key_pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(Buffer.from(key.public_key, 'base64url')).toHaveLength(32);
    // The same key on the next start: the file is read, not replaced.
    const again = createCertificateSigner(await loadCertificateKey(t.dataDir));
    expect(again.keyId).toBe(key.key_id);
  });

  it('serves the public key to anyone, cacheable, and the browser check accepts what the server signed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificates/public-key',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const key = v.parse(CertificatePublicKeySchema, res.json());
    expect(key.key_id).toMatch(/^[0-9a-f]{16}$/);
    // WebCrypto Ed25519 (the /verify page's check) with the served key, on the payload the learner's QR code holds.
    expect(await verifySignedPayload(certificate.signed_payload, certificate.code, key)).toEqual({
      state: 'valid',
      certificate: {
        code: certificate.code,
        holder_name: 'Test client',
        formation_title: certificate.formation_title,
        score: 9,
        issued_at: certificate.issued_at,
      },
    });
    const otherKey = createCertificateSigner(await loadCertificateKey(path.join(t.dataDir, 'another-academy')));
    expect(
      await verifySignedPayload(certificate.signed_payload, certificate.code, {
        key_id: otherKey.keyId,
        public_key: otherKey.publicKeyRaw,
      }),
    ).toEqual({
      state: 'invalid',
    });
  });

  it('verifies offline from the QR payload with the public key alone, and fails when any field changes', async () => {
    const key = v.parse(CertificatePublicKeySchema, (await t.app.inject({ method: 'GET', url: '/api/certificates/public-key' })).json());
    const qr = certificateQrText('https://academy.example', certificate);
    expect(qr.startsWith(`https://academy.example/verify/${certificate.code}#v1.${key.key_id}.`)).toBe(true);
    const check = verifyQrPayload(qr, key.public_key_pem);
    expect(check).toEqual({
      valid: true,
      keyId: key.key_id,
      fields: {
        code: certificate.code,
        holder_name: certificate.holder_name,
        formation_title: certificate.formation_title,
        score: certificate.score,
        issued_at: certificate.issued_at,
        v: 1,
      },
    });

    const [prefix, keyId, , signature] = qr.split('#')[1]?.split('.') ?? [];
    const fields = check.fields as CertificateFields;
    const tampered: CertificateFields[] = [
      { ...fields, score: 10 },
      { ...fields, holder_name: 'Test Client' },
      { ...fields, issued_at: '2020-01-01T00:00:00.000Z' },
      { ...fields, code: '0000000000000000000Z' },
      { ...fields, formation_title: { ...fields.formation_title, ar: 'تكوين آخر' } },
    ];
    for (const changed of tampered) {
      const forged = `${qr.split('#')[0]}#${prefix}.${keyId}.${Buffer.from(canonicalCertificatePayload(changed)).toString('base64url')}.${signature}`;
      expect(verifyQrPayload(forged, key.public_key_pem).valid).toBe(false);
    }
    // Another academy's key does not vouch for ours.
    const otherSigner = createCertificateSigner(await loadCertificateKey(path.join(t.dataDir, 'elsewhere')));
    expect(verifyQrPayload(qr, otherSigner.publicKeyPem).valid).toBe(false);
  });
});

describe('GET /api/certificates/{code}/pdf', () => {
  it('gives the owner and staff the PDF, in the language asked; anyone else a 404', async () => {
    const url = `/api/certificates/${certificate.code}/pdf`;
    const own = await t.app.inject({ method: 'GET', url: `${url}?lang=fr`, headers: bearer(holder.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate.code}-fr.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const staff = await signedIn(t, ['agent']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(staff.token) })).statusCode).toBe(200);
    const stranger = await signedIn(t, ['client']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${url}?lang=de`, headers: bearer(holder.token) })).statusCode).toBe(422);
  });
});
