import { randomUUID } from "node:crypto";
import type { FaqItemInput } from "../../../core/back-office/back-office-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { type FaqItem, getFaqItem } from "./faq-items.ts";

const row = (input: FaqItemInput, now: Date) => ({
  language: input.language,
  page: input.page,
  question: input.question,
  answer: input.answer,
  category: input.category,
  position: input.position,
  published: input.published ? 1 : 0,
  updated_at: now.toISOString(),
});

/** Adds an FAQ item, audited. */
export async function createFaqItem(db: Db, input: FaqItemInput, actorId: string, now = new Date()): Promise<FaqItem> {
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("faq_items")
      .values({ id, ...row(input, now) })
      .execute();
    const item = (await getFaqItem(trx, id)) as FaqItem;
    await recordAudit(
      trx,
      { actorId, action: "faq_item_created", targetType: "faq_item", targetId: id, after: item },
      now,
    );
    return item;
  });
}

/** Replaces an FAQ item's fields, audited with the item before and after. */
export async function updateFaqItem(
  db: Db,
  id: string,
  input: FaqItemInput,
  actorId: string,
  now = new Date(),
): Promise<FaqItem> {
  return db.transaction().execute(async (trx) => {
    const before = await getFaqItem(trx, id);
    if (!before) throw new AppError("not_found", "faq_item_not_found");
    await trx.updateTable("faq_items").set(row(input, now)).where("id", "=", id).execute();
    const after = (await getFaqItem(trx, id)) as FaqItem;
    await recordAudit(
      trx,
      { actorId, action: "faq_item_updated", targetType: "faq_item", targetId: id, before, after },
      now,
    );
    return after;
  });
}

/** Deletes an FAQ item; the audit entry keeps what it said. */
export async function deleteFaqItem(db: Db, id: string, actorId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getFaqItem(trx, id);
    if (!before) throw new AppError("not_found", "faq_item_not_found");
    await trx.deleteFrom("faq_items").where("id", "=", id).execute();
    await recordAudit(trx, { actorId, action: "faq_item_deleted", targetType: "faq_item", targetId: id, before }, now);
  });
}
