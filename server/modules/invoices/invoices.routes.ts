import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { invoicePdf } from "./invoice-pdf.ts";

/**
 * GET /api/invoices/{id}/pdf: a done-for-you invoice as a PDF, for the client it was issued to
 * and for administrators. Anyone else gets the same 404 as an unknown id (no probing).
 */
export function invoicesRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>().use(requireUser(deps)).get("/:id/pdf", async (c) => {
    const user = c.get("user");
    const invoice = await deps.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", c.req.param("id"))
      .executeTakeFirst();
    if (!invoice || (invoice.user_id !== user.id && user.role !== "admin"))
      throw new AppError("not_found", "invoice_not_found");
    // Typst missing or failing: a PdfUnavailableError, answered 503 by the API's edge.
    const pdf = await invoicePdf(deps, invoice);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="passerelle-invoice-${invoice.number}.pdf"`,
      "cache-control": "private, no-store",
    });
  });
}
