import { casePackageOf } from "../../../core/case/case-package.ts";
import type { DfyPackageId } from "../../../core/plans-catalogue.ts";
import type { Db } from "../../db/database.ts";

/**
 * The done-for-you package a client paid for: the package of their newest paid invoice, so the
 * advisor opening the plan starts from what was sold rather than a guess. Null when no paid
 * invoice names a package of the catalogue (extra hours only, or an invoice settled elsewhere):
 * the advisor then chooses.
 */
export async function boughtPackage(db: Db, clientId: string): Promise<DfyPackageId | null> {
  const invoices = await db
    .selectFrom("invoices")
    .select("package_id")
    .where("user_id", "=", clientId)
    .where("status", "=", "paid")
    .where("package_id", "is not", null)
    .orderBy("paid_at", "desc")
    .orderBy("id")
    .limit(5)
    .execute();
  for (const invoice of invoices) {
    const plan = invoice.package_id ? casePackageOf(invoice.package_id) : undefined;
    if (plan) return plan.id;
  }
  return null;
}
