import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  signIn,
} from "./accounts-test-kit.ts";

describe.each(testEngines)("export and deletion of a user's data on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** A user who also left traces as a visitor: checklist sign-up, consultation request, e-mails. */
  async function userWithHistory(email: string) {
    const client = await registeredClient(api, email);
    expect((await client.request("/api/email-capture", { body: { email, conversationId: "conv-7" } })).status).toBe(
      201,
    );
    await database.db
      .insertInto("consultation_requests")
      .values({
        id: crypto.randomUUID(),
        email,
        country_of_origin: "MA",
        application_type: "family",
        message: "We want to move to Lyon next year.",
        language: "en",
        created_at: new Date().toISOString(),
      })
      .execute();
    await api.client().request("/api/auth/request-password-reset", { body: { email } });
    return client;
  }

  it("exports everything we hold on the user as a JSON download, without secrets", async () => {
    const client = await userWithHistory("amira@example.com");
    await userWithHistory("someone.else@example.com");
    const response = await client.request("/api/account/export");
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="passerelle-my-data-${today}.json"`);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      email: "amira@example.com",
      name: "Amira Haddad",
      nationality: "MA",
      profession: "Software engineer",
      plan: "free",
      hasActiveDfyPlan: false,
      newsletter: false,
    });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "email and password" })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].ipAddress).toBe("203.0.113.10");
    expect(data.checklistSignUps).toEqual([
      expect.objectContaining({ email: "amira@example.com", conversationId: "conv-7" }),
    ]);
    expect(data.consultationRequests).toEqual([
      expect.objectContaining({ message: "We want to move to Lyon next year.", applicationType: "family" }),
    ]);
    expect(data.emailsSent.map((e: { template: string }) => e.template).sort()).toEqual([
      "password-reset",
      "relocation-checklist",
    ]);
    // Reset links are one-time secrets: listed, never copied into the file.
    expect(data.emailsSent.find((e: { template: string }) => e.template === "password-reset").body).toBeNull();
    const [account] = await database.db.selectFrom("accounts").select("password").execute();
    const [session] = await database.db.selectFrom("sessions").select("token").execute();
    expect(text).not.toContain(String(account?.password));
    expect(text).not.toContain(String(session?.token));
    expect(text).not.toContain("someone.else@example.com");
    expect(text).not.toContain("reset-password?token=");
  });

  it("deletes the account and everything tied to the address, and only with the password", async () => {
    const client = await userWithHistory("amira@example.com");
    await userWithHistory("keep.me@example.com");

    const wrong = await client.json<ErrorBody>("/api/account/delete", { body: { currentPassword: "not it at all" } });
    expect(wrong.status).toBe(400);
    expect(
      await database.db.selectFrom("users").select("email").where("email", "=", "amira@example.com").execute(),
    ).toHaveLength(1);

    const deleted = await client.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().some((c) => /^passerelle\.session_token=;.*Max-Age=0/.test(c))).toBe(true);

    const left = async (table: "users" | "email_captures" | "consultation_requests", column: "email") =>
      (await database.db.selectFrom(table).select(column).execute()).map((row) => row.email);
    expect(await left("users", "email")).toEqual(["keep.me@example.com"]);
    expect(await left("email_captures", "email")).toEqual(["keep.me@example.com"]);
    expect(await left("consultation_requests", "email")).toEqual(["keep.me@example.com"]);
    expect(
      (await database.db.selectFrom("outbox").select("to_address").execute()).map((r) => r.to_address),
    ).not.toContain("amira@example.com");
    expect(await database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("accounts").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("verifications").selectAll().execute()).toHaveLength(1);

    expect((await client.request("/api/auth/me")).status).toBe(401);
    expect((await signIn(api.client(), "amira@example.com")).status).toBe(401);
  });
});
