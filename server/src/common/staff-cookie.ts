import type http from 'node:http';

/**
 * The back office's cookie session (issue 27). After `staffLogin`, the back office hands its token to
 * `POST /admin/api/session`, which sets it as an HttpOnly, SameSite=Strict cookie (Secure on https) and
 * the page forgets it: a new tab is signed in by the cookie, and no script can read the token.
 *
 * The cookie is believed only on requests that say they come from the back office with the header
 * `X-Rangrez-Admin: 1` (which a page on another site cannot add without a CORS preflight the shop
 * refuses), whose `Origin`, when sent, is this shop, and that carry no Authorization header of their
 * own. That is the CSRF check: SameSite=Strict keeps other sites' requests from carrying the cookie, and
 * the header and Origin check refuse what slips through. It also keeps the storefront's requests, which
 * send no such header, anonymous when a staff member browses the shop. The gateway turns such a
 * request's cookie into `Authorization: Bearer <token>` at its door, so everything behind it (GraphQL,
 * /admin/api, /admin/media) sees one kind of credential, checked against the live session as before.
 */
export const STAFF_COOKIE = 'rangrez_staff';
export const ADMIN_REQUEST_HEADER = 'x-rangrez-admin';

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value || null;
    }
  }
  return null;
}

/** Whether `origin` names the host the request was sent to (or the shop's public origin). */
function sameOrigin(origin: string, host: string | undefined, publicUrl?: string): boolean {
  try {
    const o = new URL(origin);
    if (host && o.host === host) return true;
    return publicUrl ? o.origin === new URL(publicUrl).origin : false;
  } catch {
    return false;
  }
}

/**
 * Gives a back-office request its cookie's token as `Authorization: Bearer …` (see above); any other
 * request is left as it came. Answers whether it did.
 */
export function staffCookieToBearer(req: http.IncomingMessage, publicUrl?: string): boolean {
  const h = req.headers;
  if (h.authorization || h[ADMIN_REQUEST_HEADER] !== '1') return false;
  const token = cookieValue(h.cookie, STAFF_COOKIE);
  if (!token || !/^[A-Za-z0-9._-]+$/.test(token)) return false;
  const origin = h.origin;
  if (origin !== undefined && !sameOrigin(origin, h.host, publicUrl)) return false;
  h.authorization = `Bearer ${token}`;
  return true;
}

/** The Set-Cookie value that keeps `token` until `expiresAt` (the session's absolute end; idle ends it sooner on the server). */
export function staffCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${STAFF_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes the cookie (sign-out). */
export function clearedStaffCookie(secure: boolean): string {
  return `${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
