import { session } from './session';
import { expireSession } from './apollo';

/** An API error with the server's message, for toasts that show the server's message, else a fallback. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A call to the shop's REST API (same origin), carrying the session's bearer token.
 * 401/403 from an authenticated call means the session expired.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = session.token();
  const res = await fetch(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    if (token && (res.status === 401 || res.status === 403)) expireSession();
    throw new ApiError(res.status, (data as { message?: string } | undefined)?.message ?? '');
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
