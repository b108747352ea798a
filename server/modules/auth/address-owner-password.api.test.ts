import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessageCatalogs } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createSmtpTransport } from "../../infra/mail/smtp-transport.ts";
import { createLogger } from "../../logger.ts";
import { readMail, startSmtpServer } from "../../testing/smtp-test-server.ts";
import { testSender } from "../../testing/test-api.ts";
import { createOutboxWorker } from "../outbox/outbox-worker.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  registration,
  signIn,
  type TestClient,
} from "./accounts-test-kit.ts";
import { confirmEmail } from "./confirm-email.ts";

const en = apiMessageCatalogs.en;
const victimEmail = "amira@example.com";
const squatterPassword = "the squatter's own password";
const chosenPassword = "amira's very own password";

describe.each(testEngines)("the person who proves an address chooses its password (ADR 0065) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
    await database.dispose();
  });

  /** Everything waiting in the outbox, delivered through a real SMTP server on loopback. */
  async function deliverMail() {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, testSender);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger: createLogger("silent"),
      pollMs: 60_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
      await transport.close();
    }
  }

  /** The messages this address received, as its mail client shows them. */
  async function inbox(email: string) {
    await deliverMail();
    return smtp.received.filter((mail) => mail.rcptTo.includes(email)).map((mail) => readMail(mail.raw));
  }

  /** The token of the newest verification link in this inbox. */
  async function verificationLinkIn(email: string): Promise<string> {
    const links = (await inbox(email))
      .map((mail) => /\/verify-email\?token=([^\s&]+)/.exec(mail.text ?? "")?.[1])
      .filter((token): token is string => Boolean(token));
    const token = links.at(-1);
    if (!token) throw new Error(`no verification link reached ${email}`);
    return decodeURIComponent(token);
  }

  /** Opens the link in this browser, as the /verify-email page does: its cookies go along, its answer's cookies are kept. */
  async function followLink(browser: TestClient, token: string) {
    const cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const result = await confirmEmail(api.deps, token, new Headers(cookie ? { cookie } : {}));
    for (const setCookie of result.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const index = pair.indexOf("=");
      browser.jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return result.outcome;
  }

  async function leaveConsultationRequest(email: string) {
    const response = await api.client().request("/api/consultation-request", {
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
    expect(response.status).toBe(201);
  }

  async function choosePassword(browser: TestClient, chosen = chosenPassword) {
    return browser.json<ErrorBody & { status: string }>("/api/auth/choose-password", {
      body: { password: chosen, confirmPassword: chosen },
    });
  }

  it("a link opened in another browser: the squatter's password and sessions die, the person chooses a password and is in control", async () => {
    await leaveConsultationRequest(victimEmail);
    // The squatter registers Amira's address first, with a password of their own, and signs in.
    const squatter = api.client({ ip: "192.0.2.66" });
    const signUp = await squatter.request("/api/auth/sign-up/email", {
      body: registration(victimEmail, { password: squatterPassword, confirmPassword: squatterPassword }),
    });
    expect(signUp.status).toBe(200);
    expect((await signIn(squatter, victimEmail, squatterPassword)).status).toBe(200);
    const squatterApiClient = api.client({ ip: "192.0.2.67" });
    expect((await signIn(squatterApiClient, victimEmail, squatterPassword)).status).toBe(200);

    // Amira, who asked for nothing, opens the e-mail and follows its link in her own browser.
    const amira = api.client({ ip: "203.0.113.20" });
    expect(await followLink(amira, await verificationLinkIn(victimEmail))).toBe("choose-password");

    // The squatter is out: every session dead, the password refused.
    for (const browser of [squatter, squatterApiClient]) {
      expect((await browser.request("/api/auth/me")).status).toBe(401);
      expect((await browser.request("/api/account/export")).status).toBe(401);
    }
    const again = await signIn(api.client({ ip: "192.0.2.68" }), victimEmail, squatterPassword);
    expect(again.status).toBe(401);
    expect(((await again.json()) as ErrorBody).error.message).toBe(en.invalid_credentials);

    // Amira's browser holds a session, but the account is closed to it until she chooses a password.
    expect(amira.sessionToken()).toBeTruthy();
    expect((await amira.request("/api/auth/me")).status).toBe(401);
    expect((await amira.request("/api/account/export")).status).toBe(401);
    expect((await amira.json<unknown>("/api/auth/get-session")).body).toBeNull();
    expect(
      (await amira.request("/api/auth/update-user", { body: { name: "Someone else" } })).status,
    ).toBeGreaterThanOrEqual(400);

    const chosen = await choosePassword(amira);
    expect(chosen.status).toBe(200);
    const me = await amira.json<{ email: string; emailVerified: boolean }>("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: victimEmail, emailVerified: true });
    const exported = await amira.json<{ consultationRequests: { message: string }[] }>("/api/account/export");
    expect(exported.body.consultationRequests).toEqual([
      expect.objectContaining({ message: "We want to move to Lyon next year." }),
    ]);

    // Her password works anywhere; the squatter's still does not, and a second choice is refused.
    expect((await signIn(api.client({ ip: "203.0.113.21" }), victimEmail, chosenPassword)).status).toBe(200);
    expect((await signIn(api.client({ ip: "192.0.2.69" }), victimEmail, squatterPassword)).status).toBe(401);
    expect((await choosePassword(amira, "yet another password")).status).toBe(403);
  });

  it("the link opened in the browser that registered: verified and signed in as before, the password kept", async () => {
    const owner = api.client();
    expect((await owner.request("/api/auth/sign-up/email", { body: registration(victimEmail) })).status).toBe(200);
    expect(await followLink(owner, await verificationLinkIn(victimEmail))).toBe("verified");
    const me = await owner.json<{ emailVerified: boolean }>("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.emailVerified).toBe(true);
    expect((await signIn(api.client(), victimEmail, password)).status).toBe(200);
  });

  it("a person who tries to register an address already taken is told by e-mail, and that browser does not count as the one that chose the password", async () => {
    const squatter = api.client({ ip: "192.0.2.66" });
    await squatter.request("/api/auth/sign-up/email", {
      body: registration(victimEmail, { password: squatterPassword, confirmPassword: squatterPassword }),
    });
    const amira = api.client({ ip: "203.0.113.20" });
    const second = await amira.json<unknown>("/api/auth/sign-up/email", { body: registration(victimEmail) });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ status: "verification_sent" });
    const subjects = (await inbox(victimEmail)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toBe("Someone tried to register with your address on Passerelle");

    // Amira asks for the link again from the same browser and follows it there: still her choice.
    await amira.request("/api/auth/send-verification-email", { body: { email: victimEmail } });
    expect(await followLink(amira, await verificationLinkIn(victimEmail))).toBe("choose-password");
    expect((await signIn(api.client({ ip: "192.0.2.69" }), victimEmail, squatterPassword)).status).toBe(401);
  });

  it("sign-up answers a new and a taken address alike, the registration cookie included", async () => {
    await registeredClient(api, "taken@example.com");
    const answers = [];
    for (const email of ["taken@example.com", "new@example.com"]) {
      const response = await api.client().request("/api/auth/sign-up/email", { body: registration(email) });
      answers.push({
        status: response.status,
        body: await response.text(),
        cookies: response.headers
          .getSetCookie()
          .map((cookie) => cookie.replace(/=[^;]*/, "=…"))
          .sort(),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.cookies.join()).toMatch(/passerelle\.registration=…;.*HttpOnly/i);
  });

  it("choose-password: nobody else's account — visitors, ordinary members and the squatter are refused, nothing changes", async () => {
    const member = await registeredClient(api, "member@example.com");
    const squatter = api.client({ ip: "192.0.2.66" });
    await squatter.request("/api/auth/sign-up/email", {
      body: registration(victimEmail, { password: squatterPassword, confirmPassword: squatterPassword }),
    });
    expect((await signIn(squatter, victimEmail, squatterPassword)).status).toBe(200);

    // Before the link is followed the squatter's own session cannot use the page either.
    expect((await choosePassword(squatter)).status).toBe(403);
    const visitor = await choosePassword(api.client());
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe(en.sign_in_required);
    const ordinary = await choosePassword(member);
    expect(ordinary.status).toBe(403);
    expect(ordinary.body.error.message).toBe(en.password_choice_not_pending);
    expect((await signIn(api.client(), "member@example.com", password)).status).toBe(200);
    expect((await signIn(api.client(), "member@example.com", chosenPassword)).status).toBe(401);

    const amira = api.client({ ip: "203.0.113.20" });
    expect(await followLink(amira, await verificationLinkIn(victimEmail))).toBe("choose-password");
    // The squatter's old cookie cannot choose Amira's password; the member's session sets only their own.
    expect((await choosePassword(squatter)).status).toBe(401);
    expect((await choosePassword(member)).status).toBe(403);
    expect((await signIn(api.client(), victimEmail, chosenPassword)).status).toBe(401);
    expect((await choosePassword(amira)).status).toBe(200);
    expect((await signIn(api.client(), victimEmail, chosenPassword)).status).toBe(200);
    expect((await signIn(api.client(), "member@example.com", password)).status).toBe(200);
  });

  it("an address changed to someone else's: the link followed in their browser hands them the account", async () => {
    const mover = await registeredClient(api, "mover@example.com");
    const changed = await mover.request("/api/account/email", {
      body: { newEmail: victimEmail, currentPassword: password },
    });
    expect(changed.status).toBe(200);
    const amira = api.client({ ip: "203.0.113.20" });
    expect(await followLink(amira, await verificationLinkIn(victimEmail))).toBe("choose-password");
    expect((await mover.request("/api/auth/me")).status).toBe(401);
    expect((await signIn(api.client(), victimEmail, password)).status).toBe(401);
    expect((await choosePassword(amira)).status).toBe(200);
  });

  it("an address changed by its account, confirmed in the browser that changed it: nothing to choose", async () => {
    const mover = await registeredClient(api, "mover@example.com");
    await mover.request("/api/account/email", { body: { newEmail: victimEmail, currentPassword: password } });
    expect(await followLink(mover, await verificationLinkIn(victimEmail))).toBe("verified");
    expect((await mover.request("/api/auth/me")).status).toBe(200);
    expect((await signIn(api.client(), victimEmail, password)).status).toBe(200);
  });
});
