import { data, type RouterContextProvider, redirect } from "react-router";
import { apiMessage, isApiMessageKey } from "../../../content/messages/api-messages.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { issueInvoice, issueInvoiceSchema } from "../../../server/modules/invoices/issue-invoice.ts";
import { refundOrder } from "../../../server/modules/orders/refund-order.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formattedTotal, invoiceCatalogue, invoiceTotalOf } from "../../lib/invoice-total.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { formText } from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/** What the invoice form holds, as typed (strings), so a refused form comes back unchanged. */
export type InvoiceFormValues = { email: string; packageId: string; extraHours: string; language: string };

/** A refused post, for the panel it came from: the API's sentences, in the page's language. */
export type CommerceRefusal =
  | { outcome: "refused"; intent: "refund"; orderId: string; message: string }
  | {
      outcome: "refused";
      intent: "issue-invoice";
      message: string;
      fields: Record<string, string>;
      values: InvoiceFormValues;
      /** The total of what was typed, formatted here (the page must render the same on both sides). */
      preview: { total: string; vat: string };
    }
  | { outcome: "refused"; intent: null; message: string };

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
  const form = await request.formData();
  const message = (error: AppError) => apiMessage(language, error.messageKey, error.values);
  const back = (query: string, hash: string) => `${keepLanguage(`${url.pathname}${query}`, url)}#${hash}`;

  if (form.get("intent") === "refund") {
    const orderId = formText(form, "orderId", 100);
    try {
      await refundOrder(services, orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return data<CommerceRefusal>(
        { outcome: "refused", intent: "refund", orderId, message: message(error) },
        { status: errorStatus[error.code] },
      );
    }
    services.logger.info({ admin: admin.id, orderId, requestId }, "order refunded");
    return redirect(back(`?refunded=${encodeURIComponent(orderId)}`, "orders"));
  }

  if (form.get("intent") === "issue-invoice") {
    const values: InvoiceFormValues = {
      email: formText(form, "email", maxEmailLength + 20),
      packageId: formText(form, "packageId", 100),
      extraHours: formText(form, "extraHours", 20),
      language: formText(form, "language", 10),
    };
    const preview = formattedTotal(
      invoiceTotalOf(invoiceCatalogue(language), values.packageId, values.extraHours),
      language,
    );
    const refused = (status: number, fields: Record<string, string>, sentence: string) =>
      data<CommerceRefusal>(
        { outcome: "refused", intent: "issue-invoice", message: sentence, fields, values, preview },
        { status },
      );
    const parsed = issueInvoiceSchema.safeParse({
      email: values.email,
      packageId: values.packageId || null,
      extraHours: values.extraHours.trim() === "" ? undefined : Number(values.extraHours),
      language: values.language || undefined,
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = isApiMessageKey(issue.message) ? issue.message : "invalid_request";
        fields[String(issue.path[0] ?? "body")] ??= apiMessage(language, key);
      }
      return refused(400, fields, Object.values(fields)[0] ?? apiMessage(language, "invalid_request"));
    }
    try {
      const invoice = await issueInvoice(services, parsed.data, admin.id);
      services.logger.info({ admin: admin.id, invoice: invoice.number, requestId }, "invoice issued");
      return redirect(back(`?issued=${encodeURIComponent(invoice.number)}`, "invoices"));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = Object.fromEntries(
        error.fields.map((field) => [field.field, apiMessage(language, field.messageKey)]),
      );
      return refused(errorStatus[error.code], fields, message(error));
    }
  }

  return data<CommerceRefusal>(
    { outcome: "refused", intent: null, message: apiMessage(language, "invalid_request") },
    { status: 400 },
  );
}
