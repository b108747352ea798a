import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import type { ApiEnv } from "./api-env.ts";

/** Gives each request an id (echoed as X-Request-Id) and a logger carrying it; logs one line per request. */
export function requestContext(logger: Logger): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const requestId = crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", log);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}
