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

/**
 * Downloads a private file of the shop (a same-origin path such as an invoice's PDF) with the session's
 * bearer token, which a plain link could not send, and hands it to the browser to save as `filename`.
 */
export async function downloadWithSession(path: string, filename: string): Promise<void> {
  const token = session.token();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    if (token && (res.status === 401 || res.status === 403)) expireSession();
    const data = safeJson(await res.text()) as { message?: string } | undefined;
    throw new ApiError(res.status, data?.message ?? '');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
