// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicStats } from '../../../contract/site';
import { StatsCounters } from '../../../src/features/site/home/stats-counters';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

const state = vi.hoisted(() => ({ stats: null as PublicStats | null, stale: false }));
vi.mock('../../../src/features/site/home/use-public-stats', () => ({ usePublicStats: () => state }));

beforeAll(async () => {
  await setLanguage('ar', { persist: false });
  await loadNamespaces('ar', ['site']);
});
afterEach(() => {
  cleanup();
  state.stats = null;
});

const shownStats = () => [...document.querySelectorAll('[data-stat]')].map((item) => item.getAttribute('data-stat'));

describe('home counters', () => {
  it.each([
    ['a fresh install', { subscribers: 0, students: 1, success_rate: null }, []],
    ['one learner who passed one exam', { subscribers: 3, students: 1, success_rate: 1 }, []],
    ['subscribers past the threshold only', { subscribers: 50, students: 49, success_rate: 0.5 }, ['subscribers']],
    ['learners past it, no exam yet', { subscribers: 12, students: 50, success_rate: null }, ['students']],
    ['an academy in use', { subscribers: 1234, students: 56, success_rate: 0.88 }, ['subscribers', 'students', 'success_rate']],
  ] as const)('%s: shows only the meaningful counters, never a dash', (_, stats, expected) => {
    state.stats = { ...stats };
    render(<StatsCounters />);
    expect(shownStats()).toEqual(expected);
    expect(document.body.textContent).not.toContain('—');
    // No counters at all: no empty section either.
    if (expected.length === 0) expect(document.querySelector('.stats')).toBeNull();
  });

  it('shows nothing while the figures are not known yet (no placeholder dash)', () => {
    render(<StatsCounters />);
    expect(document.querySelector('.stats')).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it('writes the figures in the reader’s language', () => {
    state.stats = { subscribers: 1234, students: 56, success_rate: 0.88 };
    render(<StatsCounters />);
    expect(document.querySelector('[data-stat="subscribers"] .stats__value')?.textContent).toBe('1.234');
  });
});
