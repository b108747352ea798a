import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import {
  dfyPackages,
  extraConsultingHourCents,
  formatEuros,
  vatIncluded,
  vatRatePercent,
} from "../../core/plans-catalogue.ts";

/** What the "Issue an invoice" form prices from: the catalogue, formatted once by the loader (hydration). */
export type InvoiceCatalogue = {
  packages: { id: string; name: string; priceCents: number; price: string }[];
  hourCents: number;
  hourRate: string;
  vatRate: string;
  /** The total and its VAT part for an empty form. */
  emptyTotal: { total: string; vat: string };
};

/**
 * The total the form shows before sending, as issueInvoice will price it (newInvoiceLines): the
 * package at its catalogue price plus the extra hours at the hourly rate, VAT included. Hours the
 * server would refuse count as none here; the server's answer says why.
 */
export function invoiceTotalOf(
  catalogue: Pick<InvoiceCatalogue, "packages" | "hourCents">,
  packageId: string,
  hours: string,
): number {
  const plan = catalogue.packages.find((candidate) => candidate.id === packageId);
  const count = Number(hours);
  const extra = hours.trim() !== "" && Number.isInteger(count) && count >= 0 && count <= 200 ? count : 0;
  return (plan?.priceCents ?? 0) + extra * catalogue.hourCents;
}

/** The total and its VAT part in the reader's words. */
export function formattedTotal(cents: number, language: Language): { total: string; vat: string } {
  return { total: formatEuros(cents, language), vat: formatEuros(vatIncluded(cents).vatCents, language) };
}

/** The catalogue's priced packages and hourly rate, formatted in the reader's language. */
export function invoiceCatalogue(language: Language): InvoiceCatalogue {
  return {
    packages: dfyPackages.flatMap((plan) =>
      plan.priceCents === null
        ? []
        : [
            {
              id: plan.id,
              name: plan.name,
              priceCents: plan.priceCents,
              price: formatEuros(plan.priceCents, language),
            },
          ],
    ),
    hourCents: extraConsultingHourCents,
    hourRate: formatEuros(extraConsultingHourCents, language),
    vatRate: numberFormat(language, { style: "percent" }).format(vatRatePercent / 100),
    emptyTotal: formattedTotal(0, language),
  };
}
