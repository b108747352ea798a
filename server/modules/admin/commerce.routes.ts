import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireRole } from "../auth/guards.ts";
import { issueInvoice, issueInvoiceSchema } from "../invoices/issue-invoice.ts";
import { refundOrder } from "../orders/refund-order.ts";
import { listInvoices, listOrders } from "./list-commerce.ts";

/**
 * The administrators' commerce (ADR 0028): orders and their refunds, done-for-you invoices and
 * issuing one. Every action is logged with the administrator's id.
 */
export function adminCommerceRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(requireRole(deps, "admin"))
    .get("/orders", async (c) => c.json(await listOrders(deps.db)))
    .post("/orders/:id/refund", async (c) => {
      const result = await refundOrder(deps, c.req.param("id"));
      c.get("logger").info({ admin: c.get("user").id, orderId: c.req.param("id") }, "order refunded");
      return c.json(result);
    })
    .get("/invoices", async (c) => c.json(await listInvoices(deps.db)))
    .post("/invoices", async (c) => {
      const input = await validateJson(c, issueInvoiceSchema);
      const invoice = await issueInvoice(deps, input, c.get("user").id);
      c.get("logger").info({ admin: c.get("user").id, invoice: invoice.number }, "invoice issued");
      return c.json(invoice, 201);
    });
}
