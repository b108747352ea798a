import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as foundation from "./migrations/0001-foundation.ts";
import * as assessmentsAndConsultations from "./migrations/0002-assessments-and-consultations.ts";
import * as accounts from "./migrations/0003-accounts.ts";
import * as ownersAndFirstPassword from "./migrations/0004-owners-and-first-password.ts";
import * as consentAndUnsubscribe from "./migrations/0005-consent-and-unsubscribe.ts";
import * as contactMessages from "./migrations/0006-contact-messages.ts";
import * as consultationContactDetails from "./migrations/0007-consultation-contact-details.ts";
import * as commerce from "./migrations/0008-commerce.ts";
import * as cityQuizResults from "./migrations/0009-city-quiz-results.ts";
import * as savedScenarios from "./migrations/0010-saved-scenarios.ts";
import * as clientArea from "./migrations/0011-client-area.ts";
import * as blog from "./migrations/0012-blog.ts";
import * as backOffice from "./migrations/0013-back-office.ts";
import * as analytics from "./migrations/0014-analytics.ts";
import * as faqPages from "./migrations/0015-faq-pages.ts";
import * as assistant from "./migrations/0016-assistant.ts";
import * as savedComparisons from "./migrations/0017-saved-comparisons.ts";
import * as oneHoldingPerPurchase from "./migrations/0018-one-holding-per-purchase.ts";
import * as sharedRateLimits from "./migrations/0019-shared-rate-limits.ts";
import * as contentChanges from "./migrations/0020-content-changes.ts";
import * as eligibilityAssessments from "./migrations/0021-eligibility-assessments.ts";
import * as memberPermits from "./migrations/0022-member-permits.ts";
import * as memberFiles from "./migrations/0023-member-files.ts";
import * as permitReminderSettings from "./migrations/0024-permit-reminder-settings.ts";
import type { Database } from "./schema.ts";

/**
 * The one ordered migration history, listed in code so the bundled server carries it (no
 * directory scan at run time). Append new migrations; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-assessments-and-consultations": assessmentsAndConsultations,
  "0003-accounts": accounts,
  "0004-owners-and-first-password": ownersAndFirstPassword,
  "0005-consent-and-unsubscribe": consentAndUnsubscribe,
  "0006-contact-messages": contactMessages,
  "0007-consultation-contact-details": consultationContactDetails,
  "0008-commerce": commerce,
  "0009-city-quiz-results": cityQuizResults,
  "0010-saved-scenarios": savedScenarios,
  "0011-client-area": clientArea,
  "0012-blog": blog,
  "0013-back-office": backOffice,
  "0014-analytics": analytics,
  "0015-faq-pages": faqPages,
  "0016-assistant": assistant,
  "0017-saved-comparisons": savedComparisons,
  "0018-one-holding-per-purchase": oneHoldingPerPurchase,
  "0019-shared-rate-limits": sharedRateLimits,
  "0020-content-changes": contentChanges,
  "0021-eligibility-assessments": eligibilityAssessments,
  "0022-member-permits": memberPermits,
  "0023-member-files": memberFiles,
  "0024-permit-reminder-settings": permitReminderSettings,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations describe the schema as it was then, so they see the database untyped.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchemaOf(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * On PostgreSQL, the schema the connection works in (`public`, or a test's own schema). Kysely's
 * migrator counts a migration table found in any schema as its own unless told which schema to
 * look in, so test runs sharing one database (one schema each) broke each other's migrations.
 */
async function migrationTableSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
