import { Router } from 'express';
import { requireAuth, route } from '../../common/http';
import { parseInput } from '../../common/validation';
import { readVideo, VideoRefused } from './return-videos';
import { returnsService } from './returns.service';
import { ReturnRequestInput, toReturnRequest } from './returns.types';

/**
 * /api/v1/returns: a shopper's returns and exchanges over REST (bearer shopper token), the same
 * service as GraphQL's requestReturn and myReturnRequests.
 */
export function returnsRouter(): Router {
  const r = Router();

  /** One video per request (multipart, field `file`, at most 50 MB): 201 with its key for requestReturn's videoIds. */
  r.post(
    '/returns/videos',
    requireAuth,
    route(async (req, res) => {
      try {
        const { file, format } = await readVideo(req);
        const key = await returnsService.storeVideo(req.ctx, file, format);
        res.status(201).json({ key, bytes: file.length, contentType: format.contentType });
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
