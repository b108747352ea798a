import type { Db } from "../../db/database.ts";
import { flag, isoTime } from "../auth/db-values.ts";

export type UserSummary = {
  id: string;
  name: string;
  email: string;
  role: string;
  plan: string;
  disabled: boolean;
  createdAt: string | null;
};

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts for the back office, newest first, searched by name or e-mail (case-insensitive). */
export async function searchUsers(db: Db, search?: string): Promise<UserSummary[]> {
  let query = db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "plan", "banned", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb(eb.fn("lower", ["name"]), "like", pattern), eb(eb.fn("lower", ["email"]), "like", pattern)]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    plan: row.plan,
    disabled: flag(row.banned),
    createdAt: isoTime(row.created_at),
  }));
}
