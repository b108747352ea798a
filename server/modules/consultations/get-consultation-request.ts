import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { ConsultationSummary } from "./list-consultation-requests.ts";

export type ConsultationNote = {
  id: string;
  kind: "note" | "reply";
  body: string;
  createdAt: string;
  author: { id: string; name: string | null };
};

export type ConsultationDetail = ConsultationSummary & {
  phone: string | null;
  contactTime: string | null;
  contactDays: string | null;
  timeZone: string | null;
  message: string;
  notes: ConsultationNote[];
};

/** One request with everything the person gave and the team's notes and replies, oldest first. */
export async function getConsultationRequest(db: Db, id: string): Promise<ConsultationDetail> {
  const row = await db.selectFrom("consultation_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", "consultation_not_found");
  const notes = await db
    .selectFrom("consultation_notes")
    .leftJoin("users", "users.id", "consultation_notes.author_user_id")
    .select([
      "consultation_notes.id",
      "consultation_notes.kind",
      "consultation_notes.body",
      "consultation_notes.created_at",
      "consultation_notes.author_user_id",
      "users.name as author_name",
    ])
    .where("request_id", "=", id)
    .orderBy("consultation_notes.created_at")
    .orderBy("consultation_notes.id")
    .execute();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    status: row.status,
    applicationType: row.application_type,
    countryOfOrigin: row.country_of_origin,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    phone: row.phone,
    contactTime: row.contact_time,
    contactDays: row.contact_days,
    timeZone: row.time_zone,
    message: row.message,
    notes: notes.map((note) => ({
      id: note.id,
      kind: note.kind === "reply" ? "reply" : "note",
      body: note.body,
      createdAt: note.created_at,
      author: { id: note.author_user_id, name: note.author_name ?? null },
    })),
  };
}
