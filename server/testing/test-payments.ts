import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createPaymentProvider } from "../modules/payments/create-payment-provider.ts";
import { webhookDeliveryTo } from "../modules/payments/webhook-delivery.ts";

type Delivery = { payload: string; signature: string };

/**
 * The payment provider of a test API, wired as server/runtime.ts wires it: the one configuration
 * chooses (the test provider unless Stripe keys are given), and the test provider's events go to
 * the API's own webhook route once `connect(api)` is called with the built API.
 *
 * `webhooks.hold()` keeps the provider's events back, as a slow or lost network would, so a test
 * can deliver them later, in the order it chooses (before or after the browser's return).
 */
export function testPayments(config: Config, db: Db, siteUrl: string) {
  const webhook = webhookDeliveryTo();
  const held: Delivery[] = [];
  let holding = false;
  const deliver = async (payload: string, signature: string) => {
    if (holding) held.push({ payload, signature });
    else await webhook.deliver(payload, signature);
  };
  return {
    providers: createPaymentProvider({ config, db, siteUrl, deliver }),
    connect: webhook.connect,
    webhooks: {
      hold() {
        holding = true;
      },
      /** The held events (Stripe-shaped objects), oldest first. */
      held: () => held.map((delivery) => JSON.parse(delivery.payload) as { id: string; type: string; data: unknown }),
      /** Delivers the held events `pick` chooses, in the order held, and forgets them. */
      async deliver(pick: (event: { type: string; payload: string }) => boolean = () => true) {
        for (const delivery of [...held]) {
          const event = JSON.parse(delivery.payload) as { type: string };
          if (!pick({ type: event.type, payload: delivery.payload })) continue;
          held.splice(held.indexOf(delivery), 1);
          await webhook.deliver(delivery.payload, delivery.signature);
        }
      },
      /** Back to delivering at once. */
      resume() {
        holding = false;
      },
    },
  };
}
