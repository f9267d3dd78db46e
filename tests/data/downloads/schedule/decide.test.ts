import { describe, expect, it } from 'vitest';
import {
  connectionIsUnmetered,
  decide,
  formatTimeOfDay,
  inWindow,
  nextWindowStart,
  parseTimeOfDay,
  type ConnectionFacts,
  type WaitingItem,
} from '../../../../src/data/downloads/schedule/decide';

/** Local times: the window is the phone's time of day. */
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);
const NIGHT = { start: 23 * 60, end: 6 * 60 };
const AFTERNOON = { start: 13 * 60, end: 15 * 60 + 30 };
const tonight: WaitingItem = { mode: 'window', window: NIGHT };
const wifiOnly: WaitingItem = { mode: 'wifi', window: null };

const cellular: ConnectionFacts = { online: true, type: 'cellular', metered: null };
const wifi: ConnectionFacts = { online: true, type: 'wifi', metered: null };
const unknown: ConnectionFacts = { online: true, type: null, metered: null };
const offline: ConnectionFacts = { online: false, type: 'wifi', metered: null };

describe('the window', () => {
  it('crosses midnight: late evening and early morning are in it, the day is not', () => {
    expect(inWindow(23 * 60, NIGHT)).toBe(true);
    expect(inWindow(0, NIGHT)).toBe(true);
    expect(inWindow(5 * 60 + 59, NIGHT)).toBe(true);
    expect(inWindow(6 * 60, NIGHT)).toBe(false);
    expect(inWindow(22 * 60 + 59, NIGHT)).toBe(false);
    expect(inWindow(12 * 60, NIGHT)).toBe(false);
  });

  it('within one day: start included, end excluded', () => {
    expect(inWindow(13 * 60, AFTERNOON)).toBe(true);
    expect(inWindow(15 * 60 + 29, AFTERNOON)).toBe(true);
    expect(inWindow(15 * 60 + 30, AFTERNOON)).toBe(false);
    expect(inWindow(12 * 60 + 59, AFTERNOON)).toBe(false);
  });

  it('with the same start and end is the whole day', () => {
    expect(inWindow(9 * 60, { start: 120, end: 120 })).toBe(true);
  });

  it('opens next later today, or tomorrow once today’s start has passed', () => {
    expect(nextWindowStart(at(10, 20), NIGHT)).toEqual(at(10, 23));
    expect(nextWindowStart(at(10, 7), NIGHT)).toEqual(at(10, 23));
    expect(nextWindowStart(at(10, 23, 30), NIGHT)).toEqual(at(11, 23));
    expect(nextWindowStart(at(30, 16), AFTERNOON)).toEqual(new Date(2026, 11, 1, 13, 0));
  });

  it('reads and writes the time inputs’ values', () => {
    expect(parseTimeOfDay('23:00')).toBe(1380);
    expect(parseTimeOfDay('06:05')).toBe(365);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('7:00')).toBeNull();
    expect(formatTimeOfDay(365)).toBe('06:05');
  });
});

describe('the connection', () => {
  it('Wi-Fi and Ethernet are unmetered, cellular is metered, anything else is not known', () => {
    expect(connectionIsUnmetered(wifi)).toBe(true);
    expect(connectionIsUnmetered({ ...wifi, type: 'ethernet' })).toBe(true);
    expect(connectionIsUnmetered(cellular)).toBe(false);
    expect(connectionIsUnmetered(unknown)).toBeNull();
    expect(connectionIsUnmetered({ ...wifi, type: 'unknown' })).toBeNull();
  });

  it('a browser’s own metered flag wins over the type', () => {
    expect(connectionIsUnmetered({ ...cellular, metered: false })).toBe(true);
    expect(connectionIsUnmetered({ ...wifi, metered: true })).toBe(false);
  });
});

describe('decide', () => {
  it('tonight: waits before the window until it opens, starts inside it, including after midnight', () => {
    expect(decide(tonight, at(10, 20), cellular)).toEqual({ start: false, reason: 'window', until: at(10, 23) });
    expect(decide(tonight, at(10, 23, 1), cellular)).toEqual({ start: true });
    expect(decide(tonight, at(11, 2), cellular)).toEqual({ start: true });
    expect(decide(tonight, at(11, 6), cellular)).toEqual({ start: false, reason: 'window', until: at(11, 23) });
  });

  it('tonight starts early on Wi-Fi: that data is cheap at any hour', () => {
    expect(decide(tonight, at(10, 14), wifi)).toEqual({ start: true });
  });

  it('Wi-Fi only: waits on cellular and where the browser does not say, with no time to wake at; starts on Wi-Fi', () => {
    expect(decide(wifiOnly, at(10, 23, 30), cellular)).toEqual({ start: false, reason: 'wifi', until: null });
    expect(decide(wifiOnly, at(10, 14), unknown)).toEqual({ start: false, reason: 'wifi', until: null });
    expect(decide(wifiOnly, at(10, 14), wifi)).toEqual({ start: true });
  });

  it('nothing starts offline, whatever the hour or the last known type', () => {
    expect(decide(tonight, at(11, 1), offline)).toEqual({ start: false, reason: 'offline', until: null });
    expect(decide(wifiOnly, at(11, 1), offline)).toEqual({ start: false, reason: 'offline', until: null });
  });

  it('a clock moved back out of the window waits again, and its wake-up is after the new time, within a day', () => {
    const inside = at(11, 1);
    expect(decide(tonight, inside, cellular)).toEqual({ start: true });
    const movedBack = at(10, 21);
    const decision = decide(tonight, movedBack, cellular);
    expect(decision).toEqual({ start: false, reason: 'window', until: at(10, 23) });
  });

  it('a clock far off (a phone reset to another year) still answers from the time of day alone', () => {
    const reset = new Date(2000, 0, 1, 12, 0);
    const decision = decide(tonight, reset, cellular);
    expect(decision.start).toBe(false);
    if (decision.start || !decision.until) throw new Error('expected a wake-up');
    expect(decision.until.getTime() - reset.getTime()).toBe(11 * 60 * 60 * 1000);
    expect(decide(tonight, new Date(2000, 0, 1, 23, 59), cellular)).toEqual({ start: true });
  });

  it('a malformed window is treated as Wi-Fi only', () => {
    expect(decide({ mode: 'window', window: { start: 2000, end: 10 } }, at(11, 1), cellular)).toEqual({
      start: false,
      reason: 'wifi',
      until: null,
    });
  });
});
