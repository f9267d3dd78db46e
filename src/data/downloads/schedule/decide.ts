/**
 * When a download the learner set to wait for cheap data may start. Pure: the caller passes the time and
 * what the browser says about the connection, so the rules are tested without a clock or a network.
 *
 * - Both kinds of waiting start at once on a connection the browser calls unmetered (Wi-Fi, Ethernet, or
 *   `metered === false` where a browser exposes it): that data is cheap whatever the hour.
 * - "Wi-Fi only" waits for that and nothing else. Where the browser does not say (no
 *   `navigator.connection`, or no `type`, as on desktop browsers), it waits for the learner's "now" or a
 *   later check where the type is known: guessing would spend the data the learner chose to save.
 * - "Tonight" also starts while the phone's clock is inside the learner's window (local time of day, which
 *   may cross midnight). Only the current time of day is read, never a stored deadline, so a clock that
 *   is wrong or moved back is simply read again at the next check.
 * - Nothing starts while the browser says it is offline.
 */

export const WAIT_MODES = ['wifi', 'window'] as const;
export type WaitMode = (typeof WAIT_MODES)[number];

const MINUTES_A_DAY = 24 * 60;

/** Minutes after local midnight, 0 to 1439. `start === end` is a window of the whole day. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** What the browser says about the connection; `null` where it does not say. */
export interface ConnectionFacts {
  online: boolean;
  /** `navigator.connection.type`: 'wifi', 'cellular', 'ethernet'…; null when absent. */
  type: string | null;
  /** `navigator.connection.metered` where a browser still exposes that draft attribute. */
  metered: boolean | null;
}

export type WaitReason = 'wifi' | 'window' | 'offline';

export type Decision = { start: true } | { start: false; reason: WaitReason; until: Date | null };

const UNMETERED_TYPES = new Set(['wifi', 'ethernet']);
const METERED_TYPES = new Set(['cellular', 'bluetooth', 'wimax']);

export function minutesOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

export function isValidWindow(window: TimeWindow): boolean {
  const ok = (minutes: number) => Number.isInteger(minutes) && minutes >= 0 && minutes < MINUTES_A_DAY;
  return ok(window.start) && ok(window.end);
}

export function inWindow(minutes: number, window: TimeWindow): boolean {
  if (window.start === window.end) return true;
  if (window.start < window.end) return minutes >= window.start && minutes < window.end;
  return minutes >= window.start || minutes < window.end;
}

/** The next local time the window opens, strictly after `now` (within the next day). */
export function nextWindowStart(now: Date, window: TimeWindow): Date {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), Math.floor(window.start / 60), window.start % 60);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return at;
}

/** True on a connection the browser calls unmetered, false on one it calls metered, null where it does not say. */
export function connectionIsUnmetered(facts: ConnectionFacts): boolean | null {
  if (facts.metered !== null) return !facts.metered;
  if (facts.type === null) return null;
  if (UNMETERED_TYPES.has(facts.type)) return true;
  if (METERED_TYPES.has(facts.type)) return false;
  return null;
}

export interface WaitingItem {
  mode: WaitMode;
  window: TimeWindow | null;
}

export function decide(item: WaitingItem, now: Date, facts: ConnectionFacts): Decision {
  if (!facts.online) return { start: false, reason: 'offline', until: null };
  if (connectionIsUnmetered(facts) === true) return { start: true };
  if (item.mode === 'wifi' || !item.window || !isValidWindow(item.window)) return { start: false, reason: 'wifi', until: null };
  if (inWindow(minutesOfDay(now), item.window)) return { start: true };
  return { start: false, reason: 'window', until: nextWindowStart(now, item.window) };
}

/** "23:00" → 1380; null for anything else. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 1380 → "23:00", the value of an `<input type="time">`. */
export function formatTimeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
