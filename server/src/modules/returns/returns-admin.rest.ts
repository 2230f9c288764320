import { Router } from 'express';
import { notFound } from '../../common/errors';
import { errorMiddleware, route } from '../../common/http';
import type { AppServices } from '../../context';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import { MAX_VIDEOS, returnVideoForStaff } from './returns.service';

/**
 * GET /admin/api/returns/:id/videos/:n: a return request's n-th video (0: unpacking, 1: condition) for
 * staff whose role may read returns (bearer staff token). Shoppers' videos are private: never served
 * under /media, never cached.
 */
export function adminReturnsRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  r.get(
    '/:id/videos/:n',
    adminRoute('returns.read'),
    route(async (req, res) => {
      const n = Number(req.params.n);
      const video = Number.isInteger(n) && n >= 0 && n < MAX_VIDEOS ? await returnVideoForStaff(req.ctx, String(req.params.id), n) : null;
      if (!video) throw notFound('No such video.');
      res.set({ 'Content-Type': video.contentType, 'Content-Length': String(video.bytes), 'X-Content-Type-Options': 'nosniff' });
      video.body.pipe(res);
    }),
  );
  r.use(errorMiddleware);
  return r;
}
