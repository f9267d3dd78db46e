/**
 * Names of the performance marks the app leaves for benches to read (bench/first-visit.ts). The time
 * comes from the page itself, so a bench that notices later (after the load event, between polls)
 * still reports when the moment happened.
 */

/** Set when a server-rendered page has been hydrated: its links and buttons answer from then on. */
export const HYDRATED_MARK = 'academy:hydrated';
