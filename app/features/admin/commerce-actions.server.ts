import { type RouterContextProvider, redirect } from "react-router";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { issueInvoice, issueInvoiceSchema } from "../../../server/modules/invoices/issue-invoice.ts";
import { refundOrder } from "../../../server/modules/orders/refund-order.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  formText,
  parseForm,
  readForm,
  refusedAsSentence,
  refusedByUseCase,
  refusedWith,
} from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * The administrators' commerce forms posted by the browser itself (no JavaScript, or not yet):
 * the confirmed refund and "Issue an invoice", through the same use cases as POST
 * /api/admin/orders/{id}/refund and /api/admin/invoices, each logged with the administrator's id.
 * Success redirects back with what was done in the address (?refunded=, ?issued=), which the
 * loader turns into a notice; a refusal comes back for the panel to show.
 */
export async function commerceAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const admin = guardedUser(context);
  const { services, requestId } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const back = (query: string, hash: string) => `${keepLanguage(`${url.pathname}${query}`, url)}#${hash}`;

  if (form.get("intent") === "refund") {
    const orderId = formText(form, "orderId", 100);
    const echo = { intent: "refund", target: orderId };
    return attempt(
      async () => {
        await refundOrder(services, orderId);
        services.logger.info({ admin: admin.id, orderId, requestId }, "order refunded");
        return redirect(back(`?refunded=${encodeURIComponent(orderId)}`, "orders"));
      },
      (error) => refusedAsSentence(language, error, echo),
    );
  }

  if (form.get("intent") === "issue-invoice") {
    const values = {
      email: formText(form, "email", maxEmailLength + 20),
      packageId: formText(form, "packageId", 100),
      extraHours: formText(form, "extraHours", 20),
      language: formText(form, "language", 10),
    };
    const echo = { intent: "issue-invoice", values };
    const parsed = parseForm(
      issueInvoiceSchema,
      {
        email: values.email,
        packageId: values.packageId || null,
        extraHours: values.extraHours.trim() === "" ? undefined : Number(values.extraHours),
        language: values.language || undefined,
      },
      language,
      echo,
    );
    if (!parsed.ok) return parsed.refusal;
    return attempt(
      async () => {
        const invoice = await issueInvoice(services, parsed.data, admin.id);
        services.logger.info({ admin: admin.id, invoice: invoice.number, requestId }, "invoice issued");
        return redirect(back(`?issued=${encodeURIComponent(invoice.number)}`, "invoices"));
      },
      (error) => refusedByUseCase(language, error, echo),
    );
  }

  return refusedWith(language, "invalid_request", {});
}
