import type { IncomingWebhook, VerifiedWebhook } from './payment-events';
import { readRazorpayWebhook } from './razorpay-webhook';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './payment-provider';
import { hmacSha256Hex, randomId, signaturesMatch, webhookSignatureValid } from './signatures';
import { countPaymentVerification } from '../../common/metrics';

export interface RecordedRefund extends ProviderRefund {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  at: Date;
}

/**
 * Used when no Razorpay keys are configured: it behaves like Razorpay (same ids, same signature
 * scheme) with a local secret, so development and tests need no network. It plays Razorpay's servers
 * for the stand-in checkout script (client/public/test-checkout.js) by signing its payments, and it
 * records refunds so they can be observed.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  readonly keyId = 'rzp_test_rangrez_local';
  readonly checkoutScriptUrl = '/test-checkout.js';
  readonly webhooksEnabled: boolean;
  readonly refunds: RecordedRefund[] = [];

  constructor(
    private readonly secret: string,
    private readonly webhookSecret?: string,
  ) {
    this.webhooksEnabled = !!webhookSecret;
  }

  async createOrder(input: { amountPaise: number }): Promise<ProviderOrder> {
    return { id: randomId('order'), amountPaise: input.amountPaise, currency: 'INR' };
  }

  /** What Razorpay's checkout hands the browser after a successful payment. */
  completePayment(providerOrderId: string): { paymentId: string; signature: string } {
    const paymentId = randomId('pay');
    return { paymentId, signature: this.sign(providerOrderId, paymentId) };
  }

  sign(providerOrderId: string, paymentId: string): string {
    return hmacSha256Hex(this.secret, `${providerOrderId}|${paymentId}`);
  }

  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: unknown }): boolean {
    const verified = signaturesMatch(this.sign(input.providerOrderId, input.paymentId), input.signature);
    countPaymentVerification(verified ? 'verified' : 'refused');
    return verified;
  }

  verifyWebhookSignature(rawBody: Buffer, signature: unknown): boolean {
    return webhookSignatureValid(this.webhookSecret, rawBody, signature);
  }

  readWebhook(input: IncomingWebhook): VerifiedWebhook {
    return readRazorpayWebhook(this.webhookSecret, input);
  }

  async refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund> {
    const refund: RecordedRefund = { refundId: randomId('rfnd'), ...input, at: new Date() };
    this.refunds.push(refund);
    return { refundId: refund.refundId };
  }
}
