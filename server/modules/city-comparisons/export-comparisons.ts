import type { Db } from "../../db/database.ts";

/** A person's saved comparisons for "Export my data": the name they gave, the cities as stored, when saved. */
export async function exportComparisons(db: Db, userId: string) {
  const rows = await db
    .selectFrom("saved_comparisons")
    .select(["name", "cities", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ name: row.name, cities: row.cities.split(","), createdAt: row.created_at }));
}
