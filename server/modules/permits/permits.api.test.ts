import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { addDays, addMonths } from "../../../core/calculators/iso-date.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  siteUrl,
  type TestClient,
  verifyAddress,
} from "../auth/accounts-test-kit.ts";
import { emailPermitDigests } from "./email-permit-digests.ts";
import type { PermitView } from "./permit-view.ts";
import { remindPermitDeadlines } from "./remind-permit-deadlines.ts";

type One = { permit: PermitView } & ErrorBody;
type List = { permits: PermitView[]; feed: { since: string } | null };

// A VLS-TS "salarié" of someone who arrived on 30 November 2026 (validate by 28 February 2027).
const vlsTs = {
  routeSlug: "salarie",
  document: "vls-ts",
  startDate: "2026-11-20",
  expiryDate: "2027-11-19",
  arrivalDate: "2026-11-30",
  departement: "69",
  filing: "online",
};

describe.each(testEngines)("my permits (/api/permits, /api/calendar) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const record = (client: TestClient, body: unknown) => client.json<One>("/api/permits", { body });

  it("records a VLS-TS and answers its dated calendar; a free member may, as any signed-in member", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const saved = await record(amira, { ...vlsTs, departement: "2a" });
    expect(saved.status).toBe(201);
    expect(saved.response.headers.get("cache-control")).toBe("no-store");
    expect(saved.body.permit).toMatchObject({ routeSlug: "salarie", departement: "2A", document: "vls-ts" });
    const calendar = Object.fromEntries(saved.body.permit.calendar.map((item) => [item.kind, item]));
    expect(calendar["vls-ts-validation"]?.day).toBe("2027-02-28");
    expect(calendar["renewal-window"]).toMatchObject({ day: "2027-07-22", lastDay: "2027-09-20" });
    expect(calendar["permit-expires"]?.day).toBe("2027-11-19");

    const listed = await amira.json<List>("/api/permits");
    expect(listed.body.permits.map((p) => p.id)).toEqual([saved.body.permit.id]);
    expect(listed.body.feed).toBeNull();
  });

  it("an alias of a route is stored as the route; the renewal applied for moves the calendar", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const saved = await record(amira, {
      ...vlsTs,
      routeSlug: "eu-blue-card",
      document: "residence-permit",
      arrivalDate: "",
    });
    expect(saved.body.permit.routeSlug).toBe("carte-bleue-ue");
    const id = saved.body.permit.id;
    const updated = await amira.json<One>(`/api/permits/${id}`, {
      method: "PUT",
      body: { ...vlsTs, document: "residence-permit", arrivalDate: null, renewalFiledOn: "2027-08-01" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.permit.calendar.find((item) => item.kind === "renewal-window")?.state).toBe("done");
    expect(updated.body.permit.calendar.map((item) => item.kind)).toContain("extension-certificate");
  });

  it("refuses bad input with each field's translated message, and stores nothing", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const cases: [unknown, string, string][] = [
      [{ ...vlsTs, routeSlug: "green-card" }, "routeSlug", "permit_route_invalid"],
      [{ ...vlsTs, expiryDate: "2027-02-30" }, "expiryDate", "permit_expiry_invalid"],
      [{ ...vlsTs, expiryDate: "2026-11-01" }, "expiryDate", "permit_expiry_before_start"],
      [{ ...vlsTs, arrivalDate: null }, "arrivalDate", "permit_arrival_required"],
      [{ ...vlsTs, departement: "99" }, "departement", "permit_departement_invalid"],
      [{ ...vlsTs, filing: "post" }, "filing", "permit_filing_invalid"],
      [
        { ...vlsTs, document: "residence-permit", validatedOn: "2026-12-01" },
        "validatedOn",
        "permit_validated_not_vls",
      ],
    ];
    for (const [body, field, key] of cases) {
      const refused = await record(amira, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const message = refused.body.error.fields?.find((f) => f.field === field)?.message ?? refused.body.error.message;
      expect(message).toBe(apiMessage("en", key));
    }
    const french = api.client({ language: "fr" });
    expect((await french.json<ErrorBody>("/api/permits")).body.error.code).toBe("unauthorized");
    expect(await api.deps.db.selectFrom("member_permits").selectAll().execute()).toEqual([]);
  });

  it("signed out: 401 everywhere; another member's permit answers 404 and stays as it was", async () => {
    const anonymous = api.client();
    expect((await anonymous.request("/api/permits")).status).toBe(401);
    expect((await anonymous.request("/api/permits", { body: vlsTs })).status).toBe(401);
    expect((await anonymous.request("/api/permits/calendar.ics")).status).toBe(401);
    expect((await anonymous.request("/api/permits/feed", { method: "POST", body: {} })).status).toBe(401);

    const amira = await registeredClient(api, "amira@example.com");
    const karim = await registeredClient(api, "karim@example.com", "203.0.113.11");
    const id = (await record(amira, vlsTs)).body.permit.id;
    const put = await karim.json<ErrorBody>(`/api/permits/${id}`, { method: "PUT", body: vlsTs });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe(apiMessage("en", "permit_not_found"));
    expect((await karim.request(`/api/permits/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await karim.json<List>("/api/permits")).body.permits).toEqual([]);
    expect((await amira.json<List>("/api/permits")).body.permits).toHaveLength(1);
    expect((await amira.request("/api/permits/not-a-uuid", { method: "DELETE" })).status).toBe(400);
  });

  it("the .ics download and the secret address parse as iCalendar; a new address revokes the old, off revokes all", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await record(amira, vlsTs);
    const download = await amira.request("/api/permits/calendar.ics");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(await download.text())).getAllSubcomponents("vevent");
    const validation = events.find((event) =>
      String(event.getFirstPropertyValue("uid")).endsWith("-vls-ts-validation@passerelle"),
    );
    expect(String(validation?.getFirstPropertyValue("summary"))).toContain(
      "Validate your long-stay visa (VLS-TS) online",
    );
    expect(String(validation?.getFirstPropertyValue("dtstart"))).toBe("2027-02-28");

    const on = await amira.json<{ url: string; feed: { since: string } }>("/api/permits/feed", {
      method: "POST",
      body: {},
    });
    expect(on.status).toBe(201);
    expect(on.body.url.startsWith(`${siteUrl}/api/calendar/`)).toBe(true);
    const path = new URL(on.body.url).pathname;
    const anonymous = api.client();
    const feed = await anonymous.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    // Only the token's hash is stored.
    const stored = await api.deps.db.selectFrom("calendar_feeds").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(path.split("/").pop()?.replace(".ics", ""));

    const again = await amira.json<{ url: string }>("/api/permits/feed", { method: "POST", body: {} });
    expect((await anonymous.request(path)).status).toBe(404);
    expect((await anonymous.request(new URL(again.body.url).pathname)).status).toBe(200);
    expect((await amira.request("/api/permits/feed", { method: "DELETE" })).status).toBe(200);
    const gone = await anonymous.json<ErrorBody>(new URL(again.body.url).pathname);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(apiMessage("en", "calendar_feed_not_found"));
    expect((await anonymous.request("/api/calendar/short.ics")).status).toBe(404);
    expect((await anonymous.request("/api/calendar/..%2F..%2Fetc.ics")).status).toBe(404);
  });

  it("reminders: the 90-, 30-, 7-day and same-day e-mails go once each, in the member's language, only to a verified address", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await api.deps.db.updateTable("users").set({ language: "fr" }).where("email", "=", "amira@example.com").execute();
    await record(amira, vlsTs);
    const reminders = async () =>
      api.deps.db
        .selectFrom("outbox")
        .select(["subject", "text_body", "language", "dedupe_key"])
        .where("template", "=", "permit-reminder")
        .orderBy("created_at")
        .execute();
    // Unverified: nothing, even with a reminder point reached.
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2026-12-01T08:00:00Z"))).toBe(0);
    await verifyAddress(api, "amira@example.com");
    // 30 November + 3 months = 28 February; 90 days before is 30 November: the 90-day point.
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2026-12-01T08:00:00Z"))).toBe(1);
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2026-12-02T08:00:00Z"))).toBe(0);
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2027-01-29T08:00:00Z"))).toBe(1);
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2027-02-21T08:00:00Z"))).toBe(1);
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2027-02-28T08:00:00Z"))).toBe(1);
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2027-03-01T08:00:00Z"))).toBe(0);
    const sent = await reminders();
    expect(sent.map((mail) => mail.dedupe_key?.split(":").slice(2))).toEqual([
      ["vls-ts-validation", "2027-02-28", "90"],
      ["vls-ts-validation", "2027-02-28", "30"],
      ["vls-ts-validation", "2027-02-28", "7"],
      ["vls-ts-validation", "2027-02-28", "0"],
    ]);
    expect(sent.every((mail) => mail.language === "fr")).toBe(true);
    expect(sent[0]?.subject).toBe(
      "Dans 89 jours, le 28 février 2027\u202f: Validez votre visa de long séjour (VLS-TS) en ligne (Salarié)",
    );
    expect(sent[3]?.subject.startsWith("Aujourd'hui, 28 février 2027")).toBe(true);
    expect(sent[0]?.text_body).toContain(`${siteUrl}/dashboard/permits?lang=fr`);
  });

  it("a verified member who records a deadline 20 days away gets the 30-day reminder at once", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await verifyAddress(api, "amira@example.com");
    // Arrived so that the validation deadline (arrival + 3 months) falls in about 20 days.
    const arrival = addDays(addMonths(parisDate(), -3), 20);
    expect((await record(amira, { ...vlsTs, startDate: arrival, arrivalDate: arrival })).status).toBe(201);
    const queued = await api.deps.db
      .selectFrom("outbox")
      .select(["dedupe_key", "to_address"])
      .where("template", "=", "permit-reminder")
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.dedupe_key).toMatch(/:vls-ts-validation:\d{4}-\d{2}-\d{2}:30$/);
    expect(queued[0]?.to_address).toBe("amira@example.com");
    expect(api.nudges.count).toBeGreaterThan(0);
  });

  it("the Monday summary instead: chosen once, it replaces the reminder e-mails with one e-mail each Monday from 08:00 Paris", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await verifyAddress(api, "amira@example.com");
    expect((await amira.json<{ reminders: { cadence: string } }>("/api/permits")).body.reminders).toEqual({
      cadence: "each",
    });
    const refused = await amira.json<ErrorBody>("/api/permits/reminders", {
      method: "PUT",
      body: { cadence: "daily" },
      headers: { "accept-language": "fr" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toContainEqual({
      field: "cadence",
      message: apiMessage("fr", "permit_cadence_invalid"),
    });
    const chosen = await amira.json<{ reminders: { cadence: string } }>("/api/permits/reminders", {
      method: "PUT",
      body: { cadence: "weekly" },
    });
    expect(chosen.status).toBe(200);
    expect((await amira.json<{ reminders: { cadence: string } }>("/api/permits")).body.reminders.cadence).toBe(
      "weekly",
    );
    // Recorded after the choice: the 90-day point already reached sends nothing at once either.
    expect((await record(amira, vlsTs)).status).toBe(201);

    // No reminder e-mail at the 90-day point (Tuesday 1 December 2026)...
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2026-12-01T08:00:00Z"))).toBe(0);
    // ...nor a summary before Monday 08:00 in Paris (07:00 UTC in winter), nor on a Tuesday.
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-07T06:59:00Z"))).toBe(0);
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-08T09:00:00Z"))).toBe(0);
    // Monday 7 December, 08:00 in Paris: one summary, once.
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-07T07:00:00Z"))).toBe(1);
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-07T15:00:00Z"))).toBe(0);
    const digests = await api.deps.db
      .selectFrom("outbox")
      .select(["subject", "text_body", "dedupe_key", "template"])
      .where("template", "in", ["permit-digest", "permit-reminder"])
      .execute();
    expect(digests).toEqual([
      expect.objectContaining({ template: "permit-digest", subject: "Your permit deadline ahead" }),
    ]);
    expect(digests[0]?.text_body).toContain(
      "In 83 days, on February 28, 2027 — Validate your long-stay visa (VLS-TS) online",
    );

    // Back to an e-mail at each step: the reminders resume (the 90-day point is still the latest reached).
    await amira.json("/api/permits/reminders", { method: "PUT", body: { cadence: "each" } });
    expect(await remindPermitDeadlines(api.deps.db, siteUrl, new Date("2026-12-08T08:00:00Z"))).toBe(1);
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-14T08:00:00Z"))).toBe(0);
  });

  it("no summary when nothing falls in the next 90 days, nor to an unverified address", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await record(amira, vlsTs);
    await amira.json("/api/permits/reminders", { method: "PUT", body: { cadence: "weekly" } });
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-07T08:00:00Z"))).toBe(0);
    await verifyAddress(api, "amira@example.com");
    // Validated: only the renewal's last day remains, far beyond 90 days.
    const [permit] = (await amira.json<List>("/api/permits")).body.permits;
    await amira.json(`/api/permits/${permit?.id}`, { method: "PUT", body: { ...vlsTs, validatedOn: "2026-12-02" } });
    expect(await emailPermitDigests(api.deps.db, siteUrl, new Date("2026-12-07T08:00:00Z"))).toBe(0);
  });
});
