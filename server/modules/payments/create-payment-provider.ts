import { createHmac } from "node:crypto";
import { type Config, paymentProviderOf } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { signingSecretOf } from "../auth/auth-secret.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider, type TestProvider, type WebhookDelivery } from "./test-provider.ts";

/**
 * The provider configuration chose (server/config.ts paymentProviderOf, ADR 0028). The test
 * provider signs its events with a secret of its own, derived from the auth secret so it is
 * stable across restarts and never equal to a Stripe secret.
 */
export function createPaymentProvider(options: { config: Config; db: Db; siteUrl: string; deliver: WebhookDelivery }): {
  payments: PaymentProvider;
  testPayments: TestProvider | null;
} {
  const { config } = options;
  if (paymentProviderOf(config) === "stripe" && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      payments: createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      }),
      testPayments: null,
    };
  }
  const webhookSecret = `whsec_test_${createHmac("sha256", signingSecretOf(config)).update("test-payments-webhook").digest("base64url")}`;
  const testPayments = createTestProvider({
    db: options.db,
    siteUrl: options.siteUrl,
    webhookSecret,
    deliver: options.deliver,
  });
  return { payments: testPayments, testPayments };
}

/** Where the provider's payment pages and portal live: the only other origins we redirect to. */
export function providerOriginsOf(config: Config): string[] {
  if (paymentProviderOf(config) !== "stripe") return [];
  const origins = ["https://checkout.stripe.com", "https://billing.stripe.com"];
  // A stand-in for the Stripe API (tests) serves its own pages.
  if (config.STRIPE_API_URL) origins.push(new URL(config.STRIPE_API_URL).origin);
  return origins;
}
