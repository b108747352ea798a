import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";
import { readPaymentEvent, WebhookSignatureError } from "./stripe-events.ts";

/**
 * POST /api/payments/webhook: where Stripe — and the built-in test provider, with its own secret —
 * send their events (ADR 0028). Nothing is believed before the signature checks out against the
 * exact bytes received; a bad signature is a 400 and changes nothing. The event is stored, then
 * acted on; a replay answers 200 without acting again, so the provider stops retrying.
 */
export function webhookRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post("/", async (c) => {
    const payload = await c.req.text();
    let event: Awaited<ReturnType<typeof readPaymentEvent>>;
    try {
      event = await readPaymentEvent(payload, c.req.header("stripe-signature") ?? null, deps.payments.webhookSecret);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        c.get("logger").warn({ reason: error.message }, "payment webhook refused: bad signature");
        throw new AppError("bad_request", "webhook_signature_invalid");
      }
      throw new AppError("bad_request", "invalid_request");
    }
    const { outcome } = await handlePaymentEvent(deps, event, payload);
    c.get("logger").info({ eventId: event.id, type: event.type, outcome }, "payment event");
    return c.json({ received: true, outcome });
  });
}
