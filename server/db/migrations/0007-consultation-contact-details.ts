import type { Kysely } from "kysely";

/**
 * What the team needs to call someone back (ADR 0027): the person's name, an optional
 * phone number, when they may be called (a part of the day and which days) and in which IANA
 * time zone. Nullable: requests stored before this migration have none of them; every new one has
 * a name, a time zone and both contact choices ("any" when the person does not mind).
 */
const columns = ["name", "phone", "contact_time", "contact_days", "time_zone"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable("consultation_requests").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...columns].reverse()) {
    await db.schema.alterTable("consultation_requests").dropColumn(column).execute();
  }
}
