import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';

/**
 * What a server-rendered page hands the browser: the Apollo cache and the router's state. It travels
 * as a `<script type="application/json">`, which is data, never run, so it needs no CSP nonce.
 */
export interface ServerState {
  apollo: NormalizedCacheObject;
  router: HydrationState;
}

export const SERVER_STATE_ID = 'server-state';

export function readServerState(): ServerState | null {
  const el = document.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
