import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checklistConsentWordings, currentChecklistConsentVersion } from "../../../content/emails/checklist-consent.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { buildTestApi, type ErrorBody, jsonPost } from "../../testing/test-api.ts";
import { buildAccountsApi, registeredClient } from "../auth/accounts-test-kit.ts";

type Answer = { email: string; status: string; emailSent: boolean };

/** POST /api/email-capture says what happened, or why not, in the visitor's language (ADR 0025). */
describe.each(testEngines)("POST /api/email-capture answers on %s", (engine) => {
  let database: FreshDatabase;
  let app: ReturnType<typeof buildTestApi>;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    app = buildTestApi(database.db, { FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: "3" });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const capture = (body: unknown, path = "/email-capture", headers: Record<string, string> = {}) =>
    app.api.request(path, jsonPost(body, headers));
  const queued = () => database.db.selectFrom("outbox").select(["to_address", "language"]).execute();

  it("a new address: 201, subscribed, checklist sent", async () => {
    const response = await capture({ email: "new@example.com", consentVersion: currentChecklistConsentVersion });
    expect(response.status).toBe(201);
    expect((await response.json()) as Answer).toEqual({
      email: "new@example.com",
      status: "subscribed",
      emailSent: true,
    });
    expect(await queued()).toHaveLength(1);
  });

  it("a repeated address: 200, already subscribed, no second checklist the same day", async () => {
    await capture({ email: "again@example.com" });
    const response = await capture({ email: "Again@Example.com" });
    expect(response.status).toBe(200);
    expect((await response.json()) as Answer).toEqual({
      email: "again@example.com",
      status: "already_subscribed",
      emailSent: false,
    });
    expect(await queued()).toHaveLength(1);
    expect(app.nudges.count).toBe(1);
    // The repeat is a consent given again, recorded like the first.
    expect(await database.db.selectFrom("email_consents").select("action").execute()).toEqual([
      { action: "given" },
      { action: "given" },
    ]);
  });

  it("an invalid address: 400 with the server's own sentence for the field, in the page's language", async () => {
    const response = await capture({ email: "not-an-address@" }, "/email-capture?lang=fr");
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("bad_request");
    expect(body.error.fields).toEqual([{ field: "email", message: expect.stringMatching(/adresse e-mail/i) }]);
    expect(body.error.message).toBe(body.error.fields?.[0]?.message);
    expect(await queued()).toEqual([]);
  });

  it("a limited address: 429 with Retry-After and the wait in words", async () => {
    for (let i = 0; i < 3; i++) expect((await capture({ email: "busy@example.com" })).status).toBeLessThan(300);
    const response = await capture({ email: "busy+again@example.com" }, "/email-capture", { "accept-language": "fr" });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/cette adresse e-mail/);
  });

  it("an unknown consent wording: 400, nothing stored (we would record a sentence nobody saw)", async () => {
    const response = await capture({ email: "x@example.com", consentVersion: "checklist-1999-01-01" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields).toEqual([{ field: "consentVersion", message: expect.stringMatching(/out of date/) }]);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toEqual([]);
    expect(await database.db.selectFrom("email_consents").select("email").execute()).toEqual([]);
  });

  it("?lang= pins the language of the capture, the checklist and the stored consent wording", async () => {
    await capture({ email: "lea@example.fr" }, "/email-capture?lang=fr", {
      "accept-language": "en-US",
      referer: "http://localhost/visa/talent",
    });
    expect(await queued()).toEqual([{ to_address: "lea@example.fr", language: "fr" }]);
    const consent = await database.db.selectFrom("email_consents").selectAll().executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      action: "given",
      language: "fr",
      wording_version: currentChecklistConsentVersion,
      wording: checklistConsentWordings[currentChecklistConsentVersion].fr,
      source_page: "/visa/talent",
      user_id: null,
    });
  });
});

describe.each(testEngines)("consent of a signed-in capture on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("belongs to the account that sent it, not to another one", async () => {
    const api = buildAccountsApi(database);
    const member = await registeredClient(api, "member@example.com");
    await registeredClient(api, "other@example.com");
    const response = await member.request("/api/email-capture", { body: { email: "family@example.com" } });
    expect(response.status).toBe(201);
    const users = await database.db.selectFrom("users").select(["id", "email"]).execute();
    const memberId = users.find((u) => u.email === "member@example.com")?.id;
    expect(await database.db.selectFrom("email_consents").select(["email", "user_id"]).execute()).toEqual([
      { email: "family@example.com", user_id: memberId },
    ]);
    expect(await database.db.selectFrom("email_subscriptions").select(["email", "user_id"]).execute()).toEqual([
      { email: "family@example.com", user_id: memberId },
    ]);
  });
});
