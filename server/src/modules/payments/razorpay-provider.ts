import type { IncomingWebhook, VerifiedWebhook } from './payment-events';
import { readRazorpayWebhook } from './razorpay-webhook';
import Razorpay from 'razorpay';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderRefund } from './payment-provider';
import { hmacSha256Hex, signaturesMatch, webhookSignatureValid } from './signatures';
import { countPaymentVerification } from '../../common/metrics';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Tests point the SDK at a local fake server; the SDK has no base-URL option, so this sets its HTTP client's. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Razorpay through its Node SDK: orders created server-side in paise, signatures checked in constant time. */
export class RazorpayProvider implements PaymentProvider {
  readonly mode = 'live' as const;
  readonly keyId: string;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
  readonly webhooksEnabled: boolean;
  private readonly rzp: Razorpay;

  constructor(private readonly opts: RazorpayOptions) {
    this.keyId = opts.keyId;
    this.webhooksEnabled = !!opts.webhookSecret;
    this.rzp = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
    // The SDK's HTTP client is an axios instance: without a timeout a hung provider would hang checkout.
    const rq = (this.rzp.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
    rq.defaults.timeout = opts.timeoutMs ?? 15_000;
    if (opts.apiBaseUrl) rq.defaults.baseURL = opts.apiBaseUrl;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder> {
    let created: { id: string; amount: number | string; currency: string };
    try {
      created = await this.rzp.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
    } catch (e) {
      throw new PaymentProviderError('create an order', e);
    }
    if (!created?.id || Number(created.amount) !== input.amountPaise) {
      throw new PaymentProviderError('create an order', `unexpected answer ${JSON.stringify(created)}`);
    }
    return { id: created.id, amountPaise: Number(created.amount), currency: 'INR' };
  }

  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: unknown }): boolean {
    const verified = signaturesMatch(hmacSha256Hex(this.opts.keySecret, `${input.providerOrderId}|${input.paymentId}`), input.signature);
    countPaymentVerification(verified ? 'verified' : 'refused');
    return verified;
  }

  verifyWebhookSignature(rawBody: Buffer, signature: unknown): boolean {
    return webhookSignatureValid(this.opts.webhookSecret, rawBody, signature);
  }

  readWebhook(input: IncomingWebhook): VerifiedWebhook {
    return readRazorpayWebhook(this.opts.webhookSecret, input);
  }

  async refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund> {
    try {
      const refund = await this.rzp.payments.refund(input.paymentId, { amount: input.amountPaise, speed: 'normal', receipt: input.receipt });
      return { refundId: refund.id };
    } catch (e) {
      throw new PaymentProviderError('refund a payment', e);
    }
  }
}
