// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUserDb, currentUserDb, openUserDb, peekUserDb, type UserDatabase } from '../../src/data/user-db';
import { useUserDb } from '../../src/lib/use-user-db';

const ALICE = '0190a000-0000-7000-8000-00000000000a';
const BOB = '0190a000-0000-7000-8000-00000000000b';

const seen = new Map<string, UserDatabase | null>();

/** Reports the database it was given after each render (an effect, as React wants). */
function Reader({ name, userId }: { name: string; userId: string | null }) {
  const db = useUserDb(userId);
  useEffect(() => {
    seen.set(name, db);
  });
  return null;
}

afterEach(() => {
  cleanup();
  closeUserDb();
  seen.clear();
});

describe('useUserDb', () => {
  it('two screens of one learner share one database, and one leaving does not close it for the other', async () => {
    const view = render(
      <>
        <Reader name="a" userId={ALICE} />
        <Reader name="b" userId={ALICE} />
      </>,
    );
    expect(seen.get('a')?.userId).toBe(ALICE);
    expect(seen.get('a')).toBe(seen.get('b'));
    const db = seen.get('a') as UserDatabase;
    await db.enrollments.count();
    expect(db.isOpen()).toBe(true);

    view.rerender(<Reader name="b" userId={ALICE} />);
    expect(db.isOpen()).toBe(true);
    expect(await db.enrollments.count()).toBe(0);

    view.unmount();
    expect(db.isOpen()).toBe(false);
    expect(peekUserDb(ALICE)).toBeNull();
  });

  it('opens nothing during a render and closes nothing of the session when a screen of another learner mounts', async () => {
    const session = openUserDb(ALICE);
    await session.enrollments.count();
    const view = render(<Reader name="a" userId={BOB} />);
    expect(seen.get('a')?.userId).toBe(BOB);
    expect(session.isOpen()).toBe(true);
    expect(currentUserDb()).toBe(session);
    view.unmount();
    expect(session.isOpen()).toBe(true);
  });

  it('switching learner does not close the new learner’s database, held by the session or another screen', async () => {
    const view = render(
      <>
        <Reader name="a" userId={ALICE} />
        <Reader name="b" userId={BOB} />
      </>,
    );
    const bob = seen.get('b') as UserDatabase;
    await bob.enrollments.count();
    view.rerender(
      <>
        <Reader name="a" userId={BOB} />
        <Reader name="b" userId={BOB} />
      </>,
    );
    expect(seen.get('a')).toBe(bob);
    expect(bob.isOpen()).toBe(true);
    expect(peekUserDb(ALICE)).toBeNull();

    // The session moving from one learner to the other keeps the database the screens read.
    act(() => {
      openUserDb(ALICE);
      openUserDb(BOB);
    });
    expect(currentUserDb()).toBe(bob);
    expect(bob.isOpen()).toBe(true);
    view.unmount();
    expect(bob.isOpen()).toBe(true);
    act(() => closeUserDb());
    expect(bob.isOpen()).toBe(false);
  });

  it('gives a visitor no database', () => {
    render(<Reader name="a" userId={null} />);
    expect(seen.get('a')).toBeNull();
  });
});
