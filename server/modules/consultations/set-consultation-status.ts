import type { ConsultationStatus } from "../../../core/back-office/consultation-status.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";

/** Moves a request to another status (any to any: the team records what happened), audited. */
export async function setConsultationStatus(
  db: Db,
  id: string,
  status: ConsultationStatus,
  actorId: string,
  now = new Date(),
): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("consultation_requests").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", "consultation_not_found");
    if (row.status === status) return { changed: false };
    await trx
      .updateTable("consultation_requests")
      .set({ status, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(
      trx,
      {
        actorId,
        action: "consultation_status_changed",
        targetType: "consultation_request",
        targetId: id,
        before: { status: row.status },
        after: { status },
      },
      now,
    );
    return { changed: true };
  });
}
