import { describe, expect, it } from 'vitest';
import { isWatchedEnough, mergeProgress, progression, studyOrder, type OutlineLesson } from '../../../contract/study';

const modules = [
  { id: 'm2', position: 2 },
  { id: 'm1', position: 1 },
];
const lesson = (id: string, module_id: string, position: number, free_preview = false): OutlineLesson => ({
  id,
  module_id,
  position,
  free_preview,
});
// Deliberately shuffled: the rule orders by module position, then lesson position.
const lessons = [lesson('b2', 'm2', 2), lesson('a2', 'm1', 2), lesson('b1', 'm2', 1), lesson('a1', 'm1', 1)];

const unlocked = (done: string[], options = {}) =>
  progression(modules, lessons, new Set(done), options)
    .lessons.filter((state) => state.unlocked)
    .map((state) => state.id);

describe('progression rule', () => {
  it('orders lessons by module, then lesson position', () => {
    expect(studyOrder(modules, lessons).map((entry) => entry.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('opens the first lesson, and each next one when the one before it is completed', () => {
    expect(unlocked([])).toEqual(['a1']);
    expect(unlocked(['a1'])).toEqual(['a1', 'a2']);
    // Crossing into the next module works the same way.
    expect(unlocked(['a1', 'a2'])).toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps a completed lesson open, and free previews are always open', () => {
    expect(unlocked(['b1'])).toEqual(['a1', 'b1', 'b2']);
    const withPreview = progression(modules, [...lessons.filter((entry) => entry.id !== 'b2'), lesson('b2', 'm2', 2, true)], new Set());
    expect(withPreview.byId.get('b2')?.unlocked).toBe(true);
    expect(withPreview.byId.get('a2')?.unlocked).toBe(false);
  });

  it('unlocks the quiz only when every lesson is completed; "continue" leads to the first open lesson not done', () => {
    const partway = progression(modules, lessons, new Set(['a1', 'a2', 'b1']));
    expect(partway.quizUnlocked).toBe(false);
    expect(partway.next?.id).toBe('b2');
    const done = progression(modules, lessons, new Set(['a1', 'a2', 'b1', 'b2']));
    expect(done.quizUnlocked).toBe(true);
    expect(done.next).toBeNull();
    expect(progression(modules, [], new Set()).quizUnlocked).toBe(false);
  });

  it('opens everything to staff', () => {
    expect(unlocked([], { unlockAll: true })).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('counts a video as watched from 90 %', () => {
    expect(isWatchedEnough(89, 100)).toBe(false);
    expect(isWatchedEnough(90, 100)).toBe(true);
    expect(isWatchedEnough(10, 0)).toBe(false);
  });
});

describe('progress merge', () => {
  const at = '2026-05-01T10:00:00.000Z';
  it('keeps the furthest position before completion and never un-completes', () => {
    const first = mergeProgress(null, { position_seconds: 50, completed: false }, at);
    expect(first).toEqual({ position_seconds: 50, completed: false, completed_at: null });
    expect(mergeProgress(first, { position_seconds: 20, completed: false }, at).position_seconds).toBe(50);
    const done = mergeProgress(first, { position_seconds: 95, completed: true }, at);
    expect(done).toEqual({ position_seconds: 95, completed: true, completed_at: at });
    const later = mergeProgress(done, { position_seconds: 3, completed: false }, '2026-05-02T00:00:00.000Z');
    expect(later).toEqual({ position_seconds: 3, completed: true, completed_at: at });
  });
});
