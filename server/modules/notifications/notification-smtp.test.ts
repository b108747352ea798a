import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createSmtpTransport } from "../../infra/mail/smtp-transport.ts";
import { createLogger } from "../../logger.ts";
import { readMail, startSmtpServer } from "../../testing/smtp-test-server.ts";
import { testSender } from "../../testing/test-api.ts";
import { buildAccountsApi, password } from "../auth/accounts-test-kit.ts";
import { casesWorld } from "../cases/cases-test-kit.ts";
import { planFor } from "../messages/messages-test-kit.ts";
import { createOutboxWorker } from "../outbox/outbox-worker.ts";

const publicUrl = "https://passerelle.example";

describe.each(testEngines)("a case message's e-mail through a real SMTP server on %s", (engine) => {
  let database: FreshDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await database.dispose();
  });

  it("a French client gets a French e-mail linking to PUBLIC_URL, whatever Host the request named", async () => {
    const world = await casesWorld(database);
    const { amira, claire } = world;
    await world.db.updateTable("users").set({ language: "fr" }).where("id", "=", amira.id).execute();
    const caseId = await planFor(world.db, amira, { advisor: claire });
    // The sign-up e-mails of the world's people are not this test's: out of the way.
    await world.db.updateTable("outbox").set({ status: "sent" }).execute();

    // The site as deployed behind its public address: Claire signs in there and writes.
    const site = buildAccountsApi(database, { PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
    const browser = site.client({ ip: "198.51.100.20" });
    const origin = { origin: publicUrl };
    const signedIn = await browser.request("/api/auth/sign-in/email", {
      body: { email: claire.email, password },
      headers: origin,
    });
    expect(signedIn.status).toBe(200);
    const sent = await browser.json<{ message: { id: string } }>(`/api/cases/${caseId}/messages`, {
      body: { body: "Votre rendez-vous à la préfecture est confirmé mardi." },
      headers: { ...origin, host: "internal-host.example:8080" },
    });
    expect(sent.status).toBe(201);

    smtp = await startSmtpServer();
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

    const toAmira = smtp.received.filter((mail) => mail.rcptTo.includes(amira.email));
    expect(toAmira).toHaveLength(1);
    const shown = readMail(toAmira[0]?.raw ?? "");
    expect(shown.subject).toBe("Nouveau message de Claire Martin");
    expect(shown.text).toContain("Claire Martin a écrit dans votre dossier de relocalisation.");
    expect(shown.text).toContain(
      `Lire le message\u202f: ${publicUrl}/dashboard/messages?lang=fr#message-${sent.body.message.id}`,
    );
    expect(shown.text).toContain(`${publicUrl}/profile?lang=fr#notifications`);
    expect(shown.html).toContain('lang="fr"');
    expect(shown.html).toContain(`href="${publicUrl}/dashboard/messages?lang=fr#message-${sent.body.message.id}"`);
    for (const body of [shown.text, shown.html]) {
      expect(body).not.toContain("internal-host");
      expect(body).not.toContain("préfecture");
    }
    // A service message about the person's own case: no unsubscribe headers.
    expect(shown.headers.has("list-unsubscribe")).toBe(false);

    const row = await database.db
      .selectFrom("outbox")
      .select(["status", "transport", "category"])
      .where("template", "=", "case-notification")
      .execute();
    expect(row).toEqual([{ status: "sent", transport: "smtp", category: "transactional" }]);
  });
});
