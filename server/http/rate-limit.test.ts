import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../db/test-database.ts";
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

describe.each(testEngines)("rate limits in the database (ADR 0070) on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** Limiters on one clock the test moves by hand; several of them are several instances. */
  async function limiterAt(start = 1_000_000) {
    let now = start;
    const clock = () => now;
    const advance = (ms: number) => {
      now += ms;
    };
    const instance = (db: Db = database.db) => new RateLimiter(db, clock);
    return { limiter: instance(), instance, advance };
  }
  const hits = (limiter: RateLimiter, key: string, times: number, limit: number) =>
    Promise.all(Array.from({ length: times }, () => limiter.hit(key, limit, 60_000)));

  it("allows up to the limit within a window, then says how many seconds to wait", async () => {
    const { limiter, advance } = await limiterAt();
    expect(await hits(limiter, "form:1.2.3.4", 3, 3)).toEqual([0, 0, 0]);
    expect(await limiter.hit("form:1.2.3.4", 3, 60_000)).toBe(60);
    advance(45_000);
    expect(await limiter.hit("form:1.2.3.4", 3, 60_000)).toBe(15);
    advance(15_000);
    expect(await limiter.hit("form:1.2.3.4", 3, 60_000)).toBe(0);
  });

  it("counts once for every instance: two servers on one database allow the limit, not twice it", async () => {
    const { instance } = await limiterAt();
    const first = instance();
    const second = instance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).hit("form:9.9.9.9", 10, 60_000)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
    expect(answers.filter((wait) => wait > 0)).toHaveLength(10);
  });

  it("keeps no client address or e-mail in the table, and sweeps windows that ended", async () => {
    const { limiter, advance } = await limiterAt();
    await limitClient(limiter, "form", "203.0.113.7", 5);
    await limitEmail(limiter, "form", "marie@example.fr", 5);
    await limiter.hit("long", 5, 3_600_000);
    const rows = await database.db.selectFrom("rate_limit_hits").selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|marie|example/);
    // The per-connection window (a minute) ended; the e-mail's and the long one (an hour) have not.
    advance(60_000);
    expect(await limiter.sweep()).toBe(1);
    expect(await database.db.selectFrom("rate_limit_hits").select("key").execute()).toHaveLength(2);
  });

  it("keeps keys apart", async () => {
    const { limiter } = await limiterAt();
    expect(await limiter.hit("form:a", 1, 60_000)).toBe(0);
    expect(await limiter.hit("form:a", 1, 60_000)).toBeGreaterThan(0);
    expect(await limiter.hit("form:b", 1, 60_000)).toBe(0);
  });

  it("counts a form posted to a page action and the same form sent to the API in one bucket", async () => {
    const { limiter } = await limiterAt();
    const api = new Hono<ApiEnv>()
      .use((c, next) => {
        c.set("clientIp", "1.2.3.4");
        return next();
      })
      .post("/", rateLimit(limiter, "email-capture", 2), (c) => c.text("stored"));
    expect(await hitRateLimit(limiter, "email-capture", "1.2.3.4", 2)).toBe(0);
    expect(await (await api.request("/", { method: "POST" })).text()).toBe("stored");
    // Third attempt from that client, whichever way it comes: refused.
    expect(await hitRateLimit(limiter, "email-capture", "1.2.3.4", 2)).toBeGreaterThan(0);
    expect(await hitRateLimit(limiter, "email-capture", "5.6.7.8", 2)).toBe(0);
  });

  describe("limitEmail", () => {
    it("allows a few requests per address per hour, then says how long to wait", async () => {
      const { limiter, advance } = await limiterAt();
      for (let i = 0; i < 5; i++) expect(await limitEmail(limiter, "form", "a@example.com", 5)).toBeNull();
      expect(await limitEmail(limiter, "form", "a@example.com", 5)).toEqual({
        retryAfter: 3600,
        messageKey: "too_many_requests_for_email",
      });
      advance(3_600_000);
      expect(await limitEmail(limiter, "form", "a@example.com", 5)).toBeNull();
    });

    it("counts one inbox whatever its case, spaces or +tag", async () => {
      const { limiter } = await limiterAt();
      expect(await limitEmail(limiter, "form", "Marie@Example.FR", 2)).toBeNull();
      expect(await limitEmail(limiter, "form", " marie+news@example.fr ", 2)).toBeNull();
      expect(await limitEmail(limiter, "form", "marie+other@EXAMPLE.fr", 2)).not.toBeNull();
      // A different person, or the same local part at another domain, is someone else.
      expect(await limitEmail(limiter, "form", "marie@example.com", 2)).toBeNull();
      expect(await limitEmail(limiter, "form", "pierre@example.fr", 2)).toBeNull();
    });

    it("keeps each form's count apart, and apart from the per-connection count", async () => {
      const { limiter } = await limiterAt();
      expect(await limitEmail(limiter, "email-capture", "a@example.com", 1)).toBeNull();
      expect(await limitEmail(limiter, "email-capture", "a@example.com", 1)).not.toBeNull();
      expect(await limitEmail(limiter, "consultation-request", "a@example.com", 1)).toBeNull();
      expect(await limitClient(limiter, "email-capture", "a@example.com", 1)).toBeNull();
    });
  });

  describe("rateLimit and rateLimitEmail in the API", () => {
    it("answer a refusal with Retry-After and the wait in the message key's values", async () => {
      const { limiter } = await limiterAt();
      const api = new Hono<ApiEnv>()
        .use((c, next) => {
          c.set("clientIp", "1.2.3.4");
          c.set("language", "fr");
          return next();
        })
        .post("/", rateLimit(limiter, "form", 10), async (c) => {
          await rateLimitEmail(c, limiter, "form", (await c.req.text()).trim(), 1);
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
});
