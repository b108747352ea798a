import type { Logger } from "../logger.ts";
import type { RateLimiter } from "./rate-limit.ts";

/**
 * Every minute, forgets the rate-limit windows that have ended (ADR 0070), so the table holds
 * only live counts. Any instance may sweep: deleting an ended window twice is harmless, and a
 * hit on an ended window restarts it anyway, so the sweep only keeps the table small.
 */
export function startRateLimitSweep(limiter: RateLimiter, logger: Logger, everyMs = 60_000) {
  const tick = () => limiter.sweep().catch((error) => logger.error({ err: error }, "rate-limit sweep failed"));
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
