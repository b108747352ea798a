import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactAcknowledgementEmail } from "../../../content/emails/contact-acknowledgement.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  signIn,
  siteUrl,
  verifyAddress,
} from "../auth/accounts-test-kit.ts";

const teamEmail = "advisers@passerelle.example";
const message = {
  name: "  Amira Haddad ",
  email: "  Amira.Haddad@Example.ORG ",
  subject: "visa",
  message: "  Can my spouse work in France while I hold a talent passport?  ",
  consent: true,
  language: "fr",
};

describe.each(testEngines)("POST /api/contact on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database, { TEAM_EMAIL: teamEmail });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const send = (body: unknown, options: { ip?: string; language?: string; path?: string } = {}) =>
    api.client(options).request(options.path ?? "/api/contact", { body });
  const stored = () => database.db.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();
  const outbox = () => database.db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("template").execute();

  describe("a valid message", () => {
    it("is stored, acknowledged to the sender in their language and announced to the team", async () => {
      const before = Date.now();
      const response = await send(message);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(Object.keys(body)).toEqual(["id"]);

      const rows = await stored();
      expect(rows).toEqual([
        {
          id: body.id,
          name: "Amira Haddad",
          email: "amira.haddad@example.org",
          subject: "visa",
          message: "Can my spouse work in France while I hold a talent passport?",
          language: "fr",
          consented_at: rows[0]?.created_at,
          status: "new",
          created_at: rows[0]?.created_at,
          // Sent by a visitor: nobody owns it until the address is verified (ADR 0021).
          user_id: null,
        },
      ]);
      expect(Date.parse(rows[0]?.created_at ?? "")).toBeGreaterThanOrEqual(before - 1000);

      const mails = await outbox();
      expect(mails.map((m) => [m.template, m.to_address, m.language, m.status])).toEqual([
        ["contact-acknowledgement", "amira.haddad@example.org", "fr", "pending"],
        ["contact-team-notification", teamEmail, "en", "pending"],
      ]);
      const [acknowledgement, notice] = mails;
      const expected = contactAcknowledgementEmail("fr", siteUrl, { name: "Amira Haddad", subject: "visa" });
      expect(acknowledgement).toMatchObject({ subject: expected.subject, text_body: expected.text });
      expect(acknowledgement?.subject).toBe("Nous avons bien reçu votre message");
      expect(acknowledgement?.text_body).toContain("Bonjour Amira Haddad,");
      expect(acknowledgement?.text_body).toContain("objet\u202f: Une question sur un visa ou un titre de séjour");
      expect(acknowledgement?.html_body).toContain('lang="fr"');
      // Never relays the free text to an address anyone could have typed in.
      expect(acknowledgement?.text_body).not.toContain("spouse");
      expect(acknowledgement?.html_body).not.toContain("spouse");

      expect(notice?.subject).toBe(
        "New message from Amira Haddad <amira.haddad@example.org>: A question about a visa or residence permit",
      );
      for (const detail of [
        "Can my spouse work in France while I hold a talent passport?",
        "Français (fr)",
        body.id,
        rows[0]?.created_at ?? "",
      ]) {
        expect(notice?.text_body).toContain(detail);
      }
      expect(api.nudges.count).toBe(1);
    });

    it.each([
      ["en", "We received your message", "subject: Privacy: access, correct or delete my data", 'dir="ltr"'],
      ["ar", "تلقينا رسالتك", "الموضوع: الخصوصية: الاطلاع على بياناتي أو تصحيحها أو حذفها", 'dir="rtl"'],
    ])("acknowledges in the language the form was written in (%s)", async (language, subject, line, dir) => {
      expect((await send({ ...message, subject: "privacy", language }, { language: "fr" })).status).toBe(201);
      const [acknowledgement] = await outbox();
      expect(acknowledgement).toMatchObject({ template: "contact-acknowledgement", language, subject });
      expect(acknowledgement?.text_body).toContain(line);
      expect(acknowledgement?.html_body).toContain(dir);
    });

    it("takes messages of exactly 10 and 3,000 characters, and stores every message but acknowledges once a day", async () => {
      expect((await send({ ...message, message: "  Ten chars!  " })).status).toBe(201);
      expect((await send({ ...message, email: "AMIRA.haddad@example.org", message: "é".repeat(3000) })).status).toBe(
        201,
      );
      expect((await stored()).map((row) => row.message.length).sort((a, b) => a - b)).toEqual([10, 3000]);
      const templates = (await outbox()).map((mail) => mail.template);
      expect(templates.filter((t) => t === "contact-acknowledgement")).toHaveLength(1);
      expect(templates.filter((t) => t === "contact-team-notification")).toHaveLength(2);
    });

    it("escapes what the person typed in the team's HTML e-mail", async () => {
      await send({ ...message, name: "<b>Amira</b>", message: 'Hello <script>alert("x")</script> & bye' });
      const notice = (await outbox()).find((mail) => mail.template === "contact-team-notification");
      expect(notice?.html_body).not.toContain("<script>");
      expect(notice?.html_body).not.toContain("<b>Amira");
      expect(notice?.html_body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye");
    });
  });

  describe("bad input", () => {
    const refused = async (body: unknown, options: { language?: string; path?: string } = {}) => {
      const response = await send(body, options);
      expect(response.status).toBe(400);
      return ((await response.json()) as ErrorBody).error;
    };

    it.each([
      ["a missing name", { name: undefined }, "name", "Name is required."],
      ["a blank name", { name: "   " }, "name", "Name is required."],
      ["a name over 100 characters", { name: "n".repeat(101) }, "name", "Name is too long (100 characters at most)."],
      [
        "a name on two lines",
        { name: "Amira\r\nBcc: x@evil.example" },
        "name",
        "Please write your name as text, on one line.",
      ],
      ["a name that is not text", { name: 42 }, "name", "Please write your name as text, on one line."],
      ["a missing email", { email: undefined }, "email", "Email is required."],
      ["an invalid email", { email: "amira@" }, "email", "Please enter a valid email address."],
      ["a missing subject", { subject: undefined }, "subject", "Please choose what your message is about."],
      ["an unknown subject", { subject: "complaint" }, "subject", "Please choose one of the subjects offered."],
      ["a missing message", { message: undefined }, "message", "Please write your message."],
      ["a blank message", { message: "    " }, "message", "Please write your message."],
      ["a message under 10 characters", { message: "  Too short " }, "message", "Please write at least 10 characters."],
      [
        "a message over 3,000 characters",
        { message: "x".repeat(3001) },
        "message",
        "Your message is too long (3,000 characters at most).",
      ],
      ["a message that is not text", { message: ["a list"] }, "message", "The message must be text."],
      [
        "no consent",
        { consent: undefined },
        "consent",
        "Please agree to be contacted about your message, so we can answer it.",
      ],
      [
        "a refused consent",
        { consent: false },
        "consent",
        "Please agree to be contacted about your message, so we can answer it.",
      ],
      [
        "consent as text",
        { consent: "yes" },
        "consent",
        "Please agree to be contacted about your message, so we can answer it.",
      ],
      ["a missing language", { language: undefined }, "language", "The language of the request is missing."],
      [
        "an unsupported language",
        { language: "de" },
        "language",
        "The language must be English (en), French (fr) or Arabic (ar).",
      ],
    ])("refuses %s with 400 naming the field", async (_case, change, field, text) => {
      const error = await refused({ ...message, ...change });
      expect(error).toEqual({ code: "bad_request", message: text, fields: [{ field, message: text }] });
      expect(await stored()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });

    it("names every problem at once in the visitor's language, and in the calling page's when it says so", async () => {
      const french = await refused({}, { language: "fr-FR,fr;q=0.9" });
      expect(french.fields).toEqual([
        { field: "name", message: "Le nom est obligatoire." },
        { field: "email", message: "L'adresse e-mail est obligatoire." },
        { field: "subject", message: "Veuillez choisir l'objet de votre message." },
        { field: "message", message: "Veuillez écrire votre message." },
        {
          field: "consent",
          message: "Veuillez accepter d'être recontacté au sujet de votre message, pour que nous puissions y répondre.",
        },
        { field: "language", message: "La langue de la demande est manquante." },
      ]);
      // The browser prefers English and its cookie says English, but the page was French: apiRequest
      // names the page's language, and the refusal follows it.
      const fromFrenchPage = await api.client({ language: "en" }).request("/api/contact", {
        body: { ...message, message: "short" },
        headers: { cookie: "passerelle_lang=en", "x-page-language": "fr" },
      });
      expect(((await fromFrenchPage.json()) as ErrorBody).error.message).toBe(
        "Veuillez écrire au moins 10 caractères.",
      );
      const arabic = await refused({ ...message, subject: "x" }, { path: "/api/contact?lang=ar" });
      expect(arabic.message).toBe("يرجى اختيار أحد المواضيع المعروضة.");
    });

    it("refuses a body that is not JSON, and a cross-site post, storing nothing", async () => {
      const client = api.client();
      const text = await client.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "text/plain" },
      });
      expect(text.status).toBe(400);
      const crossSite = await client.request("/api/contact", {
        body: message,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
      expect(((await crossSite.json()) as ErrorBody).error.message).toBe(
        "This request came from another site and was refused.",
      );
      expect(await stored()).toHaveLength(0);
    });
  });

  describe("limits", () => {
    it("refuses a client after FORM_RATE_LIMIT_PER_MINUTE messages with 429 and the wait, in its language", async () => {
      api = buildAccountsApi(database, { FORM_RATE_LIMIT_PER_MINUTE: "2" });
      const from = (email: string) => send({ ...message, email }, { ip: "198.51.100.7", language: "fr" });
      expect((await from("a@example.com")).status).toBe(201);
      expect((await from("b@example.com")).status).toBe(201);
      const limited = await from("c@example.com");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await limited.json()) as ErrorBody).error).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(
          /^Trop de requêtes depuis votre connexion\. Veuillez réessayer dans (\d+ secondes?|1 minute)\.$/,
        ),
      });
      // Another client is not held back; nothing more was stored for the refused one.
      expect((await send({ ...message, email: "d@example.com" }, { ip: "198.51.100.8" })).status).toBe(201);
      expect(await stored()).toHaveLength(3);
    });

    it("refuses an address after FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR messages, from whatever client", async () => {
      api = buildAccountsApi(database, { FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: "2" });
      expect((await send(message, { ip: "192.0.2.1" })).status).toBe(201);
      expect((await send({ ...message, email: "amira.haddad+x@example.org" }, { ip: "192.0.2.2" })).status).toBe(201);
      const limited = await send(message, { ip: "192.0.2.3" });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as ErrorBody).error.message).toMatch(
        /^Too many requests with this email address\. Please try again in \d+ minutes?\.$/,
      );
      expect((await send({ ...message, email: "someone.else@example.org" }, { ip: "192.0.2.3" })).status).toBe(201);
      expect(await stored()).toHaveLength(3);
    });

    it("has its own bucket: the consultation form's limit is not used up by contact messages", async () => {
      api = buildAccountsApi(database, { FORM_RATE_LIMIT_PER_MINUTE: "1" });
      expect((await send(message, { ip: "192.0.2.9" })).status).toBe(201);
      expect((await send(message, { ip: "192.0.2.9" })).status).toBe(429);
      const capture = await api
        .client({ ip: "192.0.2.9" })
        .request("/api/email-capture", { body: { email: "amira.haddad@example.org" } });
      expect(capture.status).toBe(201);
    });
  });

  describe("ownership (ADR 0021)", () => {
    it("belongs to the signed-in account that sent it, is in its export and goes with its deletion", async () => {
      const owner = await registeredClient(api, "owner@example.com");
      const sent = await owner.request("/api/contact", { body: { ...message, email: "owner@example.com" } });
      expect(sent.status).toBe(201);
      const [row] = await stored();
      const user = await database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "owner@example.com")
        .executeTakeFirstOrThrow();
      expect(row?.user_id).toBe(user.id);
      expect((await outbox()).find((m) => m.template === "contact-acknowledgement")?.user_id).toBe(user.id);

      const exported = await owner.request("/api/account/export");
      expect(exported.status).toBe(200);
      const data = (await exported.json()) as { contactMessages: unknown[] };
      expect(data.contactMessages).toEqual([
        {
          name: "Amira Haddad",
          email: "owner@example.com",
          subject: "visa",
          message: "Can my spouse work in France while I hold a talent passport?",
          language: "fr",
          consentedAt: row?.consented_at,
          status: "new",
          createdAt: row?.created_at,
        },
      ]);

      // Someone else, signed in, sees none of it in their own export.
      const other = await registeredClient(api, "other@example.com", "203.0.113.99");
      const theirs = (await (await other.request("/api/account/export")).json()) as { contactMessages: unknown[] };
      expect(theirs.contactMessages).toEqual([]);

      const deleted = await owner.request("/api/account/delete", {
        body: { currentPassword: "correct horse battery" },
      });
      expect(deleted.status).toBe(200);
      expect(await stored()).toHaveLength(0);
    });

    it("a visitor's message joins an account only when its address is verified, never by the address alone", async () => {
      expect((await send({ ...message, email: "visitor@example.com" })).status).toBe(201);
      // Someone registers that address without proving it: the message stays nobody's.
      const claimant = await registeredClient(api, "visitor@example.com");
      expect((await stored())[0]?.user_id).toBeNull();
      const before = (await (await claimant.request("/api/account/export")).json()) as { contactMessages: unknown[] };
      expect(before.contactMessages).toEqual([]);

      await verifyAddress(api, "visitor@example.com");
      expect((await stored())[0]?.user_id).not.toBeNull();
      await signIn(claimant, "visitor@example.com");
      const after = (await (await claimant.request("/api/account/export")).json()) as {
        contactMessages: { email: string }[];
      };
      expect(after.contactMessages.map((m) => m.email)).toEqual(["visitor@example.com"]);
    });
  });
});
