import type { Db } from "../../db/database.ts";

/**
 * The paid guide an address owns (ADR 0064): paid, not itself refunded as a second copy — the
 * order migration 0018's unique index allows one of per address. `exceptOrderId` leaves out the
 * order being paid.
 */
export function ownedGuideOf(db: Db, email: string, exceptOrderId?: string) {
  const owned = db
    .selectFrom("orders")
    .where("kind", "=", "guide")
    .where("email", "=", email)
    .where("status", "=", "paid")
    .where("auto_refund", "is", null);
  return exceptOrderId ? owned.where("id", "!=", exceptOrderId) : owned;
}
