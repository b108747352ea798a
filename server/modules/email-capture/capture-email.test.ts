import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checklistConsentWordings, currentChecklistConsentVersion } from "../../../content/emails/checklist-consent.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { unsubscribeByToken } from "../unsubscribe/unsubscribe-by-token.ts";
import { captureEmail } from "./capture-email.ts";

const siteUrl = "http://localhost:3000";
const input = { email: "pat@example.com", language: "en" as const, sourcePage: null };

describe.each(testEngines)("captureEmail on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const outboxRows = () =>
    database.db
      .selectFrom("outbox")
      .select(["to_address", "created_at", "category", "headers_json", "text_body"])
      .orderBy("created_at")
      .execute();
  const tokenOf = async (email: string) =>
    (
      await database.db
        .selectFrom("email_subscriptions")
        .select("token")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).token;

  it("says what happened: a new address, then a repeat that gets no second copy within a day", async () => {
    const morning = new Date("2030-05-01T08:00:00.000Z");
    const evening = new Date("2030-05-01T22:00:00.000Z");
    const nextDay = new Date("2030-05-02T08:00:00.000Z");
    expect(await captureEmail(database.db, input, siteUrl, morning)).toEqual({
      isNew: true,
      status: "subscribed",
      emailSent: true,
    });
    expect(await captureEmail(database.db, input, siteUrl, evening)).toEqual({
      isNew: false,
      status: "already_subscribed",
      emailSent: false,
    });
    // Asking again a day later (the first mail was lost?) sends it again, still one stored address.
    expect(await captureEmail(database.db, input, siteUrl, nextDay)).toEqual({
      isNew: false,
      status: "already_subscribed",
      emailSent: true,
    });

    expect((await outboxRows()).map((r) => r.created_at)).toEqual([morning.toISOString(), nextDay.toISOString()]);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toEqual([
      { email: "pat@example.com" },
    ]);
  });

  it("sends no second copy a few minutes apart across midnight (UTC)", async () => {
    await captureEmail(database.db, input, siteUrl, new Date("2030-05-01T23:58:00.000Z"));
    const after = await captureEmail(database.db, input, siteUrl, new Date("2030-05-02T00:03:00.000Z"));
    expect(after.emailSent).toBe(false);
    expect(await outboxRows()).toHaveLength(1);
  });

  it("stores one row and queues one e-mail when the same address is submitted several times at once", async () => {
    const at = new Date("2030-05-01T08:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 5 }, () => captureEmail(database.db, input, siteUrl, at)));
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    expect(results.filter((r) => r.emailSent)).toHaveLength(1);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
  });

  it("records each consent: the exact wording shown, its version, language, page, time and owner", async () => {
    const first = new Date("2030-05-01T08:00:00.000Z");
    const second = new Date("2030-05-03T08:00:00.000Z");
    await captureEmail(database.db, { ...input, language: "fr", sourcePage: "/visa/talent" }, siteUrl, first);
    await captureEmail(database.db, { ...input, language: "en", sourcePage: "/", userId: "user-1" }, siteUrl, second);
    const consents = await database.db
      .selectFrom("email_consents")
      .select(["email", "action", "wording_version", "wording", "language", "source_page", "created_at", "user_id"])
      .orderBy("created_at")
      .execute();
    const wording = checklistConsentWordings[currentChecklistConsentVersion];
    expect(consents).toEqual([
      {
        email: "pat@example.com",
        action: "given",
        wording_version: currentChecklistConsentVersion,
        wording: wording.fr,
        language: "fr",
        source_page: "/visa/talent",
        created_at: first.toISOString(),
        user_id: null,
      },
      {
        email: "pat@example.com",
        action: "given",
        wording_version: currentChecklistConsentVersion,
        wording: wording.en,
        language: "en",
        source_page: "/",
        created_at: second.toISOString(),
        user_id: "user-1",
      },
    ]);
  });

  it("queues the checklist as non-transactional, with the address's unsubscribe link in body and headers", async () => {
    await captureEmail(database.db, { ...input, language: "fr" }, siteUrl);
    const token = await tokenOf("pat@example.com");
    const link = `${siteUrl}/unsubscribe?token=${token}&lang=fr`;
    const [row] = await outboxRows();
    expect(row?.category).toBe("marketing");
    expect(JSON.parse(row?.headers_json ?? "{}")).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(row?.text_body).toContain(link);
    // The link names no address.
    expect(link).not.toContain("pat");
  });

  it("re-subscribes an address that had unsubscribed only on a new explicit request, and says so", async () => {
    const day1 = new Date("2030-05-01T08:00:00.000Z");
    await captureEmail(database.db, input, siteUrl, day1);
    const token = await tokenOf("pat@example.com");
    await unsubscribeByToken(
      database.db,
      { token, channel: "page", language: "en" },
      new Date("2030-05-01T09:00:00.000Z"),
    );

    // Same day: back on the list (fresh consent recorded), but the checklist went this morning.
    const sameDay = await captureEmail(database.db, input, siteUrl, new Date("2030-05-01T12:00:00.000Z"));
    expect(sameDay).toEqual({ isNew: false, status: "subscribed", emailSent: false });
    const state = await database.db.selectFrom("email_subscriptions").selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({ status: "subscribed", token });
    const actions = await database.db.selectFrom("email_consents").select("action").orderBy("created_at").execute();
    expect(actions.map((a) => a.action)).toEqual(["given", "withdrawn", "given"]);
  });
});
