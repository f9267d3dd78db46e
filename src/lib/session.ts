import { create } from 'zustand';
import type { Role } from '../../contract/roles';
import { STORAGE_KEYS } from '../../contract/constants';

/** The signed-in user as the app keeps it (SPEC §3); the auth feature fills it from /me and /login. */
export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  member_since: string;
  roles: Role[];
  must_change_password?: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** The first of the user's roles (SPEC §6). */
  role: Role | null;
  /** True while the stored token is being checked at start-up (SPEC §4). */
  loading: boolean;
}

export const useSession = create<SessionState>(() => ({
  user: null,
  token: readStoredToken(),
  role: null,
  loading: true,
}));

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

/** Token keys of SPEC §9: both keys are written; local storage when kept logged in, else session storage. */
export function readStoredToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(STORAGE_KEYS.authToken) ?? storage.getItem(STORAGE_KEYS.token);
    if (token) return token;
  }
  return null;
}

export function readStoredUser(): SessionUser | null {
  for (const storage of storages()) {
    const raw = storage.getItem(STORAGE_KEYS.user);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      storage.removeItem(STORAGE_KEYS.user);
    }
  }
  return null;
}

export function storeCredentials(token: string, user: SessionUser, remember: boolean): void {
  clearStoredCredentials();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(STORAGE_KEYS.authToken, token);
  storage.setItem(STORAGE_KEYS.token, token);
  storeUser(user, storage);
}

export function storeUser(user: SessionUser, storage: Storage = whereTokenLives()): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const role = user.roles[0];
  if (role) storage.setItem(STORAGE_KEYS.role, role);
}

function whereTokenLives(): Storage {
  return window.localStorage.getItem(STORAGE_KEYS.authToken) ? window.localStorage : window.sessionStorage;
}

export function clearStoredCredentials(): void {
  for (const storage of storages()) {
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.role]) {
      storage.removeItem(key);
    }
  }
}

export function setSignedIn(token: string, user: SessionUser): void {
  useSession.setState({ token, user, role: user.roles[0] ?? null, loading: false });
}

export function setSignedOut(): void {
  useSession.setState({ token: null, user: null, role: null, loading: false });
}

/** Listeners run when any response says the session is gone (401/403, SPEC §4). */
const expiredListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
export function notifySessionExpired(): void {
  clearStoredCredentials();
  setSignedOut();
  for (const listener of expiredListeners) listener();
}
