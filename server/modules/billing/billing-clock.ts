import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import { settleEndedSubscriptions } from "./settle-ended-subscriptions.ts";

/** Every minute (and once at start-up), ends the subscriptions whose time is up (ADR 0028). */
export function startBillingClock(db: Db, logger: Logger, everyMs = 60_000) {
  const tick = () =>
    settleEndedSubscriptions(db)
      .then((settled) => settled && logger.info({ settled }, "subscriptions ended"))
      .catch((error) => logger.error({ err: error }, "billing clock failed"));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
