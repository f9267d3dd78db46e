import * as v from 'valibot';
import type { CertificatePublicKey } from '../../../contract/exam';
import { TranslatableSchema, type Translatable } from '../../../contract/translatable';

/**
 * The browser's half of docs/certificates.md "Checking a certificate, offline": the QR code's fragment
 * `v1.<key_id>.<payload>.<signature>` checked against the academy's public key with WebCrypto Ed25519,
 * no server involved. server/lib/certificates/certificate-signing.ts (`verifyQrPayload`) is the reference; this one is
 * stricter where the page needs it: the payload must name the certificate the address names, and a part
 * that is not canonical base64url is refused, so changing any one character of the fragment fails.
 */

/** The signed fields, as the payload carries them. */
export interface SignedCertificate {
  code: string;
  holder_name: string;
  formation_title: Translatable;
  score: number;
  issued_at: string;
}

export type OfflineVerdict =
  /** The academy's key signed exactly these fields. Revocation is not known offline. */
  | { state: 'valid'; certificate: SignedCertificate }
  /** Malformed, altered, signed by another key, or about another certificate than the address names. */
  | { state: 'invalid' }
  /** This browser's WebCrypto has no Ed25519: no answer either way. */
  | { state: 'unsupported' };

const SignedFieldsSchema = v.object({
  code: v.string(),
  formation_title: TranslatableSchema,
  holder_name: v.string(),
  issued_at: v.pipe(v.string(), v.isoTimestamp()),
  score: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  v: v.literal(1),
});

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Strict base64url (no padding): null unless `text` is the one encoding of its bytes. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A length of 1 mod 4 cannot come from any bytes.
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // The last symbol may carry unused bits; a character changed only there would decode to the same bytes.
  return encodeBase64Url(bytes) === text ? bytes : null;
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The fragment of a verification address (`#` and all, or without it); empty when there is none. */
export function fragmentOf(hashOrUrl: string): string {
  const at = hashOrUrl.indexOf('#');
  return at === -1 ? hashOrUrl : hashOrUrl.slice(at + 1);
}

/** Whether `text` looks like a signed payload at all (so a page knows there is something to check offline). */
export function isSignedPayload(text: string): boolean {
  return /^v\d+\./.test(text);
}

/** The certificate code a payload claims, without checking anything: for a pasted QR text with no address. */
export function claimedCode(fragment: string): string | null {
  const bytes = decodeBase64Url(fragment.split('.')[2] ?? '');
  if (!bytes) return null;
  try {
    const parsed = v.safeParse(SignedFieldsSchema, JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.output.code : null;
  } catch {
    return null;
  }
}

/**
 * Checks `fragment` for the certificate `code` against `publicKey` (GET /api/certificates/public-key).
 * Only a signature that verifies yields 'valid'; everything else, including a payload the key does not
 * match, yields 'invalid', as the server's own check does.
 */
export async function verifySignedPayload(
  fragment: string,
  code: string,
  publicKey: Pick<CertificatePublicKey, 'key_id' | 'public_key'>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<OfflineVerdict> {
  const parts = fragment.split('.');
  if (parts.length !== 4) return { state: 'invalid' };
  const [version, keyId, payloadText = '', signatureText = ''] = parts;
  if (version !== 'v1' || keyId !== publicKey.key_id) return { state: 'invalid' };
  const payload = decodeBase64Url(payloadText);
  const signature = decodeBase64Url(signatureText);
  const rawKey = decodeBase64Url(publicKey.public_key);
  if (!payload || !signature || signature.length !== 64 || !rawKey || rawKey.length !== 32) return { state: 'invalid' };

  let key: CryptoKey;
  try {
    key = await subtle.importKey('raw', rawKey, { name: 'Ed25519' }, false, ['verify']);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotSupportedError') return { state: 'unsupported' };
    return { state: 'invalid' };
  }
  let signed: boolean;
  try {
    signed = await subtle.verify({ name: 'Ed25519' }, key, signature, payload);
  } catch {
    signed = false;
  }
  if (!signed) return { state: 'invalid' };

  // The signature vouches for these bytes; they must still say what the page shows.
  let fields: v.InferOutput<typeof SignedFieldsSchema>;
  try {
    const parsed = v.safeParse(SignedFieldsSchema, JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload)));
    if (!parsed.success) return { state: 'invalid' };
    fields = parsed.output;
  } catch {
    return { state: 'invalid' };
  }
  if (fields.code !== code) return { state: 'invalid' };
  const { formation_title, holder_name, issued_at, score } = fields;
  return { state: 'valid', certificate: { code: fields.code, formation_title, holder_name, issued_at, score } };
}
