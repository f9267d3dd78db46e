import { tooManyRequests } from '../../lib/http/limit-requests';
import { serverBusy } from '../../lib/http/problem';
import { clearHits, consume, forget, forgetPrefix, release, type LimitRule, type LimitStore } from '../../lib/http/rate-limiter';
import type { TokenBucket } from '../../lib/http/token-bucket';
import type { SignInPlace } from './known-sign-ins';

const MINUTE = 60;

/**
 * Password checks (login, password change, e-mail change) and the figures README "Limits" explains.
 * Every attempt is counted BEFORE the slow scrypt check, in the one-statement limiter, so guesses sent
 * in parallel are counted as they arrive and only the allowed ones reach scrypt.
 */
export const LOGIN_LIMITS = {
  /** One address trying one account: a person mistyping. 5 free, then 1, 2, 4 … 15 minutes apart. */
  pair: { limit: 5, windowSeconds: 15 * MINUTE, backoff: { baseSeconds: MINUTE, maxSeconds: 15 * MINUTE } },
  /**
   * One account from every address together: 10 free (two people's worth of typos, so one mistyper
   * never slows the owner), then 30 s, 1, 2, 4 … 15 minutes apart. Slowed down, never locked.
   */
  account: { limit: 10, windowSeconds: 15 * MINUTE, backoff: { baseSeconds: 30, maxSeconds: 15 * MINUTE } },
  /**
   * Different accounts tried from one address within 15 minutes: a cooperative's thirty farmers on one
   * Wi-Fi are 30; a mobile carrier's shared address rarely sends this academy more; a list of stolen
   * passwords tried account after account is stopped at 100.
   */
  address: { limit: 100, windowSeconds: 15 * MINUTE },
  /**
   * Logins from one address for e-mails that have no account: typos of the address's people, or a script
   * making e-mails up. Counted apart from real accounts, so a flood of made-up e-mails never blocks a real
   * account's right password at that address.
   */
  unknownPerAddress: { limit: 100, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Checks against e-mails that have no account, for the whole server process (each spends a scrypt so
 * that the answer takes as long as a wrong password): a burst of 60, then 2 a second. Past it the answer
 * is a fast 503 `server.busy` with Retry-After, and the cores stay for everyone else.
 */
export const UNKNOWN_ACCOUNT_CHECKS = { capacity: 60, perSecond: 2 } as const;

const account = (email: string) => email.trim().toLowerCase();
const pairPrefix = (email: string) => `login:pair:${account(email)}|`;
const keys = (ip: string, email: string) => ({
  pair: `${pairPrefix(email)}${ip}`,
  account: `login:account:${account(email)}`,
  address: `login:address:${ip}`,
});

/** What an admitted password check holds until it is known to have succeeded (`account` null at a known place). */
export interface PasswordCheckTicket {
  pair: string;
  account: string | null;
}

/**
 * Counts one password attempt from `ip` against the existing account `email`, or throws 429
 * `auth.too_many_attempts` with Retry-After.
 *
 * From a device or address where the account signed in within 30 days (`place`), only that device's (or
 * address's) own attempts count: failures made elsewhere never refuse the owner there. From
 * anywhere else: per (address, account), per address when the pair is new in its window, per account.
 * A hit counted on one key is given back when a later key refuses, so a refused attempt costs nothing.
 */
export async function admitPasswordCheck(
  db: LimitStore,
  ip: string,
  email: string,
  place: SignInPlace = { kind: 'unknown' },
): Promise<PasswordCheckTicket> {
  const key = keys(ip, email);
  if (place.kind !== 'unknown') {
    const own = place.kind === 'device' ? `login:device:${account(email)}|${place.deviceHash}` : key.pair;
    const verdict = await consume(db, own, LOGIN_LIMITS.pair);
    if (!verdict.allowed) throw tooManyRequests(verdict, 'auth.too_many_attempts');
    return { pair: own, account: null };
  }
  const pair = await consume(db, key.pair, LOGIN_LIMITS.pair);
  if (!pair.allowed) throw tooManyRequests(pair, 'auth.too_many_attempts');
  if (pair.fresh) {
    const address = await consume(db, key.address, LOGIN_LIMITS.address);
    if (!address.allowed) {
      // Deleted, not released: a pair left behind would let the next attempt skip the address count.
      await forget(db, key.pair);
      throw tooManyRequests(address, 'auth.too_many_attempts');
    }
  }
  const perAccount = await consume(db, key.account, LOGIN_LIMITS.account);
  if (!perAccount.allowed) {
    await release(db, key.pair);
    throw tooManyRequests(perAccount, 'auth.too_many_attempts');
  }
  return { pair: key.pair, account: key.account };
}

/**
 * A login for an e-mail that has no account: counted per (address, e-mail) and per e-mail exactly like a
 * real account from an unknown place (so the answers never tell the two apart), but against the address's
 * budget for *unknown* e-mails (every attempt, 429 past it) instead of its budget of real accounts, and
 * against the server's budget of such checks (503 `server.busy` past it). It never counts against a real
 * account or the address's budget of real ones.
 */
export async function admitUnknownAccountCheck(db: LimitStore, ip: string, email: string, budget: TokenBucket): Promise<void> {
  const key = keys(ip, email);
  const unknownKey = `login:unknown:${ip}`;
  const pair = await consume(db, key.pair, LOGIN_LIMITS.pair);
  if (!pair.allowed) throw tooManyRequests(pair, 'auth.too_many_attempts');
  const address = await consume(db, unknownKey, LOGIN_LIMITS.unknownPerAddress);
  if (!address.allowed) {
    await release(db, key.pair);
    throw tooManyRequests(address, 'auth.too_many_attempts');
  }
  const perAccount = await consume(db, key.account, LOGIN_LIMITS.account);
  if (!perAccount.allowed) {
    await release(db, key.pair);
    await release(db, unknownKey);
    throw tooManyRequests(perAccount, 'auth.too_many_attempts');
  }
  const wait = budget.take();
  if (wait > 0) {
    await release(db, key.pair);
    await release(db, unknownKey);
    await release(db, key.account);
    throw serverBusy(wait);
  }
}

/**
 * The password was right: that address's (or device's) typos are forgotten, and after a sign-in from an
 * unknown place the account's delays too. A sign-in at a known place leaves them: an attacker elsewhere
 * gets no fresh guesses each time the owner signs in. The pair keeps its window, so signing in again
 * from the same address does not count as one more account there.
 */
export async function passwordCheckSucceeded(db: LimitStore, ticket: PasswordCheckTicket): Promise<void> {
  await clearHits(db, ticket.pair);
  if (ticket.account) await clearHits(db, ticket.account);
}

/**
 * An account was just created from `ip`: whatever was tried against the address before it existed is
 * forgotten, and the pair's window opens now, so the sign-in that follows is never refused.
 */
export async function accountCreated(db: LimitStore, ip: string, email: string): Promise<void> {
  const key = keys(ip, email);
  await forget(db, key.account);
  await clearHits(db, key.pair, LOGIN_LIMITS.pair);
}

/** An admin reset the password (often the answer to a slowed-down learner): every counter of the account goes. */
export async function forgetAccountAttempts(db: LimitStore, email: string): Promise<void> {
  await forget(db, keys('', email).account);
  await forgetPrefix(db, pairPrefix(email));
  await forgetPrefix(db, `login:device:${account(email)}|`);
}
