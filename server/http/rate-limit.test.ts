import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "./api-env.ts";
import { AppError } from "./app-error.ts";
import {
  hitRateLimit,
  limitClient,
  limitEmail,
  RateLimiter,
  rateLimit,
  rateLimitEmail,
  refusalMessage,
} from "./rate-limit.ts";

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

  it("forgets expired keys once the map has grown, and keeps live ones", () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 10_000; i++) limiter.hit(`old:${i}`, 5, 60_000);
    now = 120_000;
    // Past 10,000 keys the next new key sweeps: the expired ones go, the new one stays.
    limiter.hit("new:1", 5, 60_000);
    limiter.hit("new:2", 5, 60_000);
    expect(limiter.size).toBe(2);
    // Live keys are never swept: 20,001 live keys are all still counted.
    for (let i = 0; i < 20_000; i++) limiter.hit(`live:${i}`, 5, 60_000);
    expect(limiter.size).toBe(20_002);
    expect(limiter.hit("live:0", 1, 60_000)).toBeGreaterThan(0);
  });

  it("holds at most its cap of keys, forgetting the windows that started longest ago (ADR 0049)", () => {
    let now = 0;
    const limiter = new RateLimiter(() => now, 1_000);
    limiter.hit("first", 1, 60_000);
    for (let i = 0; i < 1_500; i++) {
      now += 1;
      limiter.hit(`live:${i}`, 1, 60_000);
    }
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    // The newest clients are still counted; the oldest one starts afresh.
    expect(limiter.hit("live:1499", 1, 60_000)).toBeGreaterThan(0);
    expect(limiter.hit("first", 1, 60_000)).toBe(0);
    // Every window is live here: without the cap, all 1,501 keys would be held.
    for (let i = 0; i < 100_000; i++) limiter.hit(`flood:${i}`, 1, 60_000);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
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

describe("limitEmail", () => {
  it("allows a few requests per address per hour, then says how long to wait", () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 5; i++) expect(limitEmail(limiter, "form", "a@example.com", 5)).toBeNull();
    expect(limitEmail(limiter, "form", "a@example.com", 5)).toEqual({
      retryAfter: 3600,
      messageKey: "too_many_requests_for_email",
    });
    advance(3_600_000);
    expect(limitEmail(limiter, "form", "a@example.com", 5)).toBeNull();
  });

  it("counts one inbox whatever its case, spaces or +tag", () => {
    const { limiter } = limiterAt();
    expect(limitEmail(limiter, "form", "Marie@Example.FR", 2)).toBeNull();
    expect(limitEmail(limiter, "form", " marie+news@example.fr ", 2)).toBeNull();
    expect(limitEmail(limiter, "form", "marie+other@EXAMPLE.fr", 2)).not.toBeNull();
    // A different person, or the same local part at another domain, is someone else.
    expect(limitEmail(limiter, "form", "marie@example.com", 2)).toBeNull();
    expect(limitEmail(limiter, "form", "pierre@example.fr", 2)).toBeNull();
  });

  it("keeps each form's count apart, and apart from the per-connection count", () => {
    const { limiter } = limiterAt();
    expect(limitEmail(limiter, "email-capture", "a@example.com", 1)).toBeNull();
    expect(limitEmail(limiter, "email-capture", "a@example.com", 1)).not.toBeNull();
    expect(limitEmail(limiter, "consultation-request", "a@example.com", 1)).toBeNull();
    expect(limitClient(limiter, "email-capture", "a@example.com", 1)).toBeNull();
  });
});

describe("refusalMessage", () => {
  it("says why and how long to wait, in the person's language", () => {
    expect(refusalMessage("en", { retryAfter: 42, messageKey: "too_many_requests" })).toBe(
      "Too many requests from your connection. Please try again in 42 seconds.",
    );
    expect(refusalMessage("fr", { retryAfter: 1, messageKey: "too_many_requests" })).toBe(
      "Trop de requêtes depuis votre connexion. Veuillez réessayer dans 1\u00a0seconde.",
    );
    expect(refusalMessage("en", { retryAfter: 3599, messageKey: "too_many_requests_for_email" })).toBe(
      "Too many requests with this email address. Please try again in 60 minutes.",
    );
    expect(refusalMessage("ar", { retryAfter: 2, messageKey: "too_many_requests" })).toBe(
      "طلبات كثيرة جدًا من اتصالك. الوقت المتبقي قبل أن تتمكن من المحاولة مرة أخرى: ثانيتان.",
    );
  });
});

describe("rateLimit and rateLimitEmail in the API", () => {
  it("answer a refusal with Retry-After and the wait in the message key's values", async () => {
    const { limiter } = limiterAt();
    const api = new Hono<ApiEnv>()
      .use((c, next) => {
        c.set("clientIp", "1.2.3.4");
        c.set("language", "fr");
        return next();
      })
      .post("/", rateLimit(limiter, "form", 10), async (c) => {
        rateLimitEmail(c, limiter, "form", (await c.req.text()).trim(), 1);
        return c.text("stored");
      })
      .onError((error, c) => {
        const values = error instanceof AppError ? error.values : {};
        return c.json({ key: error.message, values }, 429);
      });
    const send = (email: string) => api.request("/", { method: "POST", body: email });
    expect(await (await send("a@example.com")).text()).toBe("stored");
    const refused = await send("a@example.com");
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toEqual({ key: "too_many_requests_for_email", values: { wait: "60 minutes" } });
    expect(await (await send("b@example.com")).text()).toBe("stored");
  });
});
