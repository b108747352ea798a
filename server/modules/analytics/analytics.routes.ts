import { Hono } from "hono";
import { z } from "zod";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { analyticsConsentOf } from "./analytics-consent.ts";
import { recordEvent } from "./record-event.ts";

/**
 * The only event a browser may report: the wizard's first step, which happens in the page
 * without a request of its own. Every other event is recorded on the server where it happens.
 */
const beaconSchema = z.strictObject({ name: z.literal("wizard_started") });

/** Path of the page that sent the beacon, from a same-origin Referer; never a foreign URL. */
function pagePathOf(referer: string | undefined, host: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === host ? from.pathname : null;
  } catch {
    return null;
  }
}

export function analyticsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    "/events",
    rateLimit(deps.rateLimiter, "analytics", deps.config.WIZARD_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const { name } = await validateJson(c, beaconSchema);
      await recordEvent(deps.db, analyticsConsentOf(c.req.raw.headers), {
        name,
        path: pagePathOf(c.req.header("referer"), c.req.header("host") ?? new URL(c.req.url).host),
        language: c.get("language"),
      });
      // The same answer whether or not it was recorded: the page learns nothing about consent.
      return c.body(null, 204);
    },
  );
}
