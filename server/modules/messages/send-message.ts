import type { SendMessageInput } from "../../../core/case/case-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import type { MessageView } from "../cases/case-view.ts";
import { recordCaseChange } from "../cases/record-case-change.ts";
import { notify } from "../notifications/notify.ts";
import { messageLinkPath } from "./message-links.ts";
import { messageViews } from "./message-views.ts";

const attachmentRefused = () =>
  new AppError("bad_request", "attachment_invalid", [{ field: "attachmentIds", messageKey: "attachment_invalid" }]);

/**
 * Who hears of a message: the client hears of the team's; the team hears of the client's through
 * the assigned advisor and contact, or — while nobody is assigned — every administrator, so a
 * client's question never lands in an empty room. The author never notifies themselves.
 */
async function recipientsOf(db: Db, opened: OpenedCase): Promise<{ userId: string; side: "client" | "team" }[]> {
  const { plan, viewer } = opened;
  let team: string[];
  if (opened.role === "advisor") {
    return plan.client_user_id === viewer.id ? [] : [{ userId: plan.client_user_id, side: "client" }];
  }
  team = [plan.advisor_user_id, plan.contact_user_id].filter((id): id is string => id !== null);
  if (team.length === 0) {
    team = (await db.selectFrom("users").select("id").where("role", "=", "admin").execute()).map((row) => row.id);
  }
  return [...new Set(team)].filter((id) => id !== viewer.id).map((userId) => ({ userId, side: "team" }));
}

/**
 * Posts a message on the case, with up to five files the viewer uploaded to THIS case beforehand
 * (POST /api/cases/:caseId/attachments) and did not attach yet; anything else — another case's
 * file, someone else's upload, a document's file, one already attached, an unknown id — refuses
 * the whole message (400 attachment_invalid) and nothing is written. In one transaction: the
 * message, its files, the activity entry and the notifications, so they exist exactly together.
 * The attachment claim is a conditional UPDATE, so two messages racing for one file cannot both
 * get it.
 */
export async function sendMessage(
  db: Db,
  opened: OpenedCase,
  input: SendMessageInput,
  now = new Date(),
): Promise<MessageView> {
  const { plan, viewer } = opened;
  const attachmentIds = [...new Set(input.attachmentIds)];
  const at = now.toISOString();
  const row = {
    id: crypto.randomUUID(),
    plan_id: plan.id,
    author_user_id: viewer.id,
    body: input.body,
    created_at: at,
  };

  await db.transaction().execute(async (trx) => {
    await trx.insertInto("case_messages").values(row).execute();
    if (attachmentIds.length > 0) {
      const attached = await trx
        .updateTable("case_files")
        .set({ message_id: row.id })
        .where("id", "in", attachmentIds)
        .where("plan_id", "=", plan.id)
        .where("uploaded_by", "=", viewer.id)
        .where("message_id", "is", null)
        .where("document_request_id", "is", null)
        .executeTakeFirst();
      if (Number(attached.numUpdatedRows) !== attachmentIds.length) throw attachmentRefused();
    }
    await recordCaseChange(
      trx,
      {
        planId: plan.id,
        actorId: viewer.id,
        byStaff: opened.role === "advisor",
        kind: "message_sent",
        details: attachmentIds.length > 0 ? { attachments: String(attachmentIds.length) } : null,
        // The audit log names the message, never copies its text.
        target: { type: "case_message", id: row.id, after: { attachments: attachmentIds.length } },
      },
      now,
    );
    const author = await trx.selectFrom("users").select("name").where("id", "=", viewer.id).executeTakeFirst();
    for (const recipient of await recipientsOf(trx, opened)) {
      await notify(
        trx,
        {
          userId: recipient.userId,
          planId: plan.id,
          kind: "message",
          subject: author?.name ?? null,
          linkPath: messageLinkPath(recipient.side, plan.id, row.id),
        },
        now,
      );
    }
  });

  const [view] = await messageViews(db, opened, [row]);
  if (!view) throw new Error("the message just written was not found");
  return view;
}
