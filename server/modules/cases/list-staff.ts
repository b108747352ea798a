import type { Db } from "../../db/database.ts";
import type { PersonView } from "./case-view.ts";

/** The people a plan's advisor or contact can be: advisors and administrators, by name. */
export async function listStaff(db: Db): Promise<PersonView[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("role", "in", ["advisor", "admin"])
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
