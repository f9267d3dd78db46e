import { useShallow } from 'zustand/react/shallow';
import { isStaff } from '../../contract/roles';
import { useSession } from './session';

/** Who opens a learner's screen (study, quiz, certificate, what remains to earn one). */
export interface LearnerSession {
  /** The signed-in person's id; null for a visitor, and for a stored user whose token is gone. */
  userId: string | null;
  /** Staff may open any formation's screens without an enrolment. */
  staff: boolean;
  /** The stored session is being checked (before /api/me answers). */
  loading: boolean;
}

/** The session as the learner's screens read it, one way for all of them. */
export function useLearnerSession(): LearnerSession {
  // Only primitives: useShallow compares each field with Object.is, so a fallback `?? []` made here would be
  // a new value on every read while the user is unknown (signed out, or before /api/me answers) → render loop.
  return useSession(
    useShallow((state) => ({
      userId: state.token ? (state.user?.id ?? null) : null,
      staff: isStaff(state.user?.roles ?? []),
      loading: state.loading,
    })),
  );
}
