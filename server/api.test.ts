import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relocationChecklistEmail } from "../content/emails/relocation-checklist.ts";
import { createDatabase, type Db, pingDatabase } from "./db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "./db/test-database.ts";
import { buildTestApi, type ErrorBody, testSiteUrl } from "./testing/test-api.ts";

function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

describe.each(testEngines)("API on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  let app: ReturnType<typeof buildTestApi>;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = buildTestApi(db);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const capture = (body: unknown, headers: Record<string, string> = {}) =>
    app.api.request("/email-capture", jsonPost(body, headers));
  const captures = () => db.selectFrom("email_captures").selectAll().execute();
  const outbox = () => db.selectFrom("outbox").selectAll().execute();

  /**
   * A second handle on the same database that was working and then closed, as when the database
   * goes away under a running app. The shared handle stays open for assertions and dispose().
   */
  async function lostDatabase(): Promise<Db> {
    const lost = createDatabase(database.url, { postgresSchema: database.postgresSchema });
    await pingDatabase(lost);
    await lost.destroy();
    return lost;
  }

  describe("probes", () => {
    it("GET /health answers 200 while the process is alive", async () => {
      const response = await app.api.request("/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
    });

    it("GET /ready answers 200 when the database is reachable", async () => {
      const response = await app.api.request("/ready");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ready", database: "ok" });
    });

    it("GET /ready answers 503 once the database is gone, so the load balancer stops routing to us", async () => {
      const { api } = buildTestApi(await lostDatabase());
      const response = await api.request("/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not_ready", database: "unreachable" });
      // Liveness does not depend on the database: restarting the process would not help.
      expect((await api.request("/health")).status).toBe(200);
    });
  });

  describe("unknown paths", () => {
    it("answer a JSON 404 (never the HTML page) in the visitor's language", async () => {
      const response = await app.api.request("/does-not-exist");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as ErrorBody;
      expect(body.error).toEqual({ code: "not_found", message: "There is nothing at this address." });
      expect(body.requestId).toEqual(expect.any(String));

      const french = await app.api.request("/does-not-exist", { headers: { cookie: "passerelle_lang=fr" } });
      expect(((await french.json()) as ErrorBody).error.message).toBe("Il n'y a rien à cette adresse.");
    });

    it("answer 404 for a method the capture endpoint does not offer", async () => {
      const response = await app.api.request("/email-capture");
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
    });
  });

  describe("POST /email-capture", () => {
    it("stores a new address once and queues the checklist in the visitor's language", async () => {
      const before = Date.now();
      const response = await capture(
        { email: "  Marie.Curie@Example.FR " },
        { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8", referer: "http://localhost/fr/visas/talent" },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ email: "marie.curie@example.fr", status: "subscribed", emailSent: true });

      const rows = await captures();
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row).toMatchObject({
        email: "marie.curie@example.fr",
        language: "fr",
        source_page: "/fr/visas/talent",
        conversation_id: null,
      });
      // Stored as UTC ISO-8601 text, so it sorts and parses the same on both engines.
      expect(new Date(row?.created_at ?? "").toISOString()).toBe(row?.created_at);
      expect(Date.parse(row?.created_at ?? "")).toBeGreaterThanOrEqual(before - 1000);

      const queued = await outbox();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        template: "relocation-checklist",
        language: "fr",
        to_address: "marie.curie@example.fr",
        subject: relocationChecklistEmail("fr", testSiteUrl, testSiteUrl).subject,
        status: "pending",
        attempts: 0,
      });
      expect(queued[0]?.subject).not.toBe(relocationChecklistEmail("en", testSiteUrl, testSiteUrl).subject);
      expect(queued[0]?.text_body).toContain(testSiteUrl);
      // The worker is asked to deliver now rather than at its next poll.
      expect(app.nudges.count).toBe(1);
    });

    it("uses the language cookie over Accept-Language and falls back to English", async () => {
      await capture({ email: "a@example.com" }, { cookie: "passerelle_lang=ar", "accept-language": "fr" });
      await capture({ email: "b@example.com" }, { "accept-language": "de-DE" });
      const rows = await db.selectFrom("email_captures").select(["email", "language"]).orderBy("email").execute();
      expect(rows).toEqual([
        { email: "a@example.com", language: "ar" },
        { email: "b@example.com", language: "en" },
      ]);
      const mails = await db.selectFrom("outbox").select(["to_address", "language"]).orderBy("to_address").execute();
      expect(mails).toEqual([
        { to_address: "a@example.com", language: "ar" },
        { to_address: "b@example.com", language: "en" },
      ]);
    });

    it("records the source page only from a same-origin Referer", async () => {
      await capture({ email: "a@example.com" }, { referer: "https://tracker.example/landing?id=1" });
      await capture({ email: "b@example.com" }, { referer: "not a url" });
      await capture({ email: "c@example.com" });
      const rows = await db.selectFrom("email_captures").select("source_page").execute();
      expect(rows.map((r) => r.source_page)).toEqual([null, null, null]);
    });

    it("answers already_subscribed for a repeat in any letter case, without a second row or e-mail that day", async () => {
      expect((await capture({ email: "jo@example.com" })).status).toBe(201);
      const again = await capture({ email: "JO@Example.com" });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ email: "jo@example.com", status: "already_subscribed", emailSent: false });
      expect(await captures()).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
      // Nothing new was queued, so the worker was not woken for it.
      expect(app.nudges.count).toBe(1);
    });

    it("stores the conversation id when given, and remembers it for a known address that had none", async () => {
      await capture({ email: "chat@example.com", conversationId: "conv-123" });
      await capture({ email: "later@example.com" });
      await capture({ email: "later@example.com", conversationId: "conv-456" });
      // An address never switches to a different conversation once it has one.
      await capture({ email: "chat@example.com", conversationId: "conv-999" });
      const rows = await db
        .selectFrom("email_captures")
        .select(["email", "conversation_id"])
        .orderBy("email")
        .execute();
      expect(rows).toEqual([
        { email: "chat@example.com", conversation_id: "conv-123" },
        { email: "later@example.com", conversation_id: "conv-456" },
      ]);
    });

    it("refuses an invalid address with a clear, translated message", async () => {
      const response = await capture({ email: "nope" });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error).toEqual({
        code: "bad_request",
        message: "Please enter a valid email address.",
        fields: [{ field: "email", message: "Please enter a valid email address." }],
      });
      expect(body.requestId).toEqual(expect.any(String));

      const french = await capture({ email: "nope" }, { "accept-language": "fr" });
      expect(((await french.json()) as ErrorBody).error.message).toBe("Veuillez saisir une adresse e-mail valide.");
      expect(await captures()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });

    it.each([
      ["a missing email", {}, 400, "email_required", "Email is required."],
      ["an empty email", { email: "   " }, 400, "email_required", "Email is required."],
      [
        "an email longer than 254 characters",
        { email: `${"a".repeat(243)}@example.com` },
        400,
        "email_too_long",
        "This email address is too long (254 characters at most).",
      ],
      [
        "a conversation id over 100 characters",
        { email: "ok@example.com", conversationId: "c".repeat(101) },
        400,
        "conversation_id_invalid",
        "The conversation reference is not valid.",
      ],
      ["a JSON body that is not an object", "null", 400, "invalid_request", "Some fields are missing or not valid."],
    ])("refuses %s with a 4xx naming the problem", async (_case, body, status, _key, message) => {
      const response = await capture(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
      expect(await captures()).toHaveLength(0);
    });

    it("refuses a body that is not sent as JSON", async () => {
      for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
        const response = await app.api.request("/email-capture", {
          method: "POST",
          headers: { "content-type": contentType },
          body: "email=someone%40example.com",
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).error.message).toBe(
          "Send the request body as JSON (Content-Type: application/json).",
        );
      }
      expect(await captures()).toHaveLength(0);
    });

    it("refuses malformed JSON with 400, not 500", async () => {
      const response = await capture('{"email": "someone@example.com"');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: "bad_request",
        message: "The request body is not valid JSON.",
      });
    });

    it("refuses a body over 64 KB with 413 before storing anything", async () => {
      const response = await capture({ email: "big@example.com", padding: "x".repeat(70 * 1024) });
      expect(response.status).toBe(413);
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: "payload_too_large",
        message: "The request is too large.",
      });
      expect(await captures()).toHaveLength(0);
    });

    it("refuses a cross-site form post (Origin of another site) with 403", async () => {
      const response = await capture(
        { email: "victim@example.com" },
        { host: "localhost", origin: "https://evil.example" },
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: "forbidden",
        message: "This request came from another site and was refused.",
      });
      expect(await captures()).toHaveLength(0);
    });

    it("refuses a request the browser marks Sec-Fetch-Site: cross-site with 403", async () => {
      const response = await capture({ email: "victim@example.com" }, { "sec-fetch-site": "cross-site" });
      expect(response.status).toBe(403);
      expect(await captures()).toHaveLength(0);
    });

    it("accepts a same-origin browser request, and the public origin behind a proxy", async () => {
      const sameHost = await capture(
        { email: "a@example.com" },
        { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      );
      expect(sameHost.status).toBe(201);

      // Behind a reverse proxy the Host header can be internal; PUBLIC_URL names the real origin.
      const { api } = buildTestApi(db, { PUBLIC_URL: "https://passerelle.example" });
      const proxied = await api.request(
        "/email-capture",
        jsonPost({ email: "b@example.com" }, { host: "127.0.0.1:3000", origin: "https://passerelle.example" }),
      );
      expect(proxied.status).toBe(201);
    });

    it("rate-limits a client after FORM_RATE_LIMIT_PER_MINUTE requests with 429 and Retry-After", async () => {
      const { api } = buildTestApi(db, { FORM_RATE_LIMIT_PER_MINUTE: "3" });
      for (let i = 0; i < 3; i++) {
        const ok = await api.request("/email-capture", jsonPost({ email: `user${i}@example.com` }));
        expect(ok.status).toBe(201);
      }
      const limited = await api.request("/email-capture", jsonPost({ email: "user3@example.com" }));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(((await limited.json()) as ErrorBody).error).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(
          /^Too many requests from your connection\. Please try again in (\d+ seconds?|1 minute)\.$/,
        ),
      });
      expect(await captures()).toHaveLength(3);
    });

    it("counts the limit per client, so one noisy client does not lock out others", async () => {
      const { api } = buildTestApi(db, { FORM_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "true" });
      const from = (ip: string, email: string) =>
        // Our one proxy appends the address it saw; the same forged value on the left is ignored.
        api.request("/email-capture", jsonPost({ email }, { "x-forwarded-for": `198.51.100.9, ${ip}` }));
      expect((await from("203.0.113.1", "one@example.com")).status).toBe(201);
      expect((await from("203.0.113.1", "two@example.com")).status).toBe(429);
      expect((await from("203.0.113.2", "three@example.com")).status).toBe(201);
    });

    it("answers an unexpected failure with 500, a reference to quote and no internals", async () => {
      // The database goes away under a running app: the realistic way a handler blows up.
      const { api, logs } = buildTestApi(await lostDatabase());
      const response = await api.request("/email-capture", jsonPost({ email: "someone@example.com" }));
      expect(response.status).toBe(500);
      const text = await response.text();
      const body = JSON.parse(text) as ErrorBody;
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.error.code).toBe("internal");
      expect(body.error.message).toContain(body.requestId);
      expect(text).not.toMatch(/destroyed|stack|\bat .+\.(ts|js)/i);
      // The reference the visitor quotes leads the operator to the logged error and its cause.
      const logged = logs.find((line) => line.msg === "unhandled error");
      expect(logged).toMatchObject({ requestId: body.requestId, level: 50 });
      expect(JSON.stringify(logged)).toMatch(/destroyed/);
    });
  });
});
