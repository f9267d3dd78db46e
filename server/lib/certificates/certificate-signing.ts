import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PACK_SIGNATURE_CONTEXT, type PackClaim, type PackSignature } from '../../../contract/course-pack';
import { createFileOnce } from '../media/atomic-file';
import type { Translatable } from '../../../contract/translatable';

/**
 * Certificate signatures (docs/certificates.md): Ed25519 over a canonical payload of the certificate's
 * fields, with a key pair made once and kept in DATA_DIR. The signature travels in the certificate's QR
 * code together with the payload, so anyone holding the academy's public key can check a certificate
 * with no network at all.
 */

/** The signed fields: what an employer reads on the certificate. */
export interface CertificateFields {
  code: string;
  holder_name: string;
  formation_title: Translatable;
  /** Out of 10. */
  score: number;
  /** ISO 8601, UTC, milliseconds. */
  issued_at: string;
}

/** Payload format version, first field of the QR fragment. */
export const PAYLOAD_VERSION = 1;

/**
 * The exact text that is signed: JSON without spaces, keys in alphabetical order at every depth, UTF-8.
 * Written out key by key (not sorted by code) so the format is readable here and cannot drift.
 */
export function canonicalCertificatePayload(fields: CertificateFields): string {
  const { ar, en, fr } = fields.formation_title;
  return JSON.stringify({
    code: fields.code,
    formation_title: { ar, en, fr },
    holder_name: fields.holder_name,
    issued_at: fields.issued_at,
    score: fields.score,
    v: PAYLOAD_VERSION,
  });
}

export interface CertificateSigner {
  keyId: string;
  publicKeyPem: string;
  /** Raw 32-byte public key, base64url. */
  publicKeyRaw: string;
  /** Signature of the canonical payload, base64url. */
  sign(fields: CertificateFields): string;
  verify(fields: CertificateFields, signature: string): boolean;
}

/**
 * The signed payload as the QR code carries it, after the `#` of the verification URL:
 * `v1.<key_id>.<base64url of the canonical payload>.<base64url signature>`. Built from stored fields
 * alone, so any part of the server can hand it out without the private key.
 */
export function signedPayload(fields: CertificateFields, keyId: string, signature: string): string {
  const payload = Buffer.from(canonicalCertificatePayload(fields), 'utf8').toString('base64url');
  return [`v${PAYLOAD_VERSION}`, keyId, payload, signature].join('.');
}

const KEY_FILE = ['secrets', 'certificate-ed25519.pem'];

/** First 16 hex digits of the SHA-256 of the raw public key. */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(rawPublicKey(publicKey)).digest('hex').slice(0, 16);
}

function rawPublicKey(publicKey: KeyObject): Buffer {
  // The last 32 bytes of an Ed25519 SubjectPublicKeyInfo are the key itself.
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
}

/** Reads the academy's private key from STORAGE_DIR (shared by its servers), making it on first start (PKCS#8 PEM, mode 0600). */
export async function loadCertificateKey(storageDir: string): Promise<KeyObject> {
  const file = path.join(storageDir, ...KEY_FILE);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' });
  // Servers starting together keep the first one's key.
  await createFileOnce(file, pem);
  const key = createPrivateKey(await readFile(file, 'utf8'));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} does not hold an Ed25519 private key`);
  return key;
}

export function createCertificateSigner(privateKey: KeyObject): CertificateSigner {
  const publicKey = createPublicKey(privateKey);
  const keyId = keyIdOf(publicKey);
  const bytes = (fields: CertificateFields) => Buffer.from(canonicalCertificatePayload(fields), 'utf8');

  return {
    keyId,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyRaw: rawPublicKey(publicKey).toString('base64url'),
    sign(fields) {
      // Ed25519 hashes internally: the algorithm argument is null.
      return sign(null, bytes(fields), privateKey).toString('base64url');
    },
    verify(fields, signature) {
      return verifyPayload(bytes(fields), signature, publicKey);
    },
  };
}

function verifyPayload(payload: Buffer, signature: string, publicKey: KeyObject): boolean {
  const signatureBytes = Buffer.from(signature, 'base64url');
  if (signatureBytes.length !== 64) return false;
  try {
    return verify(null, payload, publicKey, signatureBytes);
  } catch {
    return false;
  }
}

export interface OfflineCheck {
  /** The signature matches the payload and the key. */
  valid: boolean;
  keyId: string;
  /** The signed fields, readable even when the check fails (to show what was claimed). */
  fields: CertificateFields | null;
}

/**
 * What a verifier with no network does with a scanned QR code (docs/certificates.md): take the text after
 * `#`, check the signature over the payload bytes exactly as carried, then read the fields.
 */
export function verifyQrPayload(qr: string, publicKey: KeyObject | string): OfflineCheck {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  const fragment = qr.slice(qr.indexOf('#') + 1);
  const [version, keyId = '', payload = '', signature = ''] = fragment.split('.');
  if (version !== `v${PAYLOAD_VERSION}`) return { valid: false, keyId, fields: null };
  const bytes = Buffer.from(payload, 'base64url');
  let fields: CertificateFields | null = null;
  try {
    fields = JSON.parse(bytes.toString('utf8')) as CertificateFields;
  } catch {
    fields = null;
  }
  return { valid: fields !== null && verifyPayload(bytes, signature, key), keyId, fields };
}

/**
 * Signs a course pack's claim (contract/course-pack.ts) with the academy key: Ed25519 over the context line
 * and the claim's JSON bytes. The context keeps a pack signature from ever verifying as a certificate's.
 */
export function signPackClaim(privateKey: KeyObject, claim: PackClaim): PackSignature {
  const claimBytes = Buffer.from(JSON.stringify(claim), 'utf8');
  const signed = Buffer.concat([Buffer.from(PACK_SIGNATURE_CONTEXT, 'utf8'), claimBytes]);
  return {
    key_id: keyIdOf(createPublicKey(privateKey)),
    claim: claimBytes.toString('base64url'),
    signature: sign(null, signed, privateKey).toString('base64url'),
  };
}
