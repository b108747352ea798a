import type Stripe from "stripe";

/**
 * The Stripe SDK, loaded on first use rather than at start-up (ADR 0049, sixth addendum): its
 * ~220 modules hold ~6 MiB of heap for the process's life. A server on the built-in test provider
 * needs it only to sign and verify its own events, so one nobody has paid on never holds it; a
 * server on Stripe loads it with its first call to Stripe or first webhook.
 */
let loading: Promise<typeof Stripe> | undefined;

export function loadStripe(): Promise<typeof Stripe> {
  loading ??= import("stripe").then((module) => module.default);
  return loading;
}
