import type { Config } from '../../../config';
import type { Clock } from '../../../platform/clock';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/**
 * The payment providers this server accepts events from, and the one new payments open with
 * (PAYMENT_PROVIDER, the sandbox when unset or not configured). Store orders and ad campaigns share them.
 */
export function createPaymentProviders(deps: { config: Config; secret: string; clock: Clock }) {
  const { config, secret, clock } = deps;
  const sandbox = createSandboxProvider({ secret, clock });
  const providers: Record<string, PaymentProvider> = { sandbox };
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    providers.stripe = createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiBase: config.stripeApiBase,
      clock,
    });
  }
  const provider = providers[config.paymentProvider] ?? sandbox;
  return { providers, provider };
}
