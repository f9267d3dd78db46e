import type { TimeWindow } from './decide';
import { isValidWindow } from './decide';

/**
 * The learner's "tonight" window, kept on this phone (it follows the phone's data plan, not the account):
 * the next download set to wait starts with the last window chosen.
 */
export const WINDOW_STORAGE_KEY = 'download-window';

/** 23:00–06:00: night offers of Moroccan prepaid plans mostly fall inside it. */
export const DEFAULT_WINDOW: TimeWindow = { start: 23 * 60, end: 6 * 60 };

let memory: TimeWindow | null = null;

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readWindowPreference(): TimeWindow {
  try {
    const stored = local()?.getItem(WINDOW_STORAGE_KEY);
    if (stored) {
      const parsed = JSON.parse(stored) as Partial<TimeWindow> | null;
      const window = { start: Number(parsed?.start), end: Number(parsed?.end) };
      if (isValidWindow(window)) return window;
    }
  } catch {
    // Unreadable or blocked: the window of this visit, if any.
  }
  return memory ?? DEFAULT_WINDOW;
}

export function storeWindowPreference(window: TimeWindow): void {
  if (!isValidWindow(window)) return;
  memory = window;
  try {
    local()?.setItem(WINDOW_STORAGE_KEY, JSON.stringify(window));
  } catch {
    // Quota or privacy mode: the window lasts for this visit only.
  }
}
