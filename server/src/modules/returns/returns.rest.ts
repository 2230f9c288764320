import { Router } from 'express';
import { requireAuth, route } from '../../common/http';
import { discardBody } from '../../common/refused-bodies';
import { parseInput } from '../../common/validation';
import { lineTakingVideos, MAX_VIDEO_BYTES, returnVideos, VideoRefused } from './return-videos';
import { returnsService } from './returns.service';
import { ReturnRequestInput, toReturnRequest } from './returns.types';

/**
 * /api/v1/returns: a shopper's returns and exchanges over REST (bearer shopper token), the same
 * service as GraphQL's requestReturn and myReturnRequests.
 */
export function returnsRouter(): Router {
  const r = Router();

  /**
   * One video per request (multipart, field `file`, at most 50 MB) for the order line named by
   * `?orderId=…&lineId=…`, which must still take a return or exchange: 201 with its key for that line's
   * requestReturn videoIds. The line and the shopper's quotas are checked before the body is read
   * (refusals: 400, 404, 409 RETURN_NOT_ALLOWED, 429); the file streams into the media store.
   */
  r.post(
    '/returns/videos',
    requireAuth,
    route(async (req, res) => {
      try {
        let lineId: string;
        try {
          ({ lineId } = await lineTakingVideos(req.ctx, req.query.orderId, req.query.lineId));
        } catch (e) {
          // Answered at once; what the shopper still sends is read and thrown away.
          discardBody(req, res, { maxBytes: 2 * MAX_VIDEO_BYTES, halfClose: false });
          throw e;
        }
        const { key, bytes, format } = await returnVideos.receive(req.ctx, req, lineId).catch((e) => {
          if (!(e instanceof VideoRefused) && !req.complete) discardBody(req, res, { maxBytes: 2 * MAX_VIDEO_BYTES, halfClose: false });
          throw e;
        });
        res.status(201).json({ key, bytes, contentType: format.contentType });
      } catch (e) {
        if (e instanceof VideoRefused) return res.status(e.status).json({ message: e.message });
        throw e;
      }
    }),
  );

  r.post(
    '/returns',
    requireAuth,
    route(async (req, res) => {
      const input = await parseInput(ReturnRequestInput, req.body);
      const request = await returnsService.request(req.ctx, input);
      res.status(201).json({ message: 'Your request is received.', request: toReturnRequest(request) });
    }),
  );

  r.get(
    '/returns',
    requireAuth,
    route(async (req, res) => {
      const requests = await returnsService.listMine(req.ctx, String(req.query.orderId ?? ''));
      res.json(requests.map(toReturnRequest));
    }),
  );

  return r;
}
