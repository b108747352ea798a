import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  signIn,
  type TestClient,
  verifyAddress,
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

  /** What a visitor leaves under an address without an account: a checklist sign-up and a consultation request. */
  async function visitorTraces(email: string) {
    const visitor = api.client();
    expect((await visitor.request("/api/email-capture", { body: { email, conversationId: "conv-7" } })).status).toBe(
      201,
    );
    const consultation = await visitor.request("/api/consultation-request", {
      body: {
        name: "Amira",
        email,
        timeZone: "Africa/Casablanca",
        countryOfOrigin: "MA",
        applicationType: "family",
        message: "We want to move to Lyon next year.",
        language: "en",
      },
    });
    expect(consultation.status).toBe(201);
  }

  /** A user who left traces as a visitor, then registered, verified the address and asked for a reset. */
  async function userWithHistory(email: string) {
    await visitorTraces(email);
    const client = await registeredClient(api, email);
    await verifyAddress(api, email);
    await api.client().request("/api/auth/request-password-reset", { body: { email } });
    return client;
  }

  async function exported(client: TestClient) {
    const response = await client.request("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    return { text, data: JSON.parse(text) };
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
      emailVerified: true,
      name: "Amira Haddad",
      nationality: "MA",
      profession: "Software engineer",
      plan: "free",
      hasActiveDfyPlan: false,
      newsletter: false,
    });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "email and password" })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0].ipAddress).toBe("203.0.113.10");
    expect(data.checklistSignUps).toEqual([
      expect.objectContaining({ email: "amira@example.com", conversationId: "conv-7" }),
    ]);
    expect(data.consultationRequests).toEqual([
      expect.objectContaining({
        message: "We want to move to Lyon next year.",
        applicationType: "family",
        name: "Amira",
        phone: null,
        preferredContactTime: "any",
        preferredContactDays: "any",
        timeZone: "Africa/Casablanca",
      }),
    ]);
    expect(data.emailsSent.map((e: { template: string }) => e.template).sort()).toEqual([
      "consultation-confirmation",
      "email-verification",
      "password-reset",
      "relocation-checklist",
    ]);
    // Reset and verification links are one-time secrets: listed, never copied into the file.
    for (const template of ["password-reset", "email-verification"]) {
      expect(data.emailsSent.find((e: { template: string }) => e.template === template).body).toBeNull();
    }
    const [account] = await database.db.selectFrom("accounts").select("password").execute();
    const [session] = await database.db.selectFrom("sessions").select("token").execute();
    expect(text).not.toContain(String(account?.password));
    expect(text).not.toContain(String(session?.token));
    expect(text).not.toContain("someone.else@example.com");
    expect(text).not.toContain("reset-password?token=");
    expect(text).not.toContain("verify-email?token=");
  });

  it("never gives a stranger who registers someone's unverified address that person's data, until the address is proven", async () => {
    await visitorTraces("victim@example.com");
    const stranger = await registeredClient(api, "victim@example.com", "192.0.2.66");

    // Unverified: the export holds only what the account created itself (the verification e-mail).
    const before = await exported(stranger);
    expect(before.data.account.emailVerified).toBe(false);
    expect(before.data.checklistSignUps).toEqual([]);
    expect(before.data.consultationRequests).toEqual([]);
    expect(before.data.emailsSent.map((e: { template: string }) => e.template)).toEqual(["email-verification"]);
    expect(before.text).not.toContain("We want to move to Lyon");
    expect(before.text).not.toContain("conv-7");

    // Deleting the account erases none of what the visitor left under that address.
    const deleted = await stranger.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toEqual([
      { email: "victim@example.com" },
    ]);
    expect(await database.db.selectFrom("consultation_requests").select("email").execute()).toEqual([
      { email: "victim@example.com" },
    ]);
    const mails = await database.db
      .selectFrom("outbox")
      .select("template")
      .where("to_address", "=", "victim@example.com")
      .execute();
    expect(mails.map((m) => m.template).sort()).toEqual(["consultation-confirmation", "relocation-checklist"]);

    // The real owner registers and follows the link from their inbox: now it is theirs.
    const owner = await registeredClient(api, "victim@example.com");
    await verifyAddress(api, "victim@example.com");
    const after = await exported(owner);
    expect(after.data.account.emailVerified).toBe(true);
    expect(after.data.checklistSignUps).toEqual([expect.objectContaining({ conversationId: "conv-7" })]);
    expect(after.data.consultationRequests).toEqual([
      expect.objectContaining({ message: "We want to move to Lyon next year." }),
    ]);
  });

  it("lets the owner take back an address a stranger registered first, by resetting the password from their inbox", async () => {
    await visitorTraces("victim@example.com");
    const stranger = await registeredClient(api, "victim@example.com", "192.0.2.66");
    await api.client().request("/api/auth/request-password-reset", { body: { email: "victim@example.com" } });
    const reset = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("template", "=", "password-reset")
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(reset.text_body)?.[1] ?? "");
    const newPassword = "the owner's own password";
    const done = await api.client().request("/api/auth/reset-password", {
      body: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(done.status).toBe(200);
    // The stranger's session is gone; the owner signs in and finds their requests.
    expect((await stranger.request("/api/auth/me")).status).toBe(401);
    const owner = api.client();
    expect((await signIn(owner, "victim@example.com", newPassword)).status).toBe(200);
    const { data } = await exported(owner);
    expect(data.account.emailVerified).toBe(true);
    expect(data.consultationRequests).toHaveLength(1);
    expect(data.checklistSignUps).toHaveLength(1);
  });

  it("keeps what an account created while signed in, even before its address is verified", async () => {
    const client = await registeredClient(api, "amira@example.com");
    expect((await client.request("/api/email-capture", { body: { email: "amira@example.com" } })).status).toBe(201);
    const wizard = { country: "MA", profession: "tech", income: "2k_4k", sessionId: "session_1700000000000_abc123" };
    expect((await client.request("/api/assessments", { body: wizard })).status).toBe(201);
    // A visitor's run, from another browser, is nobody's.
    expect((await api.client().request("/api/assessments", { body: wizard })).status).toBe(201);
    const { data } = await exported(client);
    expect(data.wizardRuns).toEqual([
      expect.objectContaining({
        country: "MA",
        profession: "tech",
        income: "2k_4k",
        result: expect.objectContaining({ options: expect.any(Array) }),
      }),
    ]);
    expect(data.account.emailVerified).toBe(false);
    expect(data.checklistSignUps).toEqual([expect.objectContaining({ email: "amira@example.com" })]);
    expect(data.emailsSent.map((e: { template: string }) => e.template).sort()).toEqual([
      "email-verification",
      "relocation-checklist",
    ]);
  });

  it("deletes the account and everything that is its own, and only with the password", async () => {
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
    expect(
      (
        await database.db
          .selectFrom("sessions")
          .innerJoin("users", "users.id", "sessions.user_id")
          .select("email")
          .execute()
      ).every((row) => row.email === "keep.me@example.com"),
    ).toBe(true);
    expect(await database.db.selectFrom("accounts").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("verifications").selectAll().execute()).toHaveLength(1);

    expect((await client.request("/api/auth/me")).status).toBe(401);
    expect((await signIn(api.client(), "amira@example.com")).status).toBe(401);
  });
});
