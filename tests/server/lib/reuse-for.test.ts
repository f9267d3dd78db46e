import { describe, expect, it } from 'vitest';
import { reuseFor } from '../../../server/lib/reuse-for';

/** A read that answers 1, 2, 3… and counts how often it ran; `failNext` makes its next run reject. */
function countingRead() {
  const state = { runs: 0, failNext: false };
  const read = async () => {
    state.runs += 1;
    if (state.failNext) {
      state.failNext = false;
      throw new Error('database unavailable');
    }
    return state.runs;
  };
  return { state, read };
}

describe('reuseFor', () => {
  it('reuses one answer until the time is up, then reads again', async () => {
    let clock = 1_000;
    const { state, read } = countingRead();
    const reused = reuseFor(60_000, read, () => clock);
    expect(await reused()).toBe(1);
    clock += 59_999;
    expect(await reused()).toBe(1);
    expect(state.runs).toBe(1);
    clock += 1;
    expect(await reused()).toBe(2);
    expect(state.runs).toBe(2);
  });

  it('shares one read between callers at the same moment', async () => {
    const { state, read } = countingRead();
    const reused = reuseFor(60_000, read, () => 0);
    expect(await Promise.all([reused(), reused(), reused()])).toEqual([1, 1, 1]);
    expect(state.runs).toBe(1);
  });

  it('keeps no failure: the caller after a failed read reads again', async () => {
    const { state, read } = countingRead();
    const reused = reuseFor(60_000, read, () => 0);
    state.failNext = true;
    await expect(reused()).rejects.toThrow('database unavailable');
    expect(await reused()).toBe(2);
    expect(await reused()).toBe(2);
    expect(state.runs).toBe(2);
  });
});
