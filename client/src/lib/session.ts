import { useSyncExternalStore } from 'react';

/** The login answer kept as the current user (the legacy shape: `_id`, `token`, `username`, `email`). */
export interface SessionUser {
  _id: string;
  token: string;
  username: string;
  email: string;
}

export interface DeliveryAddress {
  area: string;
  state: string;
  district: string;
  address: string;
  pincode: string;
  landmark: string;
  mobileNumber: string;
}

/** A blank address, the starting point of the address forms. */
export const EMPTY_ADDRESS: DeliveryAddress = { area: '', state: '', district: '', address: '', pincode: '', landmark: '', mobileNumber: '' };

/** An Indian PIN code: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

interface PersistedState {
  version: 1;
  user: SessionUser | null;
  delivery: DeliveryAddress | null;
}

/** Persisted under a key named after the shop, version 1. */
export const STORAGE_KEY = 'rangrez';
const EMPTY: PersistedState = { version: 1, user: null, delivery: null };

let cached: PersistedState | null = null;
const listeners = new Set<() => void>();

function read(): PersistedState {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    cached = parsed?.version === 1 ? { ...EMPTY, ...parsed } : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached!;
}

function write(next: PersistedState) {
  cached = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) {
      cached = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const session = {
  user: () => read().user,
  token: () => read().user?.token ?? null,
  delivery: () => read().delivery,
  setUser: (user: SessionUser | null) => write({ ...read(), user }),
  setDelivery: (delivery: DeliveryAddress | null) => write({ ...read(), delivery }),
  /** Logout: every trace of the shopper leaves this browser (all of local storage is cleared). */
  clearAll: () => {
    localStorage.clear();
    sessionStorage.clear();
    cached = null;
    listeners.forEach((l) => l());
  },
};

/** The logged-in shopper, re-rendering on login, logout and changes from other tabs. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, () => read().user, () => null);
}

export function useDeliveryAddress(): DeliveryAddress | null {
  return useSyncExternalStore(subscribe, () => read().delivery, () => null);
}
