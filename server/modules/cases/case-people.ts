import { asLanguage, type Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { PersonView } from "./case-view.ts";

export type CasePerson = PersonView & { role: string; language: Language };

/**
 * The people a case names (client, team, authors of activity and files), read once by id.
 * Someone whose account was erased is simply absent: callers show them as nobody.
 */
export async function peopleById(db: Db, ids: Iterable<string | null>): Promise<Map<string, CasePerson>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "language"])
    .where("id", "in", wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, email: row.email, role: row.role, language: asLanguage(row.language) },
    ]),
  );
}

export function personView(person: CasePerson | undefined): PersonView | null {
  return person ? { id: person.id, name: person.name, email: person.email } : null;
}
