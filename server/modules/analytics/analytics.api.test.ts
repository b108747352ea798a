import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentChecklistConsentVersion } from "../../../content/emails/checklist-consent.ts";
import { acceptAll, consentCookieName, customize, rejectAll, serializeConsent } from "../../../core/cookie-consent.ts";
import type { AnalyticsEventName } from "../../db/schema.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  signInWithOneTimePassword,
  type TestClient,
  testProviderOf,
  testSessionIdOf,
} from "../auth/accounts-test-kit.ts";
import type { DashboardFigures } from "./dashboard-figures.ts";
import { visitorCookieName } from "./visitor-cookie.ts";

const visitorId = "0b9c6f1e-2f4a-4c1b-9d7e-5a6b7c8d9e0f";
const wizard = { country: "IN", profession: "tech", income: "over_6k", sessionId: "session_1732268400000_k3j9x2ab" };
const dayMs = 24 * 60 * 60_000;

/** ADR 0040: nothing is counted without analytics consent; with it, counts and no personal detail. */
describe.each(testEngines)("consented first-party analytics on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const events = () => database.db.selectFrom("analytics_events").selectAll().orderBy("created_at").execute();

  /** A browser that has answered the cookie banner (or not, with `null`). */
  function browser(consent: "accepted" | "rejected" | "analytics-off" | null, options: { language?: string } = {}) {
    const client = api.client(options);
    if (consent === "accepted") client.jar.set(consentCookieName, serializeConsent(acceptAll()));
    if (consent === "rejected") client.jar.set(consentCookieName, serializeConsent(rejectAll()));
    if (consent === "analytics-off") {
      client.jar.set(
        consentCookieName,
        serializeConsent(customize({ analytics: false, marketing: true, preferences: true })),
      );
    }
    if (consent === "accepted") client.jar.set(visitorCookieName, visitorId);
    return client;
  }

  const beacon = (client: TestClient, body: unknown = { name: "wizard_started" }) =>
    client.request("/api/analytics/events", {
      body,
      headers: { referer: "http://localhost:3000/fr/visas?email=a%40b.fr#x" },
    });

  it("the beacon answers 204 and records nothing without consent, a rejection, or analytics switched off", async () => {
    for (const consent of [null, "rejected", "analytics-off"] as const) {
      const response = await beacon(browser(consent));
      expect(response.status, String(consent)).toBe(204);
      expect(await response.text()).toBe("");
    }
    // Even a visitor id cookie left behind counts for nothing without the consent cookie.
    const stale = api.client();
    stale.jar.set(visitorCookieName, visitorId);
    expect((await beacon(stale)).status).toBe(204);
    expect(await events()).toEqual([]);
  });

  it("with consent the beacon records wizard_started with the page's path, never its query string", async () => {
    const response = await beacon(browser("accepted", { language: "fr" }));
    expect(response.status).toBe(204);
    expect(await events()).toEqual([
      expect.objectContaining({ name: "wizard_started", path: "/fr/visas", language: "fr", visitor_id: visitorId }),
    ]);
  });

  it("the beacon takes only wizard_started, as JSON; other names are refused and nothing is stored", async () => {
    const client = browser("accepted");
    for (const body of [
      { name: "purchase_completed" },
      { name: "page_view" },
      {},
      { name: "wizard_started", path: "/x" },
    ]) {
      const response = await client.json<ErrorBody>("/api/analytics/events", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("bad_request");
    }
    const notJson = await client.request("/api/analytics/events", {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(400);
    expect(await events()).toEqual([]);
  });

  it("the beacon is rate limited per client address", async () => {
    const limited = buildAccountsApi(database, { WIZARD_RATE_LIMIT_PER_MINUTE: "2" });
    const client = limited.client();
    expect((await client.request("/api/analytics/events", { body: { name: "wizard_started" } })).status).toBe(204);
    expect((await client.request("/api/analytics/events", { body: { name: "wizard_started" } })).status).toBe(204);
    const third = await client.request("/api/analytics/events", { body: { name: "wizard_started" } });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("a completed wizard and a new e-mail address are counted only with consent", async () => {
    const refusing = browser("rejected");
    expect((await refusing.request("/api/assessments", { body: wizard })).status).toBe(201);
    const capture = { email: "no@example.com", consentVersion: currentChecklistConsentVersion };
    expect((await refusing.request("/api/email-capture", { body: capture })).status).toBe(201);
    expect(await events()).toEqual([]);

    const consenting = browser("accepted");
    expect((await consenting.request("/api/assessments", { body: wizard })).status).toBe(201);
    const yes = { email: "yes@example.com", consentVersion: currentChecklistConsentVersion };
    expect((await consenting.request("/api/email-capture", { body: yes })).status).toBe(201);
    // The same address again is not a new capture.
    expect((await consenting.request("/api/email-capture", { body: yes })).status).toBe(200);
    const stored = await events();
    expect(stored.map((event) => [event.name, event.visitor_id, event.path])).toEqual([
      ["wizard_completed", visitorId, null],
      ["email_captured", visitorId, null],
    ]);
    // No address, IP or account anywhere in the row.
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(["created_at", "id", "language", "name", "path", "visitor_id"]);
  });

  it("a purchase is counted when paid, only if the buyer's checkout request carried consent", async () => {
    const buy = async (client: TestClient, email: string) => {
      const started = await client.json<{ url: string }>("/api/checkout", {
        body: { product: "pdf-guide", attempt: `attempt-${email.length}0123456789abcdef`, email },
      });
      expect(started.status).toBe(201);
      // The provider's event settles it: a request that carries no cookie of the buyer.
      await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay");
    };
    await buy(browser("rejected"), "refuses@example.com");
    expect(await events()).toEqual([]);
    await buy(browser("accepted"), "agrees@example.com");
    expect((await events()).map((event) => [event.name, event.visitor_id])).toEqual([["purchase_completed", null]]);
  });

  describe("GET /api/admin/dashboard", () => {
    async function signedInAdmin() {
      const result = await createOrPromoteAdmin(api.deps, "admin@example.com");
      const admin = api.client();
      expect((await signInWithOneTimePassword(admin, "admin@example.com", String(result.oneTimePassword))).status).toBe(
        200,
      );
      return admin;
    }

    async function seed(name: AnalyticsEventName, count: number, daysAgo: number, visitor = (i: number) => `v${i}`) {
      const at = new Date(Date.now() - daysAgo * dayMs).toISOString();
      for (let i = 0; i < count; i++) {
        await database.db
          .insertInto("analytics_events")
          .values({
            id: `${name}-${daysAgo}-${i}`,
            name,
            path: "/",
            language: "en",
            visitor_id: visitor(i),
            created_at: at,
          })
          .execute();
      }
    }

    it("answers 401 signed out and 403 to a member who is not an administrator", async () => {
      const visitor = await api.client().json<ErrorBody>("/api/admin/dashboard?days=30");
      expect(visitor.status).toBe(401);
      expect(visitor.body.error.code).toBe("unauthorized");
      const member = await registeredClient(api, "member@example.com");
      const refused = await member.json<ErrorBody>("/api/admin/dashboard?days=30");
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("forbidden");
    });

    it("gives the funnel's counts and each step's conversion from the one before, for the period asked", async () => {
      // 10 visitors (one of them on three pages) in the last week, 4 more 20 days ago.
      await seed("page_view", 10, 1);
      await seed("page_view", 2, 2, () => "v0");
      await seed("page_view", 4, 20, (i) => `old${i}`);
      await seed("wizard_started", 5, 1);
      await seed("wizard_started", 3, 20);
      await seed("wizard_completed", 4, 1);
      await seed("email_captured", 2, 1);
      await seed("purchase_completed", 1, 1, () => "");
      // Older than any period: never shown.
      await seed("page_view", 3, 100, (i) => `ancient${i}`);
      const admin = await signedInAdmin();

      const week = await admin.json<DashboardFigures>("/api/admin/dashboard?days=7");
      expect(week.status).toBe(200);
      expect(week.response.headers.get("cache-control")).toBe("no-store");
      expect(week.body.periodDays).toBe(7);
      expect(week.body.funnel).toEqual([
        { step: "visits", count: 10, conversion: null },
        { step: "wizard_started", count: 5, conversion: 0.5 },
        { step: "wizard_completed", count: 4, conversion: 0.8 },
        { step: "email_captured", count: 2, conversion: 0.5 },
        { step: "purchase_completed", count: 1, conversion: 0.5 },
      ]);
      const month = await admin.json<DashboardFigures>("/api/admin/dashboard?days=30");
      expect(month.body.funnel.slice(0, 2)).toEqual([
        { step: "visits", count: 14, conversion: null },
        { step: "wizard_started", count: 8, conversion: 8 / 14 },
      ]);
      // 30 days by default; a period the dashboard does not offer is refused.
      expect((await admin.json<DashboardFigures>("/api/admin/dashboard")).body.periodDays).toBe(30);
      for (const days of ["12", "-7", "abc", "7.0"]) {
        const refused = await admin.json<ErrorBody>(`/api/admin/dashboard?days=${days}`);
        expect(refused.status, days).toBe(400);
        expect(refused.body.error.fields?.[0]?.field).toBe("days");
      }
    });

    it("counts this week's captures, runs over 7 and 30 days and the open consultation requests", async () => {
      const visitor = api.client();
      for (const email of ["a@example.com", "b@example.com"]) {
        const body = { email, consentVersion: currentChecklistConsentVersion };
        expect((await visitor.request("/api/email-capture", { body })).status).toBe(201);
      }
      await database.db
        .updateTable("email_captures")
        .set({ created_at: new Date(Date.now() - 8 * dayMs).toISOString() })
        .where("email", "=", "b@example.com")
        .execute();
      for (let i = 0; i < 3; i++)
        expect((await visitor.request("/api/assessments", { body: wizard })).status).toBe(201);
      await database.db
        .updateTable("assessments")
        .set({ created_at: new Date(Date.now() - 10 * dayMs).toISOString() })
        .where("id", "=", (await database.db.selectFrom("assessments").select("id").executeTakeFirstOrThrow()).id)
        .execute();
      const admin = await signedInAdmin();
      const { body } = await admin.json<DashboardFigures>("/api/admin/dashboard?days=30");
      expect(body).toMatchObject({ emailCapturesThisWeek: 1, assessmentsLast7Days: 2, assessmentsLast30Days: 3 });
      expect(body.consultationRequestsOpen).toBe(
        Number(
          (
            await database.db
              .selectFrom("consultation_requests")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirst()
          )?.n,
        ),
      );
    });
  });
});
