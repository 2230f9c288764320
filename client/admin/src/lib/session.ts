import { useSyncExternalStore } from 'react';

/**
 * The staff session: the token of the signed-in staff member, kept in this tab's sessionStorage under a
 * key of its own. Never the shopper's storage (localStorage `rangrez`): a staff token must not outlive
 * the tab it was signed in with, and shopper and staff sessions never mix. A reload of the tab keeps the
 * session; closing the tab ends it here (the server ends it after 8 idle hours anyway).
 */
export const STAFF_TOKEN_KEY = 'rangrez-admin-token';

interface SessionState {
  token: string | null;
  /** Why the last session ended, shown once on the sign-in screen ("Your session has ended…"). */
  notice: string | null;
}

function readToken(): string | null {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: SessionState = { token: readToken(), notice: null };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  try {
    if (next.token) sessionStorage.setItem(STAFF_TOKEN_KEY, next.token);
    else sessionStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    /* storage refused (private mode): the session lives in memory only */
  }
  listeners.forEach((l) => l());
}

export const staffSession = {
  token: () => state.token,
  signIn(token: string) {
    set({ token, notice: null });
  },
  /** Ends the session here; `notice` tells the sign-in screen why. */
  signOut(notice: string | null = null) {
    set({ token: null, notice });
  },
  clearNotice() {
    if (state.notice) set({ ...state, notice: null });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => state,
};

export function useStaffSession(): SessionState {
  return useSyncExternalStore(staffSession.subscribe, staffSession.snapshot, staffSession.snapshot);
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
