import { randomUUID } from "node:crypto";
import { z } from "zod";
import { invoiceIssuedEmail } from "../../../content/emails/invoice-issued.ts";
import { emailAddressSchema } from "../../../core/email-address.ts";
import { absoluteLink } from "../../../core/language-link.ts";
import { asLanguage, type Language, supportedLanguages } from "../../../core/languages.ts";
import { dfyPackages, vatIncluded } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { describeInvoiceLine, lineTotalCents, newInvoiceLines } from "./invoice-lines.ts";
import { nextInvoiceNumber } from "./invoice-number.ts";

/** Body of POST /api/admin/invoices: who, which package, how many extra hours. Prices: the catalogue. */
export const issueInvoiceSchema = z.object({
  email: emailAddressSchema,
  packageId: z
    .enum(dfyPackages.map((plan) => plan.id) as [string, ...string[]], { error: "invoice_package_invalid" })
    .nullable()
    .optional(),
  extraHours: z
    .number({ error: "invoice_hours_invalid" })
    .int({ error: "invoice_hours_invalid" })
    .min(0, { error: "invoice_hours_invalid" })
    .max(200, { error: "invoice_hours_invalid" })
    .default(0),
  language: z.enum(supportedLanguages, { error: "invoice_language_invalid" }).optional(),
});

export type IssueInvoiceInput = z.output<typeof issueInvoiceSchema>;

/**
 * An administrator bills a client for a done-for-you package: the invoice gets the next sequential
 * number, its lines are priced from the catalogue, and the client is e-mailed a link to pay it —
 * all in one transaction, so an invoice never exists without its e-mail.
 */
export async function issueInvoice(
  deps: Pick<ApiDeps, "db" | "siteUrl" | "outbox">,
  input: IssueInvoiceInput,
  issuedBy: string,
  now = new Date(),
): Promise<{ id: string; number: string; totalCents: number }> {
  const client = await deps.db
    .selectFrom("users")
    .select(["id", "email", "name", "language"])
    .where("email", "=", input.email)
    .executeTakeFirst();
  if (!client)
    throw new AppError("not_found", "invoice_customer_not_found", [
      { field: "email", messageKey: "invoice_customer_not_found" },
    ]);
  const lines = newInvoiceLines(input.packageId ?? null, input.extraHours);
  if (lines.length === 0) throw new AppError("bad_request", "invoice_empty");
  const language: Language = input.language ?? asLanguage(client.language);
  const totalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const id = randomUUID();

  const number = await nextInvoiceNumber(deps.db, now, async (trx, candidate) => {
    await trx
      .insertInto("invoices")
      .values({
        id,
        number: candidate,
        user_id: client.id,
        email: client.email,
        customer_name: client.name,
        language,
        package_id: input.packageId ?? null,
        lines_json: JSON.stringify(lines),
        total_cents: totalCents,
        vat_cents: vatIncluded(totalCents).vatCents,
        status: "open",
        issued_by: issuedBy,
        created_at: now.toISOString(),
        paid_at: null,
        refunded_at: null,
      })
      .execute();
    const mail = invoiceIssuedEmail(language, deps.siteUrl, {
      number: candidate,
      customerName: client.name,
      lines: lines.map((line) => ({
        description: describeInvoiceLine(line, language),
        quantity: line.quantity,
        amountCents: lineTotalCents(line),
      })),
      totalCents,
      payUrl: absoluteLink(deps.siteUrl, `/invoices/${id}`, language),
    });
    await enqueueEmail(
      trx,
      {
        template: "invoice-issued",
        language,
        to: client.email,
        userId: client.id,
        ...mail,
        dedupeKey: `invoice-issued:${id}`,
      },
      now,
    );
  });
  deps.outbox.nudge();
  return { id, number, totalCents };
}
