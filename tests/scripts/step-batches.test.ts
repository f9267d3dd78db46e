import { describe, expect, it } from 'vitest';
import { batches } from '../../scripts/lib/step-batches';

const names = (grouped: { name: string }[][]) => grouped.map((batch) => batch.map((step) => step.name));

describe("npm test's steps that run at once (scripts/lib/step-batches.ts)", () => {
  it('joins a marked step to the one before it and keeps the others one at a time, in order', () => {
    const steps = [{ name: 'typecheck' }, { name: 'lint', alongsidePrevious: true }, { name: 'unit' }, { name: 'build' }];
    expect(names(batches(steps))).toEqual([['typecheck', 'lint'], ['unit'], ['build']]);
  });

  it('a first step marked to join has nothing before it and runs alone', () => {
    expect(names(batches([{ name: 'lint', alongsidePrevious: true }, { name: 'unit' }]))).toEqual([['lint'], ['unit']]);
  });

  it('several marks in a row make one batch', () => {
    const steps = [{ name: 'a' }, { name: 'b', alongsidePrevious: true }, { name: 'c', alongsidePrevious: true }];
    expect(names(batches(steps))).toEqual([['a', 'b', 'c']]);
  });
});
