import { data, type RouterContextProvider } from "react-router";
import { dateTimeFormat } from "../../../core/intl-formats.ts";
import { formatEuros } from "../../../core/plans-catalogue.ts";
import { AppError } from "../../../server/http/app-error.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { getInvoice } from "../../../server/modules/invoices/get-invoice.ts";
import { describeInvoiceLine, invoiceLinesOf, lineTotalCents } from "../../../server/modules/invoices/invoice-lines.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";

/**
 * A done-for-you invoice of this user as its page shows it: its dates (Paris), lines and amounts
 * already written in the page's language. Any other id answers 404.
 */
export async function invoiceView(context: Readonly<RouterContextProvider>, user: AccountUser, id: string) {
  const { services } = context.get(serverContext);
  // Someone else's invoice is as unknown as one that does not exist.
  const invoice = await getInvoice(services.db, user, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  const locale = getLocale(context);
  const dates = dateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Paris" });
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    issued: dates.format(new Date(invoice.created_at)),
    paid: invoice.paid_at ? dates.format(new Date(invoice.paid_at)) : null,
    lines: invoiceLinesOf(invoice).map((line, index) => ({
      key: index,
      description: describeInvoiceLine(line, locale),
      quantity: line.quantity,
      amount: formatEuros(lineTotalCents(line), locale),
    })),
    total: formatEuros(invoice.total_cents, locale),
    vat: formatEuros(invoice.vat_cents, locale),
  };
}
