import type { Hono } from "hono";

/**
 * How the built-in test provider delivers its events: a POST to our own webhook route through the
 * API app in process — the same route, signature check and handler Stripe's events go through,
 * without a network hop. The API is built after the provider, hence connect().
 */
export function webhookDeliveryTo() {
  let api: Pick<Hono, "request"> | null = null;
  return {
    connect(app: Pick<Hono, "request">) {
      api = app;
    },
    async deliver(payload: string, signature: string) {
      if (!api) throw new Error("webhook delivery used before the API was connected");
      const response = await api.request("/payments/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
    },
  };
}
