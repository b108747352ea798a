import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consultationConfirmationEmail } from "../../../content/emails/consultation-confirmation.ts";
import { consultationTeamNotificationEmail } from "../../../content/emails/consultation-team-notification.ts";
import type { Db } from "../../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { buildTestApi, type ErrorBody, jsonPost, testSiteUrl } from "../../testing/test-api.ts";

const teamEmail = "advisers@passerelle.example";
const request = {
  name: "  Marie Curie ",
  email: "  Marie.Curie@Example.FR ",
  phone: " +33 (0)6  12-34-56-78 ",
  contactTime: "morning",
  contactDays: "weekdays",
  timeZone: "europe/paris",
  countryOfOrigin: "ma",
  applicationType: "family",
  message: "  We want to move to Lyon with our two children next year.\nWhat are our options?  ",
  language: "fr",
};

describe.each(testEngines)("POST /api/consultation-request on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  let app: ReturnType<typeof buildTestApi>;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = buildTestApi(db, { TEAM_EMAIL: teamEmail });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    app.api.request("/consultation-request", jsonPost(body, headers));
  const requests = () => db.selectFrom("consultation_requests").selectAll().orderBy("created_at").execute();
  const outbox = () => db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("template").execute();

  describe("a valid request", () => {
    it("is stored, confirmed to the person in their language and announced to the team", async () => {
      const before = Date.now();
      const response = await submit(request);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(Object.keys(body)).toEqual(["id"]);

      const rows = await requests();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toEqual({
        id: body.id,
        name: "Marie Curie",
        email: "marie.curie@example.fr",
        // As typed, white space collapsed; the time zone in its IANA spelling.
        phone: "+33 (0)6 12-34-56-78",
        contact_time: "morning",
        contact_days: "weekdays",
        time_zone: "Europe/Paris",
        country_of_origin: "MA",
        application_type: "family",
        message: "We want to move to Lyon with our two children next year.\nWhat are our options?",
        language: "fr",
        status: "new",
        created_at: row.created_at,
        // Sent by a visitor: nobody owns it until the address is verified (ADR 0021).
        user_id: null,
        // The team has not touched it yet (migration 0013).
        updated_at: null,
      });
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);

      const mails = await outbox();
      expect(mails.map((m) => [m.template, m.to_address, m.language, m.status])).toEqual([
        ["consultation-confirmation", "marie.curie@example.fr", "fr", "pending"],
        ["consultation-team-notification", teamEmail, "en", "pending"],
      ]);
      const [confirmation, notification] = mails;

      // The person: in French, with the site's promise (contact within 24 hours, 30 minutes, free).
      const expected = consultationConfirmationEmail("fr", testSiteUrl, {
        applicationType: "family",
        countryOfOrigin: "MA",
        contactTime: "morning",
        contactDays: "weekdays",
        timeZone: "Europe/Paris",
      });
      expect(confirmation).toMatchObject({ subject: expected.subject, text_body: expected.text });
      expect(confirmation?.subject).toBe("Nous avons bien reçu votre demande de consultation gratuite");
      expect(confirmation?.text_body).toContain("sous 24 heures");
      expect(confirmation?.text_body).toContain("consultation gratuite de 30 minutes");
      expect(confirmation?.text_body).toContain("pays d'origine : Maroc");
      // The preferred times come back, with the time zone they are read in.
      expect(confirmation?.text_body).toContain(
        "créneaux préférés : le matin (9 h – 12 h), en semaine (du lundi au vendredi), fuseau horaire Europe/Paris",
      );
      expect(confirmation?.text_body).toContain(testSiteUrl);
      expect(confirmation?.html_body).toContain('lang="fr"');
      // Never relays the free text to an address anyone could have typed in.
      expect(confirmation?.text_body).not.toContain("Lyon");
      expect(confirmation?.html_body).not.toContain("Lyon");
      // Nor the name or the phone number: free text as well.
      expect(confirmation?.text_body).not.toContain("Marie Curie");
      expect(confirmation?.text_body).not.toContain("12-34-56-78");

      // The team: every detail needed to call back.
      expect(notification?.subject).toBe("New free consultation request from Marie Curie <marie.curie@example.fr>");
      for (const detail of [
        "Name\n   Marie Curie",
        "marie.curie@example.fr",
        "Phone\n   +33 (0)6 12-34-56-78",
        "Preferred contact times (in the person's time zone)\n   mornings (9:00–12:00), on weekdays (Monday to Friday), time zone Europe/Paris",
        "Morocco (MA)",
        "Family",
        "Français (fr)",
        "We want to move to Lyon with our two children next year.",
        "What are our options?",
        body.id,
        row.created_at,
        "within 24 hours",
      ]) {
        expect(notification?.text_body).toContain(detail);
      }
      expect(app.nudges.count).toBe(1);
    });

    it.each([
      ["en", "We received your request for a free consultation", "within 24 hours", 'dir="ltr"'],
      ["ar", "تلقينا طلبك للحصول على استشارة مجانية", "خلال 24 ساعة", 'dir="rtl"'],
    ])("writes the confirmation in the language the form was sent in (%s)", async (language, subject, promise, dir) => {
      // The page's language travels in the body; the cookie says something else.
      await submit({ ...request, language }, { cookie: "passerelle_lang=fr" });
      const [confirmation] = await outbox();
      expect(confirmation).toMatchObject({ template: "consultation-confirmation", language, subject });
      expect(confirmation?.text_body).toContain(promise);
      expect(confirmation?.html_body).toContain(dir);
      expect((await requests())[0]?.language).toBe(language);
    });

    it("accepts 'Other' as the country of origin", async () => {
      const response = await submit({ ...request, countryOfOrigin: "Other", language: "en" });
      expect(response.status).toBe(201);
      expect((await requests())[0]?.country_of_origin).toBe("other");
      const [confirmation, notification] = await outbox();
      expect(confirmation?.text_body).toContain("country of origin: other country");
      expect(notification?.text_body).toContain("Other (not in the list)");
    });

    it("takes the minimum: no phone, no contact preference (any time, any day), UTC", async () => {
      const { phone: _phone, contactTime: _time, contactDays: _days, ...minimal } = request;
      const response = await submit({ ...minimal, timeZone: "UTC", language: "en" });
      expect(response.status).toBe(201);
      expect((await requests())[0]).toMatchObject({
        phone: null,
        contact_time: "any",
        contact_days: "any",
        time_zone: "UTC",
      });
      const [confirmation, notification] = await outbox();
      expect(confirmation?.text_body).toContain("preferred contact times: any time of day, any day, time zone UTC");
      expect(notification?.text_body).toContain("Phone\n   none given: write by e-mail");
    });

    it.each([
      ["a blank phone", "   ", null],
      ["a null phone", null, null],
      ["six digits", "123 456", "123 456"],
      ["twenty digits with a plus", "+1234 5678 9012 3456 7890", "+1234 5678 9012 3456 7890"],
    ])("stores %s as the person meant it", async (_case, phone, stored) => {
      expect((await submit({ ...request, phone })).status).toBe(201);
      expect((await requests())[0]?.phone).toBe(stored);
    });

    it.each([
      ["UTC", "UTC"],
      ["Etc/UTC", "UTC"],
      ["America/New_York", "America/New_York"],
      ["US/Eastern", "America/New_York"],
      ["Asia/Tokyo", "Asia/Tokyo"],
    ])("accepts the time zone %s, stored as %s", async (timeZone, stored) => {
      expect((await submit({ ...request, timeZone })).status).toBe(201);
      expect((await requests())[0]?.time_zone).toBe(stored);
    });

    it("tells the team in French when the team language is French, with French spacing", async () => {
      await submit({ ...request, phone: null, contactTime: "evening", contactDays: "weekends" });
      const details = {
        id: "ref",
        name: "Marie Curie",
        email: "marie.curie@example.fr",
        phone: null,
        contactTime: "evening",
        contactDays: "weekends",
        timeZone: "Europe/Paris",
        countryOfOrigin: "MA",
        applicationType: "family",
        message: "x".repeat(20),
        language: "fr",
        createdAt: "2026-11-24T10:00:00.000Z",
      } as const;
      const french = consultationTeamNotificationEmail("fr", testSiteUrl, details);
      expect(french.text).toContain("non communiqué\u202f: répondre par e-mail");
      expect(french.text).toContain("le soir (17\u202fh – 20\u202fh), le week-end, fuseau horaire Europe/Paris");
      const arabic = consultationTeamNotificationEmail("ar", testSiteUrl, details);
      expect(arabic.text).toContain("مساءً (17:00–20:00)، في عطلة نهاية الأسبوع، المنطقة الزمنية Europe/Paris");
    });

    it("takes messages of exactly 10 and 2,000 characters", async () => {
      expect((await submit({ ...request, message: "  Ten chars!  " })).status).toBe(201);
      expect((await submit({ ...request, message: "x".repeat(2000) })).status).toBe(201);
      expect((await requests()).map((r) => r.message.length).sort((a, b) => a - b)).toEqual([10, 2000]);
    });

    it("stores every request, but confirms to one address at most once a day", async () => {
      expect((await submit(request)).status).toBe(201);
      expect(
        (await submit({ ...request, email: "MARIE.CURIE@example.fr", applicationType: "entrepreneur" })).status,
      ).toBe(201);
      expect(await requests()).toHaveLength(2);
      const mails = await outbox();
      expect(mails.filter((m) => m.template === "consultation-confirmation")).toHaveLength(1);
      expect(mails.filter((m) => m.template === "consultation-team-notification")).toHaveLength(2);
    });

    it("escapes what the person typed in the team's HTML e-mail", async () => {
      await submit({ ...request, message: 'Hello <script>alert("x")</script> & bye' });
      const notification = (await outbox()).find((m) => m.template === "consultation-team-notification");
      expect(notification?.html_body).not.toContain("<script>");
      expect(notification?.html_body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye");
      expect(notification?.text_body).toContain('Hello <script>alert("x")</script> & bye');
    });
  });

  describe("spec §7's payload: email, countryOfOrigin, applicationType, message, language (issue 28)", () => {
    const specRequest = (language: "en" | "fr") => ({
      email: " Sam.Taylor@Example.com ",
      countryOfOrigin: "CA",
      applicationType: "individual",
      message: "I would like to work remotely from Bordeaux for a year.",
      language,
    });
    const address = "sam.taylor@example.com";

    it("is accepted as it stands: 201 with the id, Paris time named in the answer, no name stored", async () => {
      const body = specRequest("en");
      expect(Object.keys(body).sort()).toEqual(["applicationType", "countryOfOrigin", "email", "language", "message"]);
      const response = await submit(body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(answer).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        timeZone: "Europe/Paris",
        timeZoneAssumed: true,
        notice:
          "You did not tell us your time zone, so we will read your preferred contact times in Paris time (Europe/Paris). If another time zone suits you better, tell us when we write to you.",
      });

      const [row] = await requests();
      expect(row).toEqual({
        id: answer.id,
        // Absent, as on requests older than migration 0007: never an empty string posing as a name.
        name: null,
        email: address,
        phone: null,
        contact_time: "any",
        contact_days: "any",
        time_zone: "Europe/Paris",
        country_of_origin: "CA",
        application_type: "individual",
        message: "I would like to work remotely from Bordeaux for a year.",
        language: "en",
        status: "new",
        created_at: row?.created_at,
        user_id: null,
        updated_at: null,
      });
      expect(app.nudges.count).toBe(1);
    });

    it.each([
      [
        "en",
        `Hello ${address},`,
        "preferred contact times: any time of day, any day, time zone Europe/Paris",
        "You did not tell us your time zone, so we will read your preferred contact times in Paris time (Europe/Paris).",
      ],
      [
        "fr",
        `Bonjour ${address},`,
        "créneaux préférés\u202f: à toute heure, n'importe quel jour, fuseau horaire Europe/Paris",
        "Vous ne nous avez pas indiqué votre fuseau horaire\u202f: nous lirons donc vos créneaux préférés à l'heure de Paris (Europe/Paris).",
      ],
    ] as const)(
      "confirms in %s, greeting the person by their address and naming Europe/Paris",
      async (language, greeting, times, notice) => {
        const response = await submit(specRequest(language));
        expect(response.status).toBe(201);
        expect(((await response.json()) as { notice: string }).notice).toContain(notice);
        const [confirmation, notification] = await outbox();
        expect(confirmation).toMatchObject({ template: "consultation-confirmation", to_address: address, language });
        expect(confirmation?.text_body.startsWith(greeting)).toBe(true);
        expect(confirmation?.text_body).toContain(times);
        expect(confirmation?.text_body).toContain(notice);
        expect(confirmation?.html_body).toContain(greeting);
        expect(confirmation?.html_body).toContain("Europe/Paris");

        // The team: the address in place of the name, and the time zone marked as assumed.
        expect(notification?.subject).toBe(`New free consultation request from ${address}`);
        expect(notification?.text_body).toContain("Name\n   none given: greet the person by their e-mail address");
        expect(notification?.text_body).toContain(
          "any time of day, any day, time zone Europe/Paris (no time zone given: Paris time assumed, as the person was told)",
        );
      },
    );

    it("keeps the plain greeting when a name is given, and says nothing of Paris time when a zone is given", async () => {
      await submit({ ...specRequest("en"), name: "Sam", timeZone: "America/Toronto" });
      const [confirmation, notification] = await outbox();
      expect(confirmation?.text_body.startsWith("Hello,")).toBe(true);
      expect(confirmation?.text_body).not.toContain("Sam");
      expect(confirmation?.text_body).not.toContain("Paris time");
      expect(confirmation?.text_body).toContain("time zone America/Toronto");
      expect(notification?.subject).toBe(`New free consultation request from Sam <${address}>`);
      expect(notification?.text_body).not.toContain("assumed");
    });

    it.each([
      ["null", null],
      ["blank", "  "],
    ])("reads a %s name and time zone as not given", async (_case, value) => {
      const response = await submit({ ...specRequest("en"), name: value, timeZone: value });
      expect(response.status).toBe(201);
      expect((await response.json()) as { timeZoneAssumed: boolean }).toMatchObject({ timeZoneAssumed: true });
      expect((await requests())[0]).toMatchObject({ name: null, time_zone: "Europe/Paris" });
    });

    it.each([
      [
        "en",
        "en",
        "Please enter a valid email address.",
        "Please choose a time zone from the list (for example Europe/Paris).",
      ],
      [
        "fr",
        "fr-FR,fr;q=0.9",
        "Veuillez saisir une adresse e-mail valide.",
        "Veuillez choisir un fuseau horaire dans la liste (par exemple Europe/Paris).",
      ],
    ])(
      "still refuses bad input with 400, in the visitor's language (%s)",
      async (language, acceptLanguage, email, zone) => {
        const bad = await submit(
          { ...specRequest(language as "en" | "fr"), email: "sam@", timeZone: "Mars/Olympus" },
          { "accept-language": acceptLanguage },
        );
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as ErrorBody).error.fields).toEqual([
          { field: "email", message: email },
          { field: "timeZone", message: zone },
        ]);
        const noMessage = await submit(
          { ...specRequest(language as "en" | "fr"), message: undefined },
          { "accept-language": acceptLanguage },
        );
        expect(noMessage.status).toBe(400);
        expect(await requests()).toHaveLength(0);
        expect(await outbox()).toHaveLength(0);
      },
    );
  });

  describe("bad input", () => {
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await submit(body, headers);
      expect(response.status).toBe(400);
      return (await response.json()) as ErrorBody;
    };

    type BadCase = readonly [string, Record<string, unknown>, string, string];
    it.each<BadCase>([
      ["a name over 100 characters", { name: "M".repeat(101) }, "name", "Name is too long (100 characters at most)."],
      ["a name on two lines", { name: "Marie\nCurie" }, "name", "Please write your name as text, on one line."],
      ["a name that is not text", { name: ["Marie"] }, "name", "Please write your name as text, on one line."],
      ...[
        ["letters", "call me maybe"],
        ["five digits", "12 345"],
        ["21 digits", "+123456789012345678901"],
        ["a plus inside", "06+12345678"],
        ["a number, not text", 612345678],
      ].map(
        ([what, phone]) =>
          [
            `a phone number with ${what}`,
            { phone },
            "phone",
            "Please enter a phone number of 6 to 20 digits, using digits, spaces, +, - and brackets only, or leave it empty.",
          ] as const,
      ),
      [
        "an unknown time of day",
        { contactTime: "night" },
        "contactTime",
        "Please choose morning, afternoon, evening or any time.",
      ],
      ["unknown days", { contactDays: "sundays" }, "contactDays", "Please choose weekdays, weekends or any day."],
      ...["Mars/Olympus_Mons", "+01:00", "Europe/Paris<script>", "x".repeat(200)].map(
        (timeZone) =>
          [
            `the time zone ${timeZone.slice(0, 20)}`,
            { timeZone },
            "timeZone",
            "Please choose a time zone from the list (for example Europe/Paris).",
          ] as const,
      ),
      ["a missing email", { email: undefined }, "email", "Email is required."],
      ["an invalid email", { email: "marie@" }, "email", "Please enter a valid email address."],
      ["a missing country", { countryOfOrigin: undefined }, "countryOfOrigin", "Please choose your country of origin."],
      ["an empty country", { countryOfOrigin: " " }, "countryOfOrigin", "Please choose your country of origin."],
      [
        "an unknown country",
        { countryOfOrigin: "XX" },
        "countryOfOrigin",
        "Please choose a country from the list, or Other.",
      ],
      [
        "a country name",
        { countryOfOrigin: "Morocco" },
        "countryOfOrigin",
        "Please choose a country from the list, or Other.",
      ],
      [
        "a missing application type",
        { applicationType: undefined },
        "applicationType",
        "Please choose an application type.",
      ],
      [
        "an unknown application type",
        { applicationType: "company" },
        "applicationType",
        "Please choose individual, family or entrepreneur as the application type.",
      ],
      ["a missing message", { message: undefined }, "message", "Please tell us about your relocation goals."],
      ["a blank message", { message: "     " }, "message", "Please tell us about your relocation goals."],
      [
        "a message under 10 characters once trimmed",
        { message: "  Too short  " },
        "message",
        "Please write at least 10 characters about your relocation goals.",
      ],
      [
        "a message over 2,000 characters",
        { message: "x".repeat(2001) },
        "message",
        "Your message is too long (2,000 characters at most).",
      ],
      ["a message that is not text", { message: 12345678901 }, "message", "The message must be text."],
      ["a missing language", { language: undefined }, "language", "The language of the request is missing."],
      [
        "an unsupported language",
        { language: "de" },
        "language",
        "The language must be English (en), French (fr) or Arabic (ar).",
      ],
    ])("refuses %s with 400 naming the field", async (_case, change, field, message) => {
      const body = await refused({ ...request, language: "en", ...change }, { "accept-language": "en" });
      expect(body.error).toEqual({ code: "bad_request", message, fields: [{ field, message }] });
      expect(await requests()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });

    it("names every missing field at once, in the visitor's language", async () => {
      const body = await refused({}, { "accept-language": "fr-FR,fr;q=0.9" });
      // The name and the time zone are not among them: the API does not require them (ADR 0063).
      expect(body.error.fields).toEqual([
        { field: "email", message: "L'adresse e-mail est obligatoire." },
        { field: "countryOfOrigin", message: "Veuillez choisir votre pays d'origine." },
        { field: "applicationType", message: "Veuillez choisir un type de demande." },
        { field: "message", message: "Veuillez nous décrire votre projet d'installation." },
        { field: "language", message: "La langue de la demande est manquante." },
      ]);
      const badFrench = await refused(
        { ...request, phone: "abc", contactTime: "nuit", contactDays: "dimanche", timeZone: "Mars/Olympus" },
        { "accept-language": "fr" },
      );
      expect(badFrench.error.fields).toEqual([
        {
          field: "phone",
          message:
            "Veuillez saisir un numéro de téléphone de 6 à 20 chiffres (chiffres, espaces, +, - et parenthèses uniquement), ou laisser le champ vide.",
        },
        {
          field: "contactTime",
          message: "Veuillez choisir le matin, l'après-midi, le soir ou « N'importe quand ».",
        },
        {
          field: "contactDays",
          message: "Veuillez choisir la semaine, le week-end ou « N'importe quel jour ».",
        },
        {
          field: "timeZone",
          message: "Veuillez choisir un fuseau horaire dans la liste (par exemple Europe/Paris).",
        },
      ]);
      const arabic = await refused({ ...request, message: "short" }, { cookie: "passerelle_lang=ar" });
      expect(arabic.error.message).toBe("يرجى كتابة 10 أحرف على الأقل عن أهداف انتقالك.");
    });

    it("refuses a body that is not JSON", async () => {
      const response = await app.api.request("/consultation-request", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "Send the request body as JSON (Content-Type: application/json).",
      );
      expect(await requests()).toHaveLength(0);
    });
  });

  describe("abuse", () => {
    it("rate-limits a client after FORM_RATE_LIMIT_PER_MINUTE requests with 429, storing and sending nothing more", async () => {
      const { api } = buildTestApi(db, { FORM_RATE_LIMIT_PER_MINUTE: "2" });
      const send = (email: string) => api.request("/consultation-request", jsonPost({ ...request, email }));
      expect((await send("a@example.com")).status).toBe(201);
      expect((await send("b@example.com")).status).toBe(201);
      const limited = await send("c@example.com");
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(((await limited.json()) as ErrorBody).error).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(
          /^Too many requests from your connection\. Please try again in (\d+ seconds?|1 minute)\.$/,
        ),
      });
      expect(await requests()).toHaveLength(2);
      expect(await outbox()).toHaveLength(4);
    });

    it("keeps its own limit: running the wizard does not use up the consultation form", async () => {
      const { api } = buildTestApi(db, { WIZARD_RATE_LIMIT_PER_MINUTE: "1" });
      const wizard = { country: "IN", profession: "tech", income: "over_6k", sessionId: "session_1_abc" };
      expect((await api.request("/assessments", jsonPost(wizard))).status).toBe(201);
      expect((await api.request("/assessments", jsonPost(wizard))).status).toBe(429);
      expect((await api.request("/consultation-request", jsonPost(request))).status).toBe(201);
    });

    it("refuses a cross-site request with 403 and stores nothing", async () => {
      const byOrigin = await submit(request, { host: "localhost", origin: "https://evil.example" });
      expect(byOrigin.status).toBe(403);
      expect(((await byOrigin.json()) as ErrorBody).error).toEqual({
        code: "forbidden",
        message: "This request came from another site and was refused.",
      });
      expect((await submit(request, { "sec-fetch-site": "cross-site" })).status).toBe(403);
      expect(await requests()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });
  });
});
