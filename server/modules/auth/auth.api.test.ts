import { createEmailVerificationToken } from "better-auth/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessageCatalogs } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  registration,
  signIn,
  siteUrl,
  verificationTokenFor,
} from "./accounts-test-kit.ts";
import { authOf } from "./auth.ts";
import { confirmEmail } from "./confirm-email.ts";
import { requirePlan, requireRole, requireUser } from "./guards.ts";

const en = apiMessageCatalogs.en;
const fr = apiMessageCatalogs.fr;

describe.each(testEngines)("accounts API on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  describe("GET /api/auth/me", () => {
    it("answers 401 with a translated message when signed out", async () => {
      const { status, body } = await api.client({ language: "fr" }).json<ErrorBody>("/api/auth/me");
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: "unauthorized", message: fr.sign_in_required });
    });

    it("returns the signed-in user with userPlan and hasActiveDfyPlan, and follows the stored plan", async () => {
      const client = await registeredClient(api, "amira@example.com");
      const me = await client.json<Record<string, unknown>>("/api/auth/me");
      expect(me.status).toBe(200);
      expect(me.response.headers.get("cache-control")).toBe("no-store");
      expect(me.body).toMatchObject({
        email: "amira@example.com",
        name: "Amira Haddad",
        nationality: "MA",
        targetCountry: "FR",
        profession: "Software engineer",
        newsletter: false,
        language: "en",
        role: "user",
        plan: "free",
        userPlan: "free",
        hasActiveDfyPlan: false,
      });
      expect(Date.parse(String(me.body.createdAt))).toBeGreaterThan(Date.now() - 60_000);
      expect(me.body).not.toHaveProperty("password");

      await database.db
        .updateTable("users")
        .set({ plan: "premium" })
        .where("email", "=", "amira@example.com")
        .execute();
      expect((await client.json<Record<string, unknown>>("/api/auth/me")).body).toMatchObject({
        userPlan: "premium",
        hasActiveDfyPlan: false,
      });
      await database.db
        .updateTable("users")
        .set({ has_active_dfy_plan: engine === "postgres" ? true : 1 })
        .where("email", "=", "amira@example.com")
        .execute();
      expect((await client.json<Record<string, unknown>>("/api/auth/me")).body).toMatchObject({
        plan: "premium",
        userPlan: "dfy",
        hasActiveDfyPlan: true,
      });
    });
  });

  describe("registration", () => {
    it("gives each field its spec §5 message, in the visitor's language", async () => {
      const cases: [Record<string, unknown>, string, keyof typeof en][] = [
        [{ email: "" }, "email", "email_required"],
        [{ email: "not-an-address" }, "email", "email_invalid"],
        [{ password: "", confirmPassword: "" }, "password", "password_required"],
        [{ password: "short", confirmPassword: "short" }, "password", "password_too_short"],
        [{ confirmPassword: "something else" }, "confirmPassword", "passwords_do_not_match"],
        [{ name: "  " }, "name", "name_required"],
        [{ nationality: "" }, "nationality", "nationality_required"],
        [{ profession: "" }, "profession", "account_profession_required"],
        [{ agreeToTerms: false }, "agreeToTerms", "terms_required"],
      ];
      for (const [change, field, key] of cases) {
        for (const [language, catalog] of [
          ["en", en],
          ["fr", fr],
        ] as const) {
          const client = api.client({ language });
          const { status, body } = await client.json<ErrorBody>("/api/auth/sign-up/email", {
            body: registration("new@example.com", change),
          });
          expect(status, `${field} ${key}`).toBe(400);
          expect(body.error.fields).toContainEqual({ field, message: catalog[key] });
        }
      }
      expect(await database.db.selectFrom("users").selectAll().execute()).toEqual([]);
    });

    it("creates the account without a session, e-mails a verification link in the person's language, and keeps plan and role out of reach", async () => {
      const client = api.client({ language: "fr" });
      const response = await client.request("/api/auth/sign-up/email", {
        body: registration("  Amira@Example.com ", {
          plan: "dfy",
          role: "admin",
          hasActiveDfyPlan: true,
          newsletter: true,
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "verification_sent" });
      // No session: only the registering browser's cookie (ADR 0065).
      expect(response.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["passerelle.registration"]);
      const [user] = await database.db.selectFrom("users").selectAll().execute();
      expect(user).toMatchObject({ email: "amira@example.com", role: "user", plan: "free", nationality: "MA" });
      expect(Boolean(user?.email_verified)).toBe(false);
      expect(Boolean(user?.has_active_dfy_plan)).toBe(false);
      expect(Boolean(user?.newsletter)).toBe(true);
      const [account] = await database.db.selectFrom("accounts").selectAll().execute();
      // scrypt in better-auth's format "salt:key", here with the suites' light factor named in
      // front (password-hashing.test.ts checks the standard one) — never the password itself.
      expect(account?.password).toMatch(/^n1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(account?.password).not.toContain(password);
      const mail = await database.db
        .selectFrom("outbox")
        .select(["template", "language", "subject", "text_body", "user_id"])
        .where("to_address", "=", "amira@example.com")
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ template: "email-verification", language: "fr", user_id: user?.id });
      expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Passerelle");
      expect(mail.text_body).toContain(`${siteUrl}/verify-email?token=`);
    });

    it("answers a sign-up for an address that has an account exactly like a new one, and e-mails the owner instead", async () => {
      await registeredClient(api, "amira@example.com");
      const again = api.client({ language: "fr" });
      const existing = await again.request("/api/auth/sign-up/email", {
        body: registration("amira@example.com", { name: "Someone Else" }),
      });
      const fresh = await api.client({ language: "fr" }).request("/api/auth/sign-up/email", {
        body: registration("nobody-yet@example.com", { name: "Someone Else" }),
      });
      expect(existing.status).toBe(fresh.status);
      expect(await existing.text()).toBe(await fresh.text());
      // The same cookies (the registration cookie, ADR 0065), each with a value of its own.
      const masked = (response: Response) => response.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, "=…"));
      expect(masked(existing)).toEqual(masked(fresh));
      expect(again.sessionToken()).toBeUndefined();
      expect(
        await database.db.selectFrom("users").select("name").where("email", "=", "amira@example.com").execute(),
      ).toEqual([{ name: "Amira Haddad" }]);
      const toOwner = await database.db
        .selectFrom("outbox")
        .select(["template", "language"])
        .where("to_address", "=", "amira@example.com")
        .orderBy("created_at")
        .execute();
      // The owner registered in English: the notice is in their language, not the stranger's.
      expect(toOwner).toEqual([
        { template: "email-verification", language: "en" },
        { template: "existing-account-sign-up", language: "en" },
      ]);
    });

    it("makes the session cookie Secure when the site is served over https", async () => {
      const secureApi = buildAccountsApi(database, { PUBLIC_URL: "https://passerelle.example" });
      const client = secureApi.client();
      await client.request("/api/auth/sign-up/email", {
        body: registration("secure@example.com"),
        headers: { origin: "https://passerelle.example" },
      });
      const response = await client.request("/api/auth/sign-in/email", {
        body: { email: "secure@example.com", password, rememberMe: true },
        headers: { origin: "https://passerelle.example" },
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.includes("passerelle.session_token="));
      expect(cookie).toMatch(/^__Secure-passerelle\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });
  });

  describe("sign-in and sign-out", () => {
    it("refuses a wrong password with the same message as an unknown address", async () => {
      await registeredClient(api, "amira@example.com");
      const wrong = await api.client().json<ErrorBody>("/api/auth/sign-in/email", {
        body: { email: "amira@example.com", password: "not the password" },
      });
      const unknown = await api.client().json<ErrorBody>("/api/auth/sign-in/email", {
        body: { email: "nobody@example.com", password: "not the password" },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.error).toEqual({ code: "unauthorized", message: en.invalid_credentials });
      expect(unknown.body.error).toEqual(wrong.body.error);
    });

    it("keeps a remembered session for 30 days; otherwise the cookie ends with the browser and the session after a day", async () => {
      await registeredClient(api, "amira@example.com");
      const remembered = await signIn(api.client(), "amira@example.com", password, true);
      const rememberedCookie = remembered.headers.getSetCookie().find((c) => c.startsWith("passerelle.session_token="));
      expect(rememberedCookie).toMatch(/Max-Age=2592000/);

      const brief = await signIn(api.client(), "amira@example.com", password, false);
      const briefCookie = brief.headers.getSetCookie().find((c) => c.startsWith("passerelle.session_token="));
      expect(briefCookie).toBeDefined();
      expect(briefCookie).not.toMatch(/Max-Age/i);

      const sessions = await database.db.selectFrom("sessions").select(["expires_at", "created_at"]).execute();
      const days = sessions
        .map((s) => (new Date(s.expires_at).getTime() - Date.now()) / 86_400_000)
        .sort((a, b) => a - b);
      // registration (remembered), sign-in without, sign-in with remember me
      expect(days[0]).toBeGreaterThan(0.99);
      expect(days[0]).toBeLessThan(1.01);
      expect(days[2]).toBeGreaterThan(29.9);
    });

    it("a session token copied from another user's cookie stops working once that user signs out", async () => {
      const victim = await registeredClient(api, "victim@example.com");
      const cookieValue = victim.sessionToken();
      expect(cookieValue).toBeTruthy();

      const thief = api.client({ ip: "198.51.100.7" });
      thief.jar.set("passerelle.session_token", String(cookieValue));
      const bearer = { authorization: `Bearer ${decodeURIComponent(String(cookieValue))}` };
      const apiClient = api.client({ ip: "198.51.100.8" });
      expect((await thief.request("/api/auth/me")).status).toBe(200);
      expect((await apiClient.request("/api/auth/me", { headers: bearer })).status).toBe(200);

      const signOut = await victim.request("/api/auth/sign-out", { body: {} });
      expect(signOut.status).toBe(200);
      expect(victim.sessionToken()).toBeUndefined();

      expect((await thief.request("/api/auth/me")).status).toBe(401);
      expect((await apiClient.request("/api/auth/me", { headers: bearer })).status).toBe(401);
      expect((await thief.request("/api/account/export")).status).toBe(401);
      expect(await database.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    });

    it("accepts the session token as Authorization: Bearer for API clients that ask for it (ADR 0066)", async () => {
      await registeredClient(api, "amira@example.com");
      const response = await api.client().request("/api/auth/sign-in/email", {
        body: { email: "amira@example.com", password },
        headers: { "x-passerelle-session": "bearer" },
      });
      const token = ((await response.json()) as { token?: string }).token;
      expect(token).toBeTruthy();
      const { status, body } = await api
        .client()
        .json<{ email: string }>("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
      expect(status).toBe(200);
      expect(body.email).toBe("amira@example.com");
    });
  });

  describe("public surface and addresses", () => {
    it("answers 404 for better-auth endpoints that are not ours to expose, signed in or not (verify-password, admin plugin)", async () => {
      const client = await registeredClient(api, "amira@example.com");
      for (const [method, path, body] of [
        ["POST", "/api/auth/verify-password", { password }],
        ["POST", "/api/auth/admin/list-users", {}],
        ["GET", "/api/auth/admin/list-users", undefined],
        ["POST", "/api/auth/sign-in/social", { provider: "google" }],
        ["GET", "/api/auth/list-sessions", undefined],
        ["GET", "/api/auth/verify-email?token=x", undefined],
      ] as const) {
        for (const who of [client, api.client()]) {
          const response = await who.json<ErrorBody>(path, { method, ...(body ? { body } : {}) });
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(response.body.error.code).toBe("not_found");
        }
      }
    });

    it("sends a new verification link on request, the same answer for any address, and refuses a signed-in user another's", async () => {
      const client = await registeredClient(api, "amira@example.com");
      const outboxCount = async (email: string) =>
        (
          await database.db
            .selectFrom("outbox")
            .select("id")
            .where("to_address", "=", email)
            .where("template", "=", "email-verification")
            .execute()
        ).length;
      expect(await outboxCount("amira@example.com")).toBe(1);
      const visitor = api.client();
      const known = await visitor.json("/api/auth/send-verification-email", { body: { email: "amira@example.com" } });
      const unknown = await visitor.json("/api/auth/send-verification-email", {
        body: { email: "nobody@example.com" },
      });
      expect(known.status).toBe(200);
      expect(unknown).toMatchObject({ status: known.status, body: known.body });
      expect(await outboxCount("amira@example.com")).toBe(2);
      expect(await outboxCount("nobody@example.com")).toBe(0);

      const mismatch = await client.json<ErrorBody>("/api/auth/send-verification-email", {
        body: { email: "someone.else@example.com" },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error.fields).toEqual([{ field: "email", message: en.verification_email_mismatch }]);

      // Three requests an hour per address, then a refusal: the form cannot flood an inbox.
      for (let request = 2; request <= 3; request++) {
        const allowed = await visitor.json("/api/auth/send-verification-email", {
          body: { email: "amira@example.com" },
        });
        expect(allowed.status, `request ${request}`).toBe(200);
      }
      const fourth = await visitor.json<ErrorBody>("/api/auth/send-verification-email", {
        body: { email: "amira@example.com" },
      });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("an expired or tampered verification link verifies nothing", async () => {
      await registeredClient(api, "amira@example.com");
      const token = await verificationTokenFor(api, "amira@example.com");
      const tampered = `${token.slice(0, -2)}xx`;
      expect((await confirmEmail(api.deps, tampered, new Headers())).outcome).toBe("invalid");
      const expired = await createEmailVerificationToken(
        (await authOf(api.deps).$context).secret,
        "amira@example.com",
        undefined,
        -60,
      );
      expect((await confirmEmail(api.deps, expired, new Headers())).outcome).toBe("invalid");
      const [user] = await database.db.selectFrom("users").select("email_verified").execute();
      expect(Boolean(user?.email_verified)).toBe(false);
      // Followed in the browser that registered (ADR 0065).
      const cookie = api.registeringBrowserCookies("amira@example.com");
      const good = await confirmEmail(api.deps, token, new Headers({ cookie }));
      expect(good.outcome).toBe("verified");
      expect(good.headers.getSetCookie().some((c) => c.startsWith("passerelle.session_token="))).toBe(true);
    });

    it("the administrator's one-time password opens no session, only the page that replaces it, and cannot be chosen again", async () => {
      const { oneTimePassword } = await createOrPromoteAdmin(api.deps, "admin@example.com");
      const client = api.client();
      const first = await client.json<{ passwordChangeRequired: boolean; next: string }>("/api/auth/sign-in/email", {
        body: { email: "admin@example.com", password: oneTimePassword },
      });
      expect(first.status).toBe(200);
      expect(first.body.passwordChangeRequired).toBe(true);
      expect(first.body.next).toMatch(/^\/reset-password\?token=[\w-]+&first=1$/);
      expect(client.sessionToken()).toBeUndefined();
      expect((await client.request("/api/auth/me")).status).toBe(401);

      const token = new URL(first.body.next, siteUrl).searchParams.get("token");
      const reused = await client.json<ErrorBody>("/api/auth/reset-password", {
        body: { token, password: oneTimePassword, confirmPassword: oneTimePassword },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.error.fields).toEqual([{ field: "password", message: en.password_reused }]);

      const own = "an administrator's own passphrase";
      const replaced = await client.request("/api/auth/reset-password", {
        body: { token, password: own, confirmPassword: own },
      });
      expect(replaced.status).toBe(200);
      expect((await signIn(client, "admin@example.com", oneTimePassword!)).status).toBe(401);
      expect((await signIn(client, "admin@example.com", own)).status).toBe(200);
      expect((await client.json<{ role: string }>("/api/auth/me")).body.role).toBe("admin");
    });
  });

  describe("guards", () => {
    it("requirePlan answers 401 signed out, 403 below the tier, and lets premium and dfy through", async () => {
      const guarded = buildAccountsApi(database, {}, (app, deps) => {
        app.get("/test/premium", requirePlan(deps, "premium"), (c) => c.json({ plan: c.get("user").userPlan }));
        app.get("/test/admin", requireRole(deps, "admin"), (c) => c.text("admin"));
        app.get("/test/user", requireUser(deps), (c) => c.text(c.get("user").email));
      });
      expect((await guarded.client().request("/test/user")).status).toBe(401);
      expect((await guarded.client().request("/test/premium")).status).toBe(401);
      const client = await registeredClient(guarded, "amira@example.com");
      expect(await (await client.request("/test/user")).text()).toBe("amira@example.com");
      const refused = await client.json<ErrorBody>("/test/premium");
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(en.plan_required);
      expect((await client.request("/test/admin")).status).toBe(403);

      await database.db
        .updateTable("users")
        .set({ plan: "premium" })
        .where("email", "=", "amira@example.com")
        .execute();
      expect((await client.json("/test/premium")).body).toEqual({ plan: "premium" });
      await database.db
        .updateTable("users")
        .set({ plan: "free", has_active_dfy_plan: engine === "postgres" ? true : 1 })
        .where("email", "=", "amira@example.com")
        .execute();
      expect((await client.json("/test/premium")).body).toEqual({ plan: "dfy" });
    });
  });

  describe("rate limits", () => {
    it("refuses the 11th rapid failed sign-in from one client for one account, without locking the owner out", async () => {
      await registeredClient(api, "target@example.com", "198.51.100.7");
      const stranger = "192.0.2.66";
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await signIn(api.client({ ip: stranger }), "target@example.com", `guess-${attempt}xx`);
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      const eleventh = await api.client({ ip: stranger, language: "fr" }).json<ErrorBody>("/api/auth/sign-in/email", {
        body: { email: "target@example.com", password },
      });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.error).toEqual({ code: "rate_limited", message: fr.too_many_attempts });
      expect(Number(eleventh.response.headers.get("retry-after"))).toBeGreaterThan(800);
      // The owner, from their own connection, still signs in: the stranger locked out only themselves.
      expect((await signIn(api.client({ ip: "198.51.100.7" }), "target@example.com")).status).toBe(200);
      // And the stranger's client can still reach other accounts (better-auth's per-client limit aside).
      await registeredClient(api, "other@example.com");
      expect((await signIn(api.client({ ip: stranger }), "other@example.com")).status).toBe(200);
    });

    it("a successful sign-in forgets the failures before it", async () => {
      await registeredClient(api, "amira@example.com");
      for (let attempt = 0; attempt < 9; attempt++) await signIn(api.client(), "amira@example.com", "wrong password");
      expect((await signIn(api.client(), "amira@example.com")).status).toBe(200);
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await signIn(api.client(), "amira@example.com", "wrong password")).status).toBe(401);
      }
    });

    it("limits sign-in attempts per client address, which a forged X-Forwarded-For cannot change", async () => {
      const strict = buildAccountsApi(database, { AUTH_RATE_LIMIT_PER_MINUTE: "5" });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const client = strict.client({ ip: "198.51.100.20" });
        const response = await client.request("/api/auth/sign-in/email", {
          body: { email: `someone-${attempt}@example.com`, password: "whatever1" },
          headers: { "x-forwarded-for": `10.0.0.${attempt}`, "x-passerelle-client-ip": `10.1.0.${attempt}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another client is not held back by this one.
      const other = await strict.client({ ip: "198.51.100.21" }).request("/api/auth/sign-in/email", {
        body: { email: "someone@example.com", password: "whatever1" },
      });
      expect(other.status).toBe(401);
    });
  });

  describe("CSRF", () => {
    it("refuses a cross-site POST that rides on the session cookie", async () => {
      const client = await registeredClient(api, "amira@example.com");
      const crossSite = await client.json<ErrorBody>("/api/auth/sign-out", {
        body: {},
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.error.code).toBe("forbidden");

      // Without any Origin, Referer or Sec-Fetch-Site, a cookie alone is not enough either.
      const headerless = { origin: "", "sec-fetch-site": "" };
      expect((await client.request("/api/auth/sign-out", { body: {}, headers: headerless })).status).toBe(403);
      expect(
        (await client.request("/api/account/delete", { body: { currentPassword: password }, headers: headerless }))
          .status,
      ).toBe(403);
      expect(
        (await client.request("/api/auth/update-user", { body: { name: "Pwned" }, headers: headerless })).status,
      ).toBe(403);

      // The session survived every refused request.
      expect((await client.request("/api/auth/me")).status).toBe(200);
      expect(await database.db.selectFrom("users").select("name").execute()).toEqual([{ name: "Amira Haddad" }]);
    });
  });

  describe("profile", () => {
    it("updates personal information and preferences, never the plan", async () => {
      const client = await registeredClient(api, "amira@example.com");
      const update = await client.request("/api/auth/update-user", {
        body: { name: "Amira H.", nationality: "tn", targetCountry: "FR", profession: "Data scientist" },
      });
      expect(update.status).toBe(200);
      expect(
        (await client.request("/api/auth/update-user", { body: { language: "fr", newsletter: true } })).status,
      ).toBe(200);
      const refused = await client.json<ErrorBody>("/api/auth/update-user", { body: { plan: "dfy" } });
      expect(refused.status).toBe(400);
      const empty = await client.json<ErrorBody>("/api/auth/update-user", { body: { name: "" } });
      expect(empty.body.error.fields).toEqual([{ field: "name", message: en.name_required }]);
      expect((await client.json<Record<string, unknown>>("/api/auth/me")).body).toMatchObject({
        name: "Amira H.",
        nationality: "TN",
        profession: "Data scientist",
        language: "fr",
        newsletter: true,
        plan: "free",
      });
    });

    it("changes the password with the current one, and signs other sessions out", async () => {
      const client = await registeredClient(api, "amira@example.com");
      const other = api.client();
      await signIn(other, "amira@example.com");
      const wrong = await client.json<ErrorBody>("/api/auth/change-password", {
        body: { currentPassword: "wrong password", password: "a new password", confirmPassword: "a new password" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.message).toBe(en.current_password_wrong);
      const changed = await client.request("/api/auth/change-password", {
        body: { currentPassword: password, password: "a new password", confirmPassword: "a new password" },
      });
      expect(changed.status).toBe(200);
      expect((await other.request("/api/auth/me")).status).toBe(401);
      expect((await client.request("/api/auth/me")).status).toBe(200);
      expect((await signIn(api.client(), "amira@example.com")).status).toBe(401);
      expect((await signIn(api.client(), "amira@example.com", "a new password")).status).toBe(200);
    });

    it("changes the e-mail address with the password, tells the old address, and refuses a taken one", async () => {
      const client = await registeredClient(api, "amira@example.com");
      await registeredClient(api, "taken@example.com");
      const taken = await client.json<ErrorBody>("/api/account/email", {
        body: { newEmail: "taken@example.com", currentPassword: password },
      });
      expect(taken.status).toBe(409);
      const wrong = await client.json<ErrorBody>("/api/account/email", {
        body: { newEmail: "new@example.com", currentPassword: "nope nope" },
      });
      expect(wrong.status).toBe(400);
      const changed = await client.json<{ email: string }>("/api/account/email", {
        body: { newEmail: "New@Example.com", currentPassword: password },
      });
      expect(changed).toMatchObject({ status: 200, body: { email: "new@example.com" } });
      expect((await client.json<{ email: string }>("/api/auth/me")).body.email).toBe("new@example.com");
      const notices = await database.db
        .selectFrom("outbox")
        .select(["to_address", "template", "text_body"])
        .where("template", "=", "email-changed")
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]?.to_address).toBe("amira@example.com");
      expect(notices[0]?.text_body).toContain("new@example.com");
      expect((await signIn(api.client(), "new@example.com")).status).toBe(200);
    });
  });

  describe("password reset by e-mail", () => {
    const resetToken = async (to: string) => {
      const row = await database.db
        .selectFrom("outbox")
        .select(["text_body", "language", "subject"])
        .where("to_address", "=", to)
        .where("template", "=", "password-reset")
        .executeTakeFirstOrThrow();
      const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.text_body);
      if (!link?.[1]) throw new Error(`no reset link in ${row.text_body}`);
      return { token: link[1], row };
    };

    it("sends a single-use link through the outbox, in the user's language", async () => {
      const client = await registeredClient(api, "amira@example.com");
      await client.request("/api/auth/update-user", { body: { language: "fr", newsletter: false } });
      const asked = await api.client().request("/api/auth/request-password-reset", {
        body: { email: "amira@example.com" },
      });
      expect(asked.status).toBe(200);
      expect(api.nudges.count).toBeGreaterThan(0);
      const { token, row } = await resetToken("amira@example.com");
      expect(row.language).toBe("fr");
      expect(row.subject).toBe("Réinitialisez votre mot de passe Passerelle");

      const newPassword = { token, password: "brand new secret", confirmPassword: "brand new secret" };
      expect((await api.client().request("/api/auth/reset-password", { body: newPassword })).status).toBe(200);
      const reused = await api.client().json<ErrorBody>("/api/auth/reset-password", {
        body: { ...newPassword, password: "another secret", confirmPassword: "another secret" },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.error.message).toBe(en.reset_link_invalid);

      expect((await signIn(api.client(), "amira@example.com")).status).toBe(401);
      expect((await signIn(api.client(), "amira@example.com", "brand new secret")).status).toBe(200);
      // Resetting the password signs out the sessions opened with the old one.
      expect((await client.request("/api/auth/me")).status).toBe(401);
    });

    it("answers the same for an unknown address and sends nothing", async () => {
      const known = await registeredClient(api, "amira@example.com");
      void known;
      const unknown = await api.client().json<unknown>("/api/auth/request-password-reset", {
        body: { email: "nobody@example.com" },
      });
      const existing = await api.client().json<unknown>("/api/auth/request-password-reset", {
        body: { email: "amira@example.com" },
      });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(existing.body);
      expect(
        await database.db.selectFrom("outbox").select("to_address").where("template", "=", "password-reset").execute(),
      ).toEqual([{ to_address: "amira@example.com" }]);
    });

    it("refuses an expired link", async () => {
      await registeredClient(api, "amira@example.com");
      await api.client().request("/api/auth/request-password-reset", { body: { email: "amira@example.com" } });
      const { token } = await resetToken("amira@example.com");
      const past = new Date(Date.now() - 1000);
      await database.db
        .updateTable("verifications")
        .set({ expires_at: engine === "postgres" ? past : past.toISOString() })
        .execute();
      const expired = await api.client().json<ErrorBody>("/api/auth/reset-password", {
        body: { token, password: "brand new secret", confirmPassword: "brand new secret" },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.error.message).toBe(en.reset_link_invalid);
    });
  });
});
