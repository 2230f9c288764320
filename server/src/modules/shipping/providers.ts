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
  if (config.production) log.warn({ scope: 'shipping' }, 'no Shiprocket API user in production: parcels are booked with the TEST-MODE courier');
  return new TestModeCourier();
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
