import type { Config } from '../../config';
import type { AppServices } from '../../context';
import { log } from '../../common/log';
import type { ShippingProvider } from './shipping-provider';
import { ShiprocketProvider } from './shiprocket-provider';
import { TestModeCourier } from './test-mode-courier';

const providers = new WeakMap<AppServices, ShippingProvider>();

/** Shiprocket when its API user is configured (SHIPROCKET_EMAIL + SHIPROCKET_PASSWORD); otherwise the test-mode courier. */
export function createShippingProvider(config: Config): ShippingProvider {
  if (config.shiprocket) {
    if (!config.shiprocket.webhookToken) log.warn({ scope: 'shipping' }, 'SHIPROCKET_WEBHOOK_TOKEN is not set: tracking webhooks are refused');
    return new ShiprocketProvider(config.shiprocket);
  }
  if (config.production && config.allowTestCourier) log.warn({ scope: 'shipping' }, 'no Shiprocket API user in production, ALLOW_TEST_COURIER=1: parcels are booked with the TEST-MODE courier');
  else if (config.production) log.warn({ scope: 'shipping' }, 'no Shiprocket API user in production: the test-mode courier is off, nothing can be booked (set SHIPROCKET_*, or ALLOW_TEST_COURIER=1 for a staging shop)');
  return new TestModeCourier();
}

/**
 * Whether the shop may use its courier: a real one always; the test-mode courier (which books nothing
 * real, and whose parcels staff move by hand) only outside production, or with ALLOW_TEST_COURIER=1.
 */
export function courierAvailable(app: AppServices): boolean {
  return shippingProvider(app).mode === 'live' || !app.config.production || app.config.allowTestCourier;
}

/** The shop's courier, created once per running app (its login token is kept with it). */
export function shippingProvider(app: AppServices): ShippingProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createShippingProvider(app.config);
    providers.set(app, provider);
  }
  return provider;
}

/** Replaces the courier of a running app (tests: Shiprocket pointed at a local server). */
export function useShippingProvider(app: AppServices, provider: ShippingProvider): void {
  providers.set(app, provider);
}
