import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "./api-env.ts";
import { hitRateLimit, RateLimiter, rateLimit } from "./rate-limit.ts";

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 1_000_000) {
  let now = start;
  const advance = (ms: number) => {
    now += ms;
  };
  return { limiter: new RateLimiter(() => now), advance };
}

describe("RateLimiter", () => {
  it("allows up to the limit within a window, then says how many seconds to wait", () => {
    const { limiter, advance } = limiterAt();
    expect([1, 2, 3].map(() => limiter.hit("form:1.2.3.4", 3, 60_000))).toEqual([0, 0, 0]);
    expect(limiter.hit("form:1.2.3.4", 3, 60_000)).toBe(60);
    advance(45_500);
    // Rounded up, so a client that waits exactly that long is never refused again.
    expect(limiter.hit("form:1.2.3.4", 3, 60_000)).toBe(15);
  });

  it("starts a fresh window once the previous one has ended", () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 4; i++) limiter.hit("form:a", 3, 60_000);
    expect(limiter.hit("form:a", 3, 60_000)).toBeGreaterThan(0);
    advance(60_000);
    expect(limiter.hit("form:a", 3, 60_000)).toBe(0);
  });

  it("counts each client (key) separately", () => {
    const { limiter } = limiterAt();
    expect(limiter.hit("form:a", 1, 60_000)).toBe(0);
    expect(limiter.hit("form:a", 1, 60_000)).toBeGreaterThan(0);
    expect(limiter.hit("form:b", 1, 60_000)).toBe(0);
  });

  it("still limits a live client after thousands of others came and went (expired windows are swept)", () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 10_001; i++) limiter.hit(`form:${i}`, 1, 1_000);
    advance(500);
    limiter.hit("form:live", 1, 60_000);
    expect(limiter.hit("form:live", 1, 60_000)).toBeGreaterThan(0);
    advance(600);
    // A new client past 10 000 entries triggers the sweep of the expired ones.
    expect(limiter.hit("form:new", 1, 1_000)).toBe(0);
    expect(limiter.hit("form:live", 1, 60_000)).toBeGreaterThan(0);
    expect(limiter.hit("form:0", 1, 1_000)).toBe(0);
  });

  it("counts a form posted to a page action and the same form sent to the API in one bucket", async () => {
    const { limiter } = limiterAt();
    const api = new Hono<ApiEnv>()
      .use((c, next) => {
        c.set("clientIp", "1.2.3.4");
        return next();
      })
      .post("/", rateLimit(limiter, "email-capture", 2), (c) => c.text("stored"));
    expect(hitRateLimit(limiter, "email-capture", "1.2.3.4", 2)).toBe(0);
    expect(await (await api.request("/", { method: "POST" })).text()).toBe("stored");
    // Third attempt from that client, whichever way it comes: refused.
    expect(hitRateLimit(limiter, "email-capture", "1.2.3.4", 2)).toBeGreaterThan(0);
    expect(hitRateLimit(limiter, "email-capture", "5.6.7.8", 2)).toBe(0);
  });
});
