import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../../contract/outbox';
import type { Db } from '../../db/client';
import { knownSignIns } from '../../db/schema/identity';
import { hashToken } from '../../lib/auth/tokens';

/** How long a successful sign-in makes its address and device "known" to the account (DESIGN.md, trust rules). */
export const KNOWN_FOR_DAYS = 30;

/**
 * Where a password attempt comes from, as far as the account is concerned: a device or an address where
 * it signed in successfully within 30 days, or somewhere unknown.
 */
export type SignInPlace = { kind: 'device'; deviceHash: string } | { kind: 'address' } | { kind: 'unknown' };

/**
 * The SHA-256 of the request's `X-Device-Id` (the id the app already sends with its sync and outbox
 * calls), or '' when it sent none or a malformed one. Only the hash is stored.
 */
export function deviceHashOf(request: FastifyRequest): string {
  const raw = request.headers[DEVICE_ID_HEADER.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && DEVICE_ID_PATTERN.test(value) ? hashToken(value) : '';
}

/** Is this device (first) or address known to the account from a successful sign-in within 30 days? */
export async function signInPlace(db: Db, userId: string, address: string, deviceHash: string): Promise<SignInPlace> {
  const rows = await db
    .select({ address: knownSignIns.address, deviceHash: knownSignIns.deviceHash })
    .from(knownSignIns)
    .where(
      and(
        eq(knownSignIns.userId, userId),
        sql`${knownSignIns.lastAt} > now() - make_interval(days => ${KNOWN_FOR_DAYS})`,
        deviceHash ? or(eq(knownSignIns.address, address), eq(knownSignIns.deviceHash, deviceHash)) : eq(knownSignIns.address, address),
      ),
    )
    .limit(20);
  if (deviceHash && rows.some((row) => row.deviceHash === deviceHash)) return { kind: 'device', deviceHash };
  if (rows.some((row) => row.address === address)) return { kind: 'address' };
  return { kind: 'unknown' };
}

/** A sign-in succeeded (password or one-time link): its address and device are known for 30 more days. */
export async function recordSignIn(db: Db, userId: string, address: string, deviceHash: string): Promise<void> {
  await db
    .insert(knownSignIns)
    .values({ userId, address, deviceHash })
    .onConflictDoUpdate({ target: [knownSignIns.userId, knownSignIns.address, knownSignIns.deviceHash], set: { lastAt: sql`now()` } });
}

/** Rows older than the 30 days make nothing known any more. */
export async function purgeOldSignIns(db: Db): Promise<number> {
  const gone = await db
    .delete(knownSignIns)
    .where(lt(knownSignIns.lastAt, sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`))
    .returning({ userId: knownSignIns.userId });
  return gone.length;
}
