import { productNames } from "../../content/commerce/product-names.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import type { OrderKind } from "../../core/orders.ts";
import { type BillingInterval, dfyPackageById, pdfGuide, subscriptionPlans } from "../../core/plans-catalogue.ts";

/*
 * How the billing screens write dates and products. Called by the loaders (the profile's billing
 * section, the administrators' commerce panels), so the page arrives already formatted: Node's
 * Intl data may differ from the browser's, and a difference would be a hydration error (ADR 0014).
 */

/** "24 November 2026": a day as it is in France, where the business and its invoices are. */
export function parisDate(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));
}

/** A done-for-you package's proper name, or null for an invoice of extra hours only. */
export function packageName(packageId: string | null): string | null {
  return packageId ? (dfyPackageById(packageId)?.name ?? packageId) : null;
}

/** What an order bought, in the reader's language (the words of the receipts and payment page). */
export function orderProduct(
  order: { kind: OrderKind; productId: string; interval: BillingInterval | null },
  language: Language,
): string {
  const names = productNames(language);
  if (order.kind === "guide") return order.productId === pdfGuide.id ? names.guide : order.productId;
  if (order.kind === "subscription") {
    const plan = subscriptionPlans.find((candidate) => candidate.id === order.productId);
    return names.subscription(plan?.name ?? order.productId, order.interval ?? "month");
  }
  const name = packageName(order.productId === "extra-consulting" ? null : order.productId);
  return name ? names.package(name) : names.consultingHours;
}
