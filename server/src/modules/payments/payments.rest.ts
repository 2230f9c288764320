import { Router } from 'express';
import { badInput, notFound } from '../../common/errors';
import { route } from '../../common/http';
import type { PaymentEventConsumer } from './payment-events';
import { paymentsService } from './payments.service';
import { onlinePaymentsAvailable, paymentProvider } from './providers';
import { TestModePaymentProvider } from './test-mode-provider';

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes of a JSON body (kept by backend.ts), for signatures computed over the raw body. */
    rawBody?: Buffer;
  }
}

/**
 * /api/v1/payments: the provider's webhook, and (test mode only) the stand-in checkout's server side.
 * Who consumes the payment events is handed in, so payments never import the orders module.
 */
export function paymentsRouter(onPaymentEvent: PaymentEventConsumer): Router {
  const r = Router();

  r.post(
    '/payments/razorpay/webhook',
    route(async (req, res) => {
      const status = await paymentsService.handleWebhook(req.ctx, {
        rawBody: req.rawBody,
        signature: req.get('x-razorpay-signature'),
        eventId: req.get('x-razorpay-event-id'),
        body: req.body,
      }, onPaymentEvent);
      res.status(200).json({ status });
    }),
  );

  // Plays Razorpay's servers for client/public/test-checkout.js: a successful payment of a test order,
  // signed with the test-mode secret (which never leaves the server). Absent with real keys, and in
  // production unless ALLOW_TEST_PAYMENTS=1.
  r.post(
    '/payments/test-checkout/pay',
    route(async (req, res) => {
      const provider = paymentProvider(req.ctx.app);
      if (!(provider instanceof TestModePaymentProvider) || !onlinePaymentsAvailable(req.ctx.app)) throw notFound('No such API route.');
      const orderId = (req.body as { order_id?: unknown } | undefined)?.order_id;
      if (typeof orderId !== 'string' || !/^order_[A-Za-z0-9]{14}$/.test(orderId)) throw badInput('Unknown test order.');
      const { paymentId, signature } = provider.completePayment(orderId);
      res.json({ razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature });
    }),
  );

  return r;
}
