import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import type { ApiEnv } from "./api-env.ts";
import { limitClient, limitEmail, type RateLimiter, type Refusal, rateLimit, rateLimitEmail } from "./rate-limit.ts";

type FormLimitDeps = {
  rateLimiter: RateLimiter;
  config: Pick<Config, "FORM_RATE_LIMIT_PER_MINUTE" | "FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR">;
};

/**
 * A public form's two limits (ADR 0018), in one bucket: per client address, counted before the
 * body is read, then per e-mail address once it is valid. The API route and the page's action
 * without JavaScript take them from here, so a form counts the same however it was sent.
 */
export function formLimits({ rateLimiter, config }: FormLimitDeps, bucket: string) {
  return {
    /** The API's middleware: refuses a client over its limit before reading the body. */
    perClient: (): MiddlewareHandler<ApiEnv> => rateLimit(rateLimiter, bucket, config.FORM_RATE_LIMIT_PER_MINUTE),
    /** The API's check once the body is valid: refuses an address used too often. */
    perEmail: (c: Context<ApiEnv>, email: string): Promise<void> =>
      rateLimitEmail(c, rateLimiter, bucket, email, config.FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR),
    /** The same two checks as refusals (or null), for a page action that answers them itself. */
    client: (clientIp: string): Promise<Refusal | null> =>
      limitClient(rateLimiter, bucket, clientIp, config.FORM_RATE_LIMIT_PER_MINUTE),
    email: (email: string): Promise<Refusal | null> =>
      limitEmail(rateLimiter, bucket, email, config.FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR),
  };
}
