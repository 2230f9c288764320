import { resolveJwtSecret } from '../../common/auth';
import type { Config } from '../../config';
import type { AppServices } from '../../context';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay-provider';
import { hmacSha256Hex } from './signatures';
import { TestModePaymentProvider } from './test-mode-provider';
import { log } from '../../common/log';

const providers = new WeakMap<AppServices, PaymentProvider>();

/** Razorpay when both keys are set; otherwise the test-mode provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.razorpayKeyId && config.razorpayKeySecret) {
    return new RazorpayProvider({ keyId: config.razorpayKeyId, keySecret: config.razorpayKeySecret, webhookSecret: config.razorpayWebhookSecret });
  }
  if (config.razorpayKeyId || config.razorpayKeySecret) {
    log.warn({ scope: 'payments' }, 'only one of RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET is set: using TEST-MODE payments');
  } else if (config.production && config.allowTestPayments) {
    log.warn({ scope: 'payments' }, 'no Razorpay keys in production, ALLOW_TEST_PAYMENTS=1: online payments run in TEST MODE and take no money');
  } else if (config.production) {
    log.warn({ scope: 'payments' }, 'no Razorpay keys in production: online payment is refused (set the keys, or ALLOW_TEST_PAYMENTS=1 for a staging shop)');
  }
  // Derived from the JWT secret so every backend of one shop signs alike without another secret to manage.
  const secret = hmacSha256Hex(resolveJwtSecret(config), 'rangrez test-mode payments');
  return new TestModePaymentProvider(secret, config.razorpayWebhookSecret);
}

/**
 * Whether shoppers may pay online. A production shop without real keys would otherwise hand out
 * payments that take no money (the test-mode stand-in), so it refuses unless ALLOW_TEST_PAYMENTS=1.
 */
export function onlinePaymentsAvailable(app: AppServices): boolean {
  return paymentProvider(app).mode === 'live' || !app.config.production || app.config.allowTestPayments;
}

/** The shop's payment provider, created once per running app. */
export function paymentProvider(app: AppServices): PaymentProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createPaymentProvider(app.config);
    providers.set(app, provider);
  }
  return provider;
}

/** Replaces the provider of a running app (tests: a Razorpay provider pointed at a fake server). */
export function usePaymentProvider(app: AppServices, provider: PaymentProvider): void {
  providers.set(app, provider);
}
