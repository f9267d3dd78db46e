// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSignedIn, setSignedOut, useSession, type SessionUser } from '../../src/lib/session';
import { useLearnerSession, type LearnerSession } from '../../src/lib/use-learner-session';

const person = (roles: SessionUser['roles']): SessionUser => ({
  id: '0190eeee-0000-7000-8000-00000000e101',
  first_name: 'Youssef',
  last_name: 'Amrani',
  email: 'youssef@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles,
});

/** Renders the hook; `seen` holds what each render read. */
function watch(): LearnerSession[] {
  const seen: LearnerSession[] = [];
  function Probe() {
    seen.push(useLearnerSession());
    return null;
  }
  render(<Probe />);
  return seen;
}

afterEach(() => {
  cleanup();
  setSignedOut();
});

describe('useLearnerSession', () => {
  it('reads a visitor as no one, not staff', () => {
    setSignedOut();
    expect(watch().at(-1)).toEqual({ userId: null, staff: false, loading: false });
  });

  it('reads a learner and a staff member by id and role', () => {
    setSignedIn('token-1', person(['client']));
    expect(watch().at(-1)).toEqual({ userId: person([]).id, staff: false, loading: false });
    cleanup();
    setSignedIn('token-2', person(['agent']));
    expect(watch().at(-1)).toEqual({ userId: person([]).id, staff: true, loading: false });
  });

  it('counts a stored user without a token as signed out', () => {
    useSession.setState({ token: null, user: person(['client']), role: 'client', loading: false });
    expect(watch().at(-1)).toMatchObject({ userId: null });
  });

  // A selector that built a new value on each read while the user was unknown looped (React #185).
  it('renders once while the user is unknown, and again only when what it reads changes', () => {
    useSession.setState({ token: 'token-1', user: null, role: null, loading: true });
    const seen = watch();
    expect(seen).toHaveLength(1);
    act(() => useSession.setState({ role: null }));
    expect(seen).toHaveLength(1);
    act(() => setSignedIn('token-1', person(['client'])));
    expect(seen.at(-1)).toEqual({ userId: person([]).id, staff: false, loading: false });
  });
});
