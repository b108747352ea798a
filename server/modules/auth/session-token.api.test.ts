import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, password, registeredClient, signIn } from "./accounts-test-kit.ts";

const email = "amira@example.com";
/** What a bearer-token API client sends to be given its session token (ADR 0066). */
const asksForToken = { "x-passerelle-session": "bearer" };

describe.each(testEngines)("the session token stays out of reach of page scripts (ADR 0066) on %s", (engine) => {
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

  /** Every session token the database holds: none may appear in an answer's body or readable headers. */
  async function storedTokens(): Promise<string[]> {
    return (await database.db.selectFrom("sessions").select("token").execute()).map((row) => String(row.token));
  }

  /** The answer as page JavaScript could read it: the body and every header fetch() exposes (not Set-Cookie). */
  async function readable(response: Response): Promise<string> {
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
    return `${await response.text()}\n${JSON.stringify(headers)}`;
  }

  it("a cookie sign-in and get-session carry no token, even when the page asks get-session for it", async () => {
    for (const headers of [{}, asksForToken]) {
      const browser = api.client();
      const signedIn = await browser.request("/api/auth/sign-in/email", { body: { email, password } });
      expect(signedIn.status).toBe(200);
      expect(browser.sessionToken()).toBeTruthy();
      const session = await browser.request("/api/auth/get-session", { headers });
      expect(session.status).toBe(200);
      const bodies = [await readable(signedIn), await readable(session)];
      for (const token of await storedTokens()) for (const body of bodies) expect(body).not.toContain(token);
      expect(JSON.parse(bodies[1]?.split("\n")[0] ?? "null")).toMatchObject({ session: {}, user: { email } });
      expect(JSON.parse(bodies[1]?.split("\n")[0] ?? "null").session).not.toHaveProperty("token");
      expect(signedIn.headers.get("set-auth-token")).toBeNull();
    }
  });

  it("changing the password answers without the new session's token", async () => {
    const browser = api.client();
    expect((await signIn(browser, email)).status).toBe(200);
    const changed = await browser.request("/api/auth/change-password", {
      body: { currentPassword: password, password: "a brand new password", confirmPassword: "a brand new password" },
    });
    expect(changed.status).toBe(200);
    const body = await readable(changed);
    for (const token of await storedTokens()) expect(body).not.toContain(token);
  });

  it("a bearer client that asks gets the token, and no cookie; without asking it gets none", async () => {
    const apiClient = api.client();
    const signedIn = await apiClient.json<{ token?: string; user: { email: string } }>("/api/auth/sign-in/email", {
      body: { email, password },
      headers: asksForToken,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
    expect(signedIn.body.token).toBeTruthy();
    expect(apiClient.sessionToken()).toBeUndefined();
    const bearer = { authorization: `Bearer ${signedIn.body.token}` };
    const me = await api.client().json<{ email: string }>("/api/auth/me", { headers: bearer });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const asked = await api.client().json<{ session: { token?: string } }>("/api/auth/get-session", {
      headers: { ...bearer, ...asksForToken },
    });
    expect(asked.body.session.token).toBe(signedIn.body.token);
    const notAsked = await api.client().json<{ session: Record<string, unknown> }>("/api/auth/get-session", {
      headers: bearer,
    });
    expect(notAsked.body.session).not.toHaveProperty("token");
  });
});
