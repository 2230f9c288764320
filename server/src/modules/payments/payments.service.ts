import { badInput, notFound } from '../../common/errors';
import { inTransaction, type RequestContext } from '../../context';
import { ordersService, type ProviderPaymentEvent } from '../orders/orders.service';
import { onlinePaymentsAvailable, paymentProvider } from './providers';
import { rowsOf } from '../../common/sql';

/** What the browser needs to open the checkout: which script, which public key. */
export interface PaymentConfig {
  mode: 'live' | 'test';
  /** False on a production shop without Razorpay keys: online orders are refused there (503). */
  onlinePaymentAvailable: boolean;
  keyId: string;
  checkoutScriptUrl: string;
  currency: 'INR';
}

export const INVALID_WEBHOOK = 'Invalid webhook signature.';
export const WEBHOOKS_OFF = 'Webhooks are not configured.';

/** The webhook events we act on; anything else is acknowledged and ignored. */
const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
}

function paymentOf(body: unknown): { event: string; payment: { id: string; orderId: string; amount: number } } | null {
  const b = body as { event?: unknown; payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: unknown } } } } | null;
  if (!b || typeof b.event !== 'string') return null;
  const p = b.payload?.payment?.entity;
  const orderId = p?.order_id ?? b.payload?.order?.entity?.id;
  if (!p || typeof p.id !== 'string' || typeof orderId !== 'string') return null;
  return { event: b.event, payment: { id: p.id, orderId, amount: Number(p.amount) } };
}

export const paymentsService = {
  config(ctx: RequestContext): PaymentConfig {
    const provider = paymentProvider(ctx.app);
    return { mode: provider.mode, onlinePaymentAvailable: onlinePaymentsAvailable(ctx.app), keyId: provider.keyId, checkoutScriptUrl: provider.checkoutScriptUrl, currency: 'INR' };
  },

  /**
   * A provider webhook. The signature is checked over the RAW body with the webhook secret. Each
   * event is recorded in payment_event in the same transaction that applies it, keyed by the
   * provider's event id and by event name + payment id, so a retried, replayed or concurrent copy is
   * a duplicate and changes nothing. Out-of-order events are safe because every transition is
   * conditional on the order's current state (a failure after a capture is ignored).
   */
  async handleWebhook(
    ctx: RequestContext,
    input: { rawBody?: Buffer; signature?: string; eventId?: string; body: unknown },
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    const provider = paymentProvider(ctx.app);
    if (!provider.webhooksEnabled) throw notFound(WEBHOOKS_OFF);
    if (!input.rawBody || !provider.verifyWebhookSignature(input.rawBody, input.signature)) throw badInput(INVALID_WEBHOOK);
    const parsed = paymentOf(input.body);
    if (!parsed || !HANDLED.has(parsed.event)) return 'ignored';
    const { event, payment } = parsed;

    const keys = [`${event}:${payment.id}`];
    if (input.eventId && /^[A-Za-z0-9_.:-]{1,100}$/.test(input.eventId)) keys.push(`event:${input.eventId}`);
    const providerEvent: ProviderPaymentEvent =
      event === 'payment.failed'
        ? { kind: 'failed', providerOrderId: payment.orderId, paymentId: payment.id }
        : { kind: 'captured', providerOrderId: payment.orderId, paymentId: payment.id, amountPaise: payment.amount };

    const result = await inTransaction(ctx, async (tx) => {
      const inserted = await rowsOf<{ id: string }>(
        tx,
        `INSERT INTO payment_event (id, event, provider_order_id, payment_id)
         SELECT k, $2, $3, $4 FROM unnest($1::text[]) AS k
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [keys, event, payment.orderId, payment.id],
      );
      if (inserted.length < keys.length) return null;
      return ordersService.applyProviderEvent(tx, providerEvent);
    });
    if (!result) return 'duplicate';
    if (result.refundOrderId) await ordersService.processRefund(ctx, result.refundOrderId);
    return 'applied';
  },
};
