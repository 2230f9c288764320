import { badInput, notFound } from '../../common/errors';
import { inTransaction, type RequestContext } from '../../context';
import type { IncomingWebhook, PaymentEventConsumer } from './payment-events';
import { onlinePaymentsAvailable, paymentProvider } from './providers';
import { rowsOf } from '../../common/sql';
import { countPaymentVerification } from '../../common/metrics';

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

export const paymentsService = {
  config(ctx: RequestContext): PaymentConfig {
    const provider = paymentProvider(ctx.app);
    return { mode: provider.mode, onlinePaymentAvailable: onlinePaymentsAvailable(ctx.app), keyId: provider.keyId, checkoutScriptUrl: provider.checkoutScriptUrl, currency: 'INR' };
  },

  /**
   * A provider webhook. The adapter checks its signature over the RAW body and turns it into a
   * neutral payment event, which `consume` (the orders lifecycle) applies. Each event is recorded in
   * payment_event in the same transaction that applies it, keyed by the provider's event id and by
   * event name + payment id, so a retried, replayed or concurrent copy is a duplicate and changes nothing.
   * An event the orders refuse for not matching the order it names (amount, currency) answers 'refused':
   * acknowledged, so the provider does not retry what can never match, and recorded by the consumer.
   */
  async handleWebhook(ctx: RequestContext, input: IncomingWebhook, consume: PaymentEventConsumer): Promise<'applied' | 'duplicate' | 'ignored' | 'refused'> {
    const provider = paymentProvider(ctx.app);
    if (!provider.webhooksEnabled) throw notFound(WEBHOOKS_OFF);
    const webhook = provider.readWebhook(input);
    countPaymentVerification(webhook.valid ? 'verified' : 'refused', 'webhook');
    if (!webhook.valid) throw badInput(INVALID_WEBHOOK);
    const { event, dedupKeys } = webhook;
    if (!event) return 'ignored';
    const afterCommit = await inTransaction(ctx, async (tx) => {
      const inserted = await rowsOf<{ id: string }>(
        tx,
        `INSERT INTO payment_event (id, event, provider_order_id, payment_id)
         SELECT k, $2, $3, $4 FROM unnest($1::text[]) AS k
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [dedupKeys, event.kind, event.providerOrderId, event.paymentId ?? null],
      );
      if (inserted.length < dedupKeys.length) return null;
      return (await consume(tx, event)) ?? (async () => undefined);
    });
    if (!afterCommit) return 'duplicate';
    if (afterCommit === 'refused') return 'refused';
    await afterCommit();
    return 'applied';
  },
};
