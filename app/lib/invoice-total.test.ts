import { describe, expect, it } from "vitest";
import { dfyPackages } from "../../core/plans-catalogue.ts";
import { lineTotalCents, newInvoiceLines } from "../../server/modules/invoices/invoice-lines.ts";
import { formattedTotal, invoiceCatalogue, invoiceTotalOf } from "./invoice-total.ts";

/** What issueInvoice will charge for these choices (its own lines), to hold the form's preview to. */
const issued = (packageId: string, hours: number) =>
  newInvoiceLines(packageId || null, hours).reduce((sum, line) => sum + lineTotalCents(line), 0);

describe("the invoice form's total", () => {
  const catalogue = invoiceCatalogue("en");

  it("is what the invoice will charge, for every priced package and a range of extra hours", () => {
    for (const packageId of ["", ...dfyPackages.map((plan) => plan.id)]) {
      for (const hours of [0, 1, 7, 200]) {
        expect(invoiceTotalOf(catalogue, packageId, String(hours)), `${packageId} + ${hours} h`).toBe(
          issued(packageId, hours),
        );
      }
    }
  });

  it("offers only the packages that have a price (the EU/EEA package is priced on request)", () => {
    expect(catalogue.packages.map((plan) => plan.id)).toEqual(
      dfyPackages.filter((plan) => plan.priceCents !== null).map((plan) => plan.id),
    );
  });

  it("counts hours the server would refuse as none (the server's answer says why)", () => {
    for (const hours of ["", "-1", "2.5", "201", "abc"]) {
      expect(invoiceTotalOf(catalogue, "essential-relocation", hours), hours).toBe(issued("essential-relocation", 0));
    }
  });

  it("writes the total and its VAT part in the reader's language", () => {
    // 997 € + 2 h at 150 € = 1,297 € VAT included, of which 216.17 € VAT (net rounded to the cent).
    const cents = invoiceTotalOf(catalogue, "essential-relocation", "2");
    expect(formattedTotal(cents, "en")).toEqual({ total: "€1,297", vat: "€216.17" });
    expect(formattedTotal(cents, "fr")).toEqual({ total: "1\u202f297\u00a0€", vat: "216,17\u00a0€" });
  });
});
