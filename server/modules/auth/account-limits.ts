import type { LimitRule } from '../../lib/http/rate-limiter';

const HOUR = 60 * 60;

/** Registration and profile limits; README "Limits" gives the reasons. */
export const ACCOUNT_LIMITS = {
  /**
   * Accounts created from one address (an IPv6 /64) per hour: a cooperative's training day signs up its
   * thirty farmers on one Wi-Fi in one session, with room for mistakes and a second group; a script is
   * held to one account a minute.
   */
  registerPerAddress: { limit: 60, windowSeconds: HOUR },
  /**
   * Accounts created from one network (IPv4 /24, IPv6 /48) per hour: five such training days at once
   * behind one operator's pool; a script renting addresses side by side is held there, and every other
   * network stays open (there is no server-wide wall any more).
   */
  registerPerNetwork: { limit: 300, windowSeconds: HOUR },
  /** `PATCH /api/me` per account per hour: a person edits their details a few times, a script probing e-mails is stopped. */
  profileUpdate: { limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, LimitRule>;

/**
 * Sign-ups by everyone together per hour past which staff are alerted (one `warn` log line,
 * `registration alarm`, per hour): far above the academy's busiest day, so likely junk; never a refusal.
 */
export const REGISTRATION_ALARM_PER_HOUR = 1000;
