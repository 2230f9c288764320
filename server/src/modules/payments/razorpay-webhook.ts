import type { IncomingWebhook, PaymentEvent, VerifiedWebhook } from './payment-events';
import { webhookSignatureValid } from './signatures';

/** The Razorpay webhook events we act on; anything else is acknowledged and ignored. */
const EVENT_KINDS: Record<string, PaymentEvent['kind']> = {
  'payment.captured': 'payment_captured',
  'order.paid': 'payment_captured',
  'payment.failed': 'payment_failed',
};

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
}

/**
 * Razorpay's webhook: the HMAC of the RAW body under the webhook secret in `X-Razorpay-Signature`,
 * the payment under `payload.payment.entity` (amount in paise), its order id there or under
 * `payload.order.entity`. Used by the Razorpay adapter and by the test-mode stand-in, which speaks
 * Razorpay's format.
 */
export function readRazorpayWebhook(webhookSecret: string | undefined, input: IncomingWebhook): VerifiedWebhook {
  if (!input.rawBody || !webhookSignatureValid(webhookSecret, input.rawBody, input.signature)) return { valid: false };
  const b = input.body as { event?: unknown; payload?: { payment?: { entity?: RazorpayPaymentEntity }; order?: { entity?: { id?: unknown } } } } | null;
  const kind = b && typeof b.event === 'string' ? EVENT_KINDS[b.event] : undefined;
  const p = b?.payload?.payment?.entity;
  const providerOrderId = p?.order_id ?? b?.payload?.order?.entity?.id;
  if (!kind || !p || typeof p.id !== 'string' || typeof providerOrderId !== 'string') return { valid: true, event: null, dedupKeys: [] };
  const dedupKeys = [`${String(b!.event)}:${p.id}`];
  if (input.eventId && /^[A-Za-z0-9_.:-]{1,100}$/.test(input.eventId)) dedupKeys.push(`event:${input.eventId}`);
  const event: PaymentEvent =
    kind === 'payment_failed'
      ? { kind, providerOrderId, paymentId: p.id }
      : { kind, providerOrderId, paymentId: p.id, amountPaise: Number(p.amount), currency: typeof p.currency === 'string' ? p.currency : '' };
  return { valid: true, event, dedupKeys };
}
