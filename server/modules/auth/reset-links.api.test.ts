import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessageCatalogs } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, type ErrorBody, registeredClient, signIn } from "./accounts-test-kit.ts";
import { authOf } from "./auth.ts";

const en = apiMessageCatalogs.en;
const email = "amira@example.com";

describe.each(testEngines)("password-reset links: only the newest one works on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
    await registeredClient(api, email);
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** Asks for a reset link and returns its token, read from the e-mail as from a mailbox. */
  async function requestResetLink(): Promise<string> {
    const before = await database.db
      .selectFrom("outbox")
      .select("id")
      .where("template", "=", "password-reset")
      .execute();
    const asked = await api.client().request("/api/auth/request-password-reset", { body: { email } });
    expect(asked.status).toBe(200);
    const rows = await database.db
      .selectFrom("outbox")
      .select(["id", "text_body"])
      .where("template", "=", "password-reset")
      .execute();
    const fresh = rows.find((row) => !before.some((old) => old.id === row.id));
    const token = /reset-password\?token=([^\s&]+)/.exec(fresh?.text_body ?? "")?.[1];
    if (!token) throw new Error("no reset link e-mailed");
    return decodeURIComponent(token);
  }

  async function reset(token: string, chosen: string) {
    return api.client().json<ErrorBody>("/api/auth/reset-password", {
      body: { token, password: chosen, confirmPassword: chosen },
    });
  }

  it("an older link is refused once a newer one is issued, and the newer one works", async () => {
    const older = await requestResetLink();
    const newer = await requestResetLink();
    const refused = await reset(older, "from the older link");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(en.reset_link_invalid);
    expect((await reset(newer, "from the newer link")).status).toBe(200);
    expect((await signIn(api.client(), email, "from the newer link")).status).toBe(200);
    expect((await signIn(api.client(), email, "from the older link")).status).toBe(401);
  });

  it("an older link is refused once a newer one is used", async () => {
    const older = await requestResetLink();
    const newer = await requestResetLink();
    expect((await reset(newer, "from the newer link")).status).toBe(200);
    const refused = await reset(older, "from the older link");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(en.reset_link_invalid);
    expect((await signIn(api.client(), email, "from the newer link")).status).toBe(200);
  });

  it("using one link ends every other one still outstanding for the account, however it was issued", async () => {
    // Two links standing at once, as better-auth stores them (e.g. issued before this rule existed).
    const context = await authOf(api.deps).$context;
    const user = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const expiresAt = new Date(Date.now() + 60 * 60_000);
    for (const token of ["first-link-token-aaaaaaaaa", "second-link-token-bbbbbbbb"]) {
      await context.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: user.id,
        expiresAt,
      });
    }
    // Someone else's link is not touched.
    await registeredClient(api, "nadia@example.com");
    const nadia = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "nadia@example.com")
      .executeTakeFirstOrThrow();
    await context.internalAdapter.createVerificationValue({
      identifier: "reset-password:nadias-own-link-cccccccc",
      value: nadia.id,
      expiresAt,
    });

    expect((await reset("second-link-token-bbbbbbbb", "from the second link")).status).toBe(200);
    expect((await reset("first-link-token-aaaaaaaaa", "from the first link")).status).toBe(400);
    expect((await reset("nadias-own-link-cccccccc", "nadia's new password")).status).toBe(200);
    expect((await signIn(api.client(), email, "from the second link")).status).toBe(200);
  });
});
