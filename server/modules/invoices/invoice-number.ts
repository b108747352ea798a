import type { Db } from "../../db/database.ts";

/**
 * French invoices carry a unique number from a continuous sequence (CGI annexe II art. 242
 * nonies A): PAS-2026-00001, PAS-2026-00002… per calendar year. The next number is read and used
 * in one transaction; the unique index on `number` turns a race between two administrators into
 * a retry with the following number, never a duplicate or a gap.
 */
export async function nextInvoiceNumber(
  db: Db,
  now: Date,
  insert: (trx: Db, number: string) => Promise<void>,
): Promise<string> {
  const prefix = `PAS-${now.getUTCFullYear()}-`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("invoices")
          .select("number")
          .where("number", "like", `${prefix}%`)
          .orderBy("number", "desc")
          .limit(1)
          .executeTakeFirst();
        const next = last ? Number(last.number.slice(prefix.length)) + 1 : 1;
        const number = `${prefix}${String(next).padStart(5, "0")}`;
        await insert(trx, number);
        return number;
      });
    } catch (error) {
      if (attempt === 4 || !/unique|duplicate/i.test(String((error as Error).message))) throw error;
    }
  }
  throw new Error("unreachable");
}
