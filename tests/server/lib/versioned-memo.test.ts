import { describe, expect, it } from 'vitest';
import { VersionedMemo } from '../../../server/lib/versioned-memo';

describe('VersionedMemo', () => {
  it('keeps an answer while its version holds and it is young enough, and loads again after either moves', async () => {
    let clock = 0;
    const memo = new VersionedMemo<string>({ maxEntries: 10, maxAgeMs: 1_000, now: () => clock });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await memo.get('a', 1, load)).toBe('answer 1');
    expect(await memo.get('a', 1, load)).toBe('answer 1');
    expect(await memo.get('a', 2, load)).toBe('answer 2');
    clock = 1_000;
    expect(await memo.get('a', 2, load)).toBe('answer 3');
  });

  it('shares one load among callers that miss at once, and keeps no failure', async () => {
    const memo = new VersionedMemo<number>({ maxEntries: 10, maxAgeMs: 60_000 });
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      loads += 1;
      await gate;
      return loads;
    };
    const both = Promise.all([memo.get('k', 1, slow), memo.get('k', 1, slow)]);
    release();
    expect(await both).toEqual([1, 1]);
    expect(loads).toBe(1);
    await expect(memo.get('gone', 1, () => Promise.reject(new Error('no such formation')))).rejects.toThrow('no such formation');
    expect(await memo.get('gone', 1, async () => 7)).toBe(7);
  });

  it('never lets a slower load of an older version replace a newer answer, and drops the least recently used', async () => {
    const memo = new VersionedMemo<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    let finishOld!: (value: string) => void;
    const old = memo.get('k', 1, () => new Promise<string>((resolve) => (finishOld = resolve)));
    expect(await memo.get('k', 2, async () => 'new')).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await memo.get('k', 2, async () => 'reloaded')).toBe('new');

    await memo.get('b', 1, async () => 'b');
    await memo.get('k', 2, async () => 'unused');
    await memo.get('c', 1, async () => 'c');
    // 'b' was used least recently: it went when 'c' came, and 'k', used after it, stayed.
    expect(await memo.get('k', 2, async () => 'unused')).toBe('new');
    expect(await memo.get('b', 1, async () => 'b again')).toBe('b again');
  });
});
