import { requestConsultation } from "../../server/modules/consultations/request-consultation.ts";
import { seedFaqItems } from "../../server/modules/faq/seed-faq-items.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * The back office's addresses behind an id (ADR 0038) answer 404 to random segments, so their
 * handlers would never be reached: this writes one consultation request (with its two e-mails, one
 * of which is marked failed so a retry has something to re-queue) and seeds the FAQ in the
 * throwaway database, and gives each pattern its real id — the request, the outbox message, an
 * FAQ item, the fuzz member's account — page and API alike.
 */
export async function addBackOfficeExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const { id: requestId } = await requestConsultation(
    db,
    {
      name: "Fuzz Person",
      email: "fuzz-consultation@example.com",
      phone: null,
      contactTime: "any",
      contactDays: "any",
      timeZone: "Europe/Paris",
      timeZoneAssumed: false,
      countryOfOrigin: "MA",
      applicationType: "individual",
      message: "A consultation request written for the fuzz run.",
      language: "fr",
    },
    { teamEmail: "team@passerelle.localhost", siteUrl: runtime.deps.siteUrl },
  );
  const message = await db
    .selectFrom("outbox")
    .select("id")
    .where("to_address", "=", "fuzz-consultation@example.com")
    .executeTakeFirstOrThrow();
  await db.updateTable("outbox").set({ status: "failed", last_error: "fuzz" }).where("id", "=", message.id).execute();
  await seedFaqItems(db);
  const faq = await db.selectFrom("faq_items").select("id").limit(1).executeTakeFirstOrThrow();
  const memberEmail = accounts.find((account) => account.role === "user")?.email ?? "";
  const member = await db.selectFrom("users").select("id").where("email", "=", memberEmail).executeTakeFirstOrThrow();

  const ids: [RegExp, string][] = [
    [/\/admin\/consultations\/:id\b/, requestId],
    [/\/admin\/outbox\/:id\b/, message.id],
    [/\/admin\/faq\/:id\b/, faq.id],
    [/\/admin\/users\/:id\b/, member.id],
  ];
  for (const endpoint of endpoints) {
    if ((endpoint.pattern.match(/:/g) ?? []).length !== 1) continue;
    for (const [pattern, id] of ids) {
      if (pattern.test(endpoint.pattern)) endpoint.examples.push(endpoint.pattern.replace(":id", id));
    }
  }
}
