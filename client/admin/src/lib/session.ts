import { useSyncExternalStore } from 'react';

/**
 * The staff session lives in an HttpOnly, SameSite=Strict cookie the server sets at sign-in
 * (`POST /admin/api/session` with the token `staffLogin` just answered): no script, this one included,
 * can read the token, nothing keeps it in sessionStorage or localStorage, and a new tab is signed in by
 * the cookie. Every request of the back office sends `X-Rangrez-Admin: 1` (ADMIN_HEADERS), without which
 * the server does not believe the cookie (its CSRF check). The server ends the session after 8 idle
 * hours; signing out ends it and clears the cookie (`DELETE /admin/api/session`).
 *
 * Here: whether this page is signed in. `checking` at first (a new tab asks the server who is signed
 * in), then `signed-in` or `signed-out`.
 */
export const ADMIN_HEADERS = { 'X-Rangrez-Admin': '1' } as const;
export const SESSION_URL = '/admin/api/session';

type Status = 'checking' | 'signed-in' | 'signed-out';

interface SessionState {
  status: Status;
  /** Why the last session ended, shown once on the sign-in screen ("Your session has ended…"). */
  notice: string | null;
}

let state: SessionState = { status: 'checking', notice: null };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export const staffSession = {
  status: () => state.status,
  /** Hands the token `staffLogin` answered to the server, which keeps it as the session cookie; the token is not kept here. */
  async signIn(token: string): Promise<void> {
    const res = await fetch(SESSION_URL, { method: 'POST', credentials: 'same-origin', headers: { ...ADMIN_HEADERS, authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('The session could not be started. Please sign in again.');
    set({ status: 'signed-in', notice: null });
  },
  /** The server answered as a signed-in member (a new tab's first question). */
  confirmed() {
    if (state.status === 'checking') set({ status: 'signed-in', notice: null });
  },
  /** Ends the session here; `notice` tells the sign-in screen why (none when a new tab simply had no session). */
  signOut(notice: string | null = null) {
    set({ status: 'signed-out', notice: state.status === 'checking' ? null : notice });
  },
  /** Ends the session on the server and clears the cookie (whatever the answer, it ends here too). */
  async endOnServer(): Promise<void> {
    await fetch(SESSION_URL, { method: 'DELETE', credentials: 'same-origin', headers: { ...ADMIN_HEADERS } }).catch(() => undefined);
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
