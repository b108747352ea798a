import type { ApiDeps } from "../../api-deps.ts";
import { retryAutomaticRefunds } from "../orders/retry-automatic-refunds.ts";
import { settleEndedSubscriptions } from "./settle-ended-subscriptions.ts";

/**
 * Every minute (and once at start-up): ends the subscriptions whose time is up (ADR 0028), and
 * carries out the automatic refunds still waiting (ADR 0064).
 */
export function startBillingClock(
  deps: Pick<ApiDeps, "db" | "payments" | "siteUrl" | "outbox" | "logger" | "config">,
  everyMs = 60_000,
) {
  const { db, logger } = deps;
  const tick = () =>
    settleEndedSubscriptions(db)
      .then((settled) => settled && logger.info({ settled }, "subscriptions ended"))
      .then(() => retryAutomaticRefunds(deps))
      .then((refunded) => refunded && logger.info({ refunded }, "automatic refunds carried out"))
      .catch((error) => logger.error({ err: error }, "billing clock failed"));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
