import type { IncomingWebhook, VerifiedWebhook } from './payment-events';
/** An order on the provider's side: what the checkout is opened with. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

export interface ProviderRefund {
  refundId: string;
}

/**
 * The one seam between the shop and a payment provider: Razorpay in production, a
 * test-mode provider that needs no network when no keys are configured.
 */
export interface PaymentProvider {
  /** 'live' is the real provider; 'test' signs locally and pairs with the stand-in checkout script. */
  readonly mode: 'live' | 'test';
  /** The public key the browser checkout is opened with. */
  readonly keyId: string;
  /** The checkout script the browser loads. */
  readonly checkoutScriptUrl: string;
  /** Whether webhooks can be verified (a webhook secret is configured). */
  readonly webhooksEnabled: boolean;

  /** Creates the provider's order for `amountPaise`, with our order id as receipt. */
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;

  /**
   * True only when `signature` is the HMAC-SHA256 of `<providerOrderId>|<paymentId>` under the key
   * secret. Callers pass the provider order id they STORED, never one the browser sent.
   */
  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: unknown }): boolean;

  /** True only when `signature` is the HMAC-SHA256 of the raw webhook body under the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: unknown): boolean;
  /** Authenticates the provider's webhook and turns it into a provider-neutral payment event. */
  readWebhook(input: IncomingWebhook): VerifiedWebhook;

  /** Refunds `amountPaise` of a captured payment. */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund>;
}

/** The provider did not answer or refused; callers turn it into a clear 503, never a stack trace. */
export class PaymentProviderError extends Error {
  constructor(
    readonly operation: string,
    readonly detail: unknown,
  ) {
    super(`payment provider failed to ${operation}: ${describe(detail)}`);
  }
}

function describe(e: unknown): string {
  if (e && typeof e === 'object') {
    const x = e as { statusCode?: number; error?: { code?: string; description?: string }; message?: string };
    if (x.error) return `${x.statusCode ?? ''} ${x.error.code ?? ''} ${x.error.description ?? ''}`.trim();
    if (x.message) return x.message;
  }
  return String(e);
}
