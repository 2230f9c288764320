import { Router, type Request } from 'express';
import { bearerToken } from '../../common/auth';
import { AppError } from '../../common/errors';
import { errorMiddleware, route } from '../../common/http';
import { clearedStaffCookie, staffCookie } from '../../common/staff-cookie';
import type { AppServices } from '../../context';
import { requireStaffFor, staffRestContext } from '../access/admin-guard';
import { staffSessions } from '../access/staff-sessions';
import { staffService } from './staff.service';

/** Secure cookies when the shop is served over https (its public URL, or the request as the gateway saw it). */
const secure = (app: AppServices, req: Request) => app.config.publicUrl.startsWith('https:') || req.protocol === 'https';

/**
 * The back office's cookie session (common/staff-cookie.ts):
 * - POST /admin/api/session with `Authorization: Bearer <staff token>` (just answered by `staffLogin`):
 *   204 and the token set as an HttpOnly, SameSite=Strict cookie (Secure on https) that lasts as long as
 *   the session at most; 401 when the token is not a live staff session.
 * - DELETE /admin/api/session (bearer or cookie): ends the session, as `staffLogout` does, and clears
 *   the cookie: 204, also when there was no live session.
 */
export function staffSessionRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  r.post(
    '/',
    route(async (req, res) => {
      const actor = await requireStaffFor(req.ctx, 'session.self');
      const token = bearerToken(req.headers.authorization)!;
      const endsAt = await staffSessions.endsAt(req.ctx, actor.sessionId);
      if (!endsAt) throw new AppError('UNAUTHENTICATED', 'Your staff session has ended. Please sign in again.');
      res.set('Set-Cookie', staffCookie(token, endsAt, secure(app, req))).status(204).end();
    }),
  );
  r.delete(
    '/',
    route(async (req, res) => {
      try {
        await requireStaffFor(req.ctx, 'session.self');
        await staffService.logout(req.ctx);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
      res.set('Set-Cookie', clearedStaffCookie(secure(app, req))).status(204).end();
    }),
  );
  r.use(errorMiddleware);
  return r;
}
