import { createHash, randomBytes } from 'node:crypto';

/** Session tokens (DESIGN.md): 32 random bytes, base64url; only their SHA-256 reaches the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `Authorization: Bearer <token>`; anything malformed reads as no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
