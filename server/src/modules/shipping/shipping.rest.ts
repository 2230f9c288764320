import { Router } from 'express';
import { notFound } from '../../common/errors';
import { route } from '../../common/http';
import { isUuid } from '../../common/validation';
import { adminRoute } from '../access/admin-guard';
import type { ShipmentEventConsumer } from './shipping-events';
import { shippingService } from './shipping.service';

export const NO_LABEL = 'This order has no shipping label.';

/**
 * /api/v1/shipping: the courier's tracking webhook; /api/v1/admin/shipments: the label for staff.
 * Who consumes the shipment events is handed in, so shipping never imports the orders module.
 */
export function shippingRouter(onShipmentEvent: ShipmentEventConsumer): Router {
  const r = Router();

  const webhook = route(async (req, res) => {
    const headers = { 'x-api-key': req.get('x-api-key') };
    const outcome = await shippingService.handleWebhook(req.ctx, { headers, body: req.body }, onShipmentEvent);
    // Always 200 once authenticated: an AWB we do not know, or a copy already recorded, is not an error to retry.
    res.status(200).json({ status: outcome });
  });
  r.post('/shipping/shiprocket/webhook', webhook);
  // The same endpoint under a name without the courier's: Shiprocket's panel refuses webhook URLs that
  // contain words such as "shiprocket".
  r.post('/shipping/courier-updates', webhook);

  r.get(
    '/admin/shipments/:orderId/label',
    adminRoute('orders.read'),
    route(async (req, res) => {
      const orderId = String(req.params.orderId);
      const label = isUuid(orderId) ? await shippingService.label(req.ctx, orderId) : null;
      if (!label) throw notFound(NO_LABEL);
      if ('url' in label) {
        // The back office's script cannot follow a redirect to the courier's origin: it asks for the address as JSON and opens it.
        if (req.accepts(['application/pdf', 'application/json']) === 'application/json') res.status(200).json({ url: label.url });
        else res.redirect(302, label.url);
        return;
      }
      res.status(200).type('application/pdf').set('content-disposition', `inline; filename="label-${orderId}.pdf"`).send(label.pdf);
    }),
  );

  return r;
}
