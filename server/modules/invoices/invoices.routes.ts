import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { getInvoice } from "./get-invoice.ts";
import { invoicePdf } from "./invoice-pdf.ts";

/**
 * GET /api/invoices/{id}/pdf: a done-for-you invoice as a PDF, for the client it was issued to
 * and for administrators. Anyone else gets the same 404 as an unknown id (no probing).
 */
export function invoicesRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>().use(requireUser(deps)).get("/:id/pdf", async (c) => {
    const user = c.get("user");
    const invoice = await getInvoice(deps.db, user, c.req.param("id"));
    // Typst missing or failing: a PdfUnavailableError, answered 503 by the API's edge.
    const pdf = await invoicePdf(deps, invoice);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="passerelle-invoice-${invoice.number}.pdf"`,
      "cache-control": "private, no-store",
    });
  });
}
