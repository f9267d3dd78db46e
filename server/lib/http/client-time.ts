/**
 * A device's time, clamped into [lower, upper]; its absence reads as `lower` (the most lenient). A
 * device's clock may be wrong or set on purpose: the server takes what it says only within what it can
 * vouch for itself (progress reports, offline quiz attempts).
 */
export function boundedClientTime(claimed: string | undefined, lower: Date, upper: Date): Date {
  const at = claimed === undefined ? lower.getTime() : Date.parse(claimed);
  return new Date(Math.min(upper.getTime(), Math.max(lower.getTime(), at)));
}
