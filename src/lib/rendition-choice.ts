import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_RENDITION, RENDITION_NAMES, type RenditionName } from '../../contract/media-library';
import { oneOf } from '../../contract/one-of';
import { dataSaverOn, subscribeDataSaver } from './data-saver';

/**
 * The learner's video rendition ("low data", "standard", "audio only"), kept on this device: it follows
 * the phone and its data plan, not the account. The study view and the download dialog share it, so a
 * choice made in one is the default of the other, and it outlives reloads.
 */
export const RENDITION_STORAGE_KEY = 'video-rendition';

const listeners = new Set<() => void>();
let memory: RenditionName | null = null;

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Chosen by a hand during this visit (data saver lets it stand until the next start). */
let visitChoice: RenditionName | null = null;

/**
 * The rendition to use. With data saver on (src/lib/data-saver.ts), a remembered "standard" starts as
 * "low data" again: a heavier video is only what the learner picks during this visit.
 */
export function readRenditionChoice(): RenditionName {
  const remembered = rememberedChoice();
  if (!dataSaverOn()) return remembered;
  return visitChoice ?? (remembered === 'standard' ? 'low' : remembered);
}

function rememberedChoice(): RenditionName {
  try {
    const storage = local();
    if (storage) {
      const stored = storage.getItem(RENDITION_STORAGE_KEY);
      return oneOf(stored, RENDITION_NAMES) ?? DEFAULT_RENDITION;
    }
  } catch {
    // Storage blocked: the choice of this visit, if any, is in memory.
  }
  return memory ?? DEFAULT_RENDITION;
}

export function storeRenditionChoice(choice: RenditionName): void {
  memory = choice;
  visitChoice = choice;
  try {
    local()?.setItem(RENDITION_STORAGE_KEY, choice);
  } catch {
    // Quota or privacy mode: the choice lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab chose: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RENDITION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  const stopFollowingSaver = subscribeDataSaver(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    stopFollowingSaver();
  };
}

/** The remembered choice and its setter, shared by every screen of this device. */
export function useRenditionChoice(): [RenditionName, (choice: RenditionName) => void] {
  const choice = useSyncExternalStore(subscribe, readRenditionChoice, () => DEFAULT_RENDITION);
  const choose = useCallback((next: RenditionName) => storeRenditionChoice(next), []);
  return [choice, choose];
}
