import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordResetEmail } from "../../../content/emails/password-reset.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { MailTransport, OutgoingEmail } from "../../infra/mail/mail-transport.ts";
import { createLogger } from "../../logger.ts";
import {
  buildAccountsApi,
  password,
  registeredClient,
  registration,
  siteUrl,
  verifyAddress,
} from "../auth/accounts-test-kit.ts";
import { captureEmail } from "../email-capture/capture-email.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { createOutboxWorker } from "../outbox/outbox-worker.ts";
import { findSubscription } from "./find-subscription.ts";
import { unsubscribeByToken } from "./unsubscribe-by-token.ts";

const logger = createLogger("silent");

/** Stands in for the mail provider (an external system): keeps what it was handed. */
function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    name: "test",
    async send(email) {
      sent.push(email);
    },
    async close() {},
  };
  return { transport, sent };
}

describe.each(testEngines)("unsubscribing on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function capturedToken(email: string, userId: string | null = null) {
    await captureEmail(database.db, { email, language: "en", sourcePage: "/", userId }, siteUrl);
    const row = await database.db
      .selectFrom("email_subscriptions")
      .select("token")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.token;
  }
  const consentActions = async (email: string) =>
    (
      await database.db
        .selectFrom("email_consents")
        .select(["action", "source_page"])
        .where("email", "=", email)
        .orderBy("created_at")
        .execute()
    ).map((row) => `${row.action} ${row.source_page}`);

  it("tells a malformed token from an unknown one, and shows the owner only a masked address", async () => {
    const token = await capturedToken("nadia@example.org");
    expect(await findSubscription(database.db, null)).toEqual({ kind: "malformed" });
    expect(await findSubscription(database.db, "short")).toEqual({ kind: "malformed" });
    expect(await findSubscription(database.db, `${token.slice(0, 42)}!`)).toEqual({ kind: "malformed" });
    // Well formed but not ours: one changed character.
    const other = `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findSubscription(database.db, other)).toEqual({ kind: "unknown" });
    expect(await unsubscribeByToken(database.db, { token: other, channel: "page", language: "en" })).toEqual({
      kind: "unknown",
    });
    expect(await findSubscription(database.db, token)).toEqual({
      kind: "found",
      maskedEmail: "n••••@example.org",
      status: "subscribed",
    });
    // Reading the page changed nothing.
    expect(await consentActions("nadia@example.org")).toEqual(["given /"]);
  });

  it("unsubscribes once, records the withdrawal once, and answers the same when asked again", async () => {
    const token = await capturedToken("nadia@example.org");
    const first = await unsubscribeByToken(database.db, { token, channel: "one-click", language: "fr" });
    expect(first).toEqual({ kind: "unsubscribed", maskedEmail: "n••••@example.org", changed: true });
    const again = await unsubscribeByToken(database.db, { token, channel: "page", language: "fr" });
    expect(again).toEqual({ kind: "unsubscribed", maskedEmail: "n••••@example.org", changed: false });
    expect(await findSubscription(database.db, token)).toMatchObject({ status: "unsubscribed" });
    expect(await consentActions("nadia@example.org")).toEqual(["given /", "withdrawn List-Unsubscribe-Post"]);
  });

  it("skips non-transactional mail to an unsubscribed address, still delivers transactional mail there", async () => {
    const token = await capturedToken("nadia@example.org");
    // The checklist is still waiting when the address unsubscribes (e.g. SMTP was down).
    await unsubscribeByToken(database.db, { token, channel: "page", language: "en" });
    await enqueueEmail(database.db, {
      template: "password-reset",
      language: "en",
      to: "nadia@example.org",
      ...passwordResetEmail("en", `${siteUrl}/reset-password?token=abc`, "Nadia"),
    });
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger,
      pollMs: 60_000,
      retryBaseMs: 1,
      maxAttempts: 3,
    });
    await worker.runOnce();
    await worker.stop();
    expect(sent.map((mail) => mail.template)).toEqual(["password-reset"]);
    expect(sent[0]?.headers).toBeUndefined();
    const rows = await database.db
      .selectFrom("outbox")
      .select(["template", "status", "category", "last_error", "dedupe_key"])
      .orderBy("template")
      .execute();
    expect(rows).toEqual([
      { template: "password-reset", status: "sent", category: "transactional", last_error: null, dedupe_key: null },
      {
        template: "relocation-checklist",
        status: "skipped",
        category: "marketing",
        last_error: "unsubscribed",
        dedupe_key: null,
      },
    ]);

    // A new explicit request the next day is fresh consent: the checklist goes again.
    const back = await captureEmail(
      database.db,
      { email: "nadia@example.org", language: "en", sourcePage: "/visa" },
      siteUrl,
      new Date(Date.now() + 60_000),
    );
    expect(back).toEqual({ isNew: false, status: "subscribed", emailSent: true });
  });

  it("turns off the newsletter of an account with that address, so both say the same", async () => {
    const api = buildAccountsApi(database);
    const visitor = api.client();
    const signUp = await visitor.request("/api/auth/sign-up/email", {
      body: registration("reader@example.com", { newsletter: true }),
    });
    expect(signUp.status).toBe(200);
    const newsletterOf = async () =>
      (
        await database.db
          .selectFrom("users")
          .select("newsletter")
          .where("email", "=", "reader@example.com")
          .executeTakeFirstOrThrow()
      ).newsletter;
    expect(Boolean(await newsletterOf())).toBe(true);
    const token = await capturedToken("reader@example.com");
    await unsubscribeByToken(database.db, { token, channel: "page", language: "en" });
    expect(Boolean(await newsletterOf())).toBe(false);
  });

  it("takes a verified account's address off the list when its profile turns the newsletter off, never an unverified one's", async () => {
    const api = buildAccountsApi(database);
    const statusOf = async (email: string) =>
      (
        await database.db
          .selectFrom("email_subscriptions")
          .select("status")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).status;

    // An unverified account (perhaps a stranger's) cannot take someone's address off the list.
    await capturedToken("someone@example.com");
    const stranger = await registeredClient(api, "someone@example.com");
    const refusedChange = await stranger.request("/api/auth/update-user", { body: { newsletter: false } });
    expect(refusedChange.status).toBe(200);
    expect(await statusOf("someone@example.com")).toBe("subscribed");
    expect(await consentActions("someone@example.com")).toEqual(["given /"]);

    await capturedToken("reader@example.com");
    const reader = await registeredClient(api, "reader@example.com");
    await verifyAddress(api, "reader@example.com");
    const change = await reader.request("/api/auth/update-user", { body: { newsletter: false } });
    expect(change.status).toBe(200);
    expect(await statusOf("reader@example.com")).toBe("unsubscribed");
    expect(await consentActions("reader@example.com")).toEqual(["given /", "withdrawn /profile"]);
  });

  it("joins consents and mailing state to the account once the address is proven: export and deletion follow", async () => {
    const api = buildAccountsApi(database);
    const token = await capturedToken("owner@example.com");
    await unsubscribeByToken(database.db, { token, channel: "page", language: "en" });
    await capturedToken("someone.else@example.com");

    // Unverified: nothing of the address is the account's yet.
    const owner = await registeredClient(api, "owner@example.com");
    const before = await owner.json<{ emailConsents: unknown[]; mailingLists: unknown[] }>("/api/account/export");
    expect(before.body.emailConsents).toEqual([]);
    expect(before.body.mailingLists).toEqual([]);

    await verifyAddress(api, "owner@example.com");
    const after = await owner.json<{ emailConsents: { action: string; wording: string }[]; mailingLists: unknown[] }>(
      "/api/account/export",
    );
    expect(after.body.emailConsents.map((c) => c.action)).toEqual(["given", "withdrawn"]);
    expect(after.body.emailConsents[0]?.wording).toMatch(/unsubscribe/);
    expect(after.body.mailingLists).toEqual([
      { email: "owner@example.com", status: "unsubscribed", changedAt: expect.any(String) },
    ]);

    const deleted = await owner.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    const left = async (table: "email_consents" | "email_subscriptions") =>
      (await database.db.selectFrom(table).select("email").execute()).map((row) => row.email);
    expect(await left("email_consents")).toEqual(["someone.else@example.com"]);
    expect(await left("email_subscriptions")).toEqual(["someone.else@example.com"]);
  });
});
