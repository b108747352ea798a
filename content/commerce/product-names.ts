import type { Language } from "../../core/languages.ts";
import type { BillingInterval } from "../../core/plans-catalogue.ts";

/**
 * What a purchase is called on the payment page, on receipts and invoices, in the customer's
 * language. Plan and package names are proper names (the same in every language); what surrounds
 * them is translated here.
 */
const names: Record<
  Language,
  {
    guide: string;
    subscription: (plan: string, interval: BillingInterval) => string;
    consultingHours: string;
    package: (name: string) => string;
  }
> = {
  en: {
    guide: "France relocation guide 2026 (PDF)",
    subscription: (plan, interval) => `${plan} — ${interval === "year" ? "yearly" : "monthly"} subscription`,
    consultingHours: "Extra consulting (per hour)",
    package: (name) => `Done-for-you package: ${name}`,
  },
  fr: {
    guide: "Guide de l'installation en France 2026 (PDF)",
    subscription: (plan, interval) => `${plan} — abonnement ${interval === "year" ? "annuel" : "mensuel"}`,
    consultingHours: "Conseil supplémentaire (à l'heure)",
    package: (name) => `Formule clé en main\u202f: ${name}`,
  },
  ar: {
    guide: "دليل الانتقال إلى فرنسا 2026 (PDF)",
    subscription: (plan, interval) => `${plan} — اشتراك ${interval === "year" ? "سنوي" : "شهري"}`,
    consultingHours: "استشارة إضافية (بالساعة)",
    package: (name) => `باقة الخدمة الشاملة: ${name}`,
  },
};

export function productNames(language: Language) {
  return names[language];
}
