import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createPaymentProvider } from "../modules/payments/create-payment-provider.ts";
import { webhookDeliveryTo } from "../modules/payments/webhook-delivery.ts";

/**
 * The payment provider of a test API, wired as server/runtime.ts wires it: the one configuration
 * chooses (the test provider unless Stripe keys are given), and the test provider's events go to
 * the API's own webhook route once `connect(api)` is called with the built API.
 */
export function testPayments(config: Config, db: Db, siteUrl: string) {
  const webhook = webhookDeliveryTo();
  return {
    providers: createPaymentProvider({ config, db, siteUrl, deliver: webhook.deliver }),
    connect: webhook.connect,
  };
}
