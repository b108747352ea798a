import type { ConsultationStatus } from "../../../core/back-office/consultation-status.ts";
import type { Db } from "../../db/database.ts";

export type ConsultationFilter = { status?: ConsultationStatus; language?: string; search?: string };

export type ConsultationSummary = {
  id: string;
  name: string | null;
  email: string;
  language: string;
  status: ConsultationStatus;
  applicationType: string;
  countryOfOrigin: string;
  createdAt: string;
  updatedAt: string | null;
};

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The consultation requests for the back office, newest first, filtered by status, language and a
 * search over name, e-mail and message (case-insensitive on both engines: lower() on each side).
 */
export async function listConsultationRequests(
  db: Db,
  filter: ConsultationFilter = {},
): Promise<ConsultationSummary[]> {
  let query = db.selectFrom("consultation_requests").selectAll().orderBy("created_at", "desc").orderBy("id").limit(500);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.language) query = query.where("language", "=", filter.language);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or(
        (["name", "email", "message"] as const).map((column) =>
          eb(eb.fn("lower", [eb.fn.coalesce(column, eb.val(""))]), "like", eb.val(pattern)),
        ),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    status: row.status,
    applicationType: row.application_type,
    countryOfOrigin: row.country_of_origin,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
