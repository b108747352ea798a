import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consultationConfirmationEmail } from "../../../content/emails/consultation-confirmation.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { readMail, startSmtpServer } from "../../testing/smtp-test-server.ts";
import { buildMailingTestApi } from "../../testing/test-api.ts";

const siteUrl = "https://passerelle.example";
const teamEmail = "advisers@passerelle.example";

describe.each(testEngines)("consultation e-mails through a real SMTP server on %s", (engine) => {
  let database: FreshDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await smtp?.close();
    await database.dispose();
    smtp = undefined;
  });

  it.each([
    ["fr", "DZ", "Algérie"],
    ["ar", "DZ", "الجزائر"],
  ] as const)(
    "the person gets the confirmation in their language (%s), and the team its notice",
    async (language, country, countryName) => {
      smtp = await startSmtpServer();
      const mailing = buildMailingTestApi(database.db, smtp.port, siteUrl, { TEAM_EMAIL: teamEmail });

      try {
        const response = await mailing.api.request("/consultation-request", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Yasmine",
            email: "Yasmine@Example.org",
            contactTime: "evening",
            contactDays: "weekdays",
            timeZone: "Africa/Algiers",
            countryOfOrigin: country,
            applicationType: "entrepreneur",
            message: "Je souhaite créer une entreprise à Marseille.",
            language,
          }),
        });
        expect(response.status).toBe(201);
        // The API answers without waiting for SMTP; the nudged worker delivers right after.
        await vi.waitFor(() => expect(smtp?.received).toHaveLength(2), { timeout: 10_000 });
      } finally {
        await mailing.close();
      }

      const toPerson = smtp.received.find((mail) => mail.rcptTo.includes("yasmine@example.org"));
      const toTeam = smtp.received.find((mail) => mail.rcptTo.includes(teamEmail));
      expect(toPerson?.rcptTo).toEqual(["yasmine@example.org"]);
      expect(toPerson?.mailFrom).toBe("hello@passerelle.localhost");

      const preference = { contactTime: "evening", contactDays: "weekdays", timeZone: "Africa/Algiers" } as const;
      const expected = consultationConfirmationEmail(language, siteUrl, {
        applicationType: "entrepreneur",
        countryOfOrigin: country,
        ...preference,
      });
      const shown = readMail(toPerson?.raw ?? "");
      expect(shown.subject).toBe(expected.subject);
      expect(shown.subject).not.toBe(
        consultationConfirmationEmail("en", siteUrl, {
          applicationType: "entrepreneur",
          countryOfOrigin: country,
          ...preference,
        }).subject,
      );
      expect(shown.text).toBe(expected.text);
      expect(shown.text).toContain(countryName);
      expect(shown.text).toContain(language === "fr" ? "sous 24 heures" : "خلال 24 ساعة");
      expect(shown.text).toContain(language === "fr" ? "30 minutes" : "30 دقيقة");
      expect(shown.html).toContain(`lang="${language}"`);

      const team = readMail(toTeam?.raw ?? "");
      expect(team.subject).toBe("New free consultation request from Yasmine <yasmine@example.org>");
      expect(team.text).toContain("Je souhaite créer une entreprise à Marseille.");
      expect(team.text).toContain("Algeria (DZ)");

      const rows = await database.db
        .selectFrom("outbox")
        .select(["template", "status", "transport"])
        .orderBy("template")
        .execute();
      expect(rows).toEqual([
        { template: "consultation-confirmation", status: "sent", transport: "smtp" },
        { template: "consultation-team-notification", status: "sent", transport: "smtp" },
      ]);
    },
  );
});
