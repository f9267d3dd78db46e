import type { LimitRule } from '../../lib/rate-limiter';

const HOUR = 60 * 60;

/** Registration and profile limits; README "Limits" gives the reasons. */
export const ACCOUNT_LIMITS = {
  /**
   * Accounts created from one address per hour: a cooperative's training day signs up its thirty
   * farmers on one Wi-Fi in one session, with room for mistakes and a second group; a script is
   * held to one account a minute.
   */
  registerPerAddress: { limit: 60, windowSeconds: HOUR },
  /** Accounts created by everyone together per hour: far above the academy's busiest day, a ceiling on junk. */
  registerGlobal: { limit: 1000, windowSeconds: HOUR },
  /** `PATCH /api/me` per account per hour: a person edits their details a few times, a script probing e-mails is stopped. */
  profileUpdate: { limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, LimitRule>;
