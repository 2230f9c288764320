import { Router } from 'express';
import { route } from '../../common/http';
import { deliveryService } from './delivery.service';

/** GET /api/v1/delivery/pincode/:pincode → { pincode, area, areas, district, state, codAvailable }, or 400/404 { message }. */
export function deliveryRouter(): Router {
  const r = Router();
  r.get(
    '/delivery/pincode/:pincode',
    route(async (req, res) => {
      res.json(await deliveryService.checkPincode(req.ctx, String(req.params.pincode).slice(0, 20)));
    }),
  );
  return r;
}
