import type { Language } from "../../core/languages.ts";

/**
 * The fixed indemnity for recovery costs that a professional customer owes on a late payment
 * (Code de commerce, art. L441-10 II and D441-5), in cents. Every French invoice must mention it.
 */
export const recoveryIndemnityCents = 4_000;

/**
 * The words of an invoice (server/modules/guide-pdf/invoice-document.ts), in the customer's
 * language. The mentions follow CGI art. 242 nonies A and Code de commerce art. L441-9: seller
 * identity and registration, VAT number, number and date, unit prices excluding VAT, VAT by rate,
 * totals, payment date or terms, late-payment penalties and the recovery indemnity.
 */
export type InvoiceTexts = {
  title: string;
  number: string;
  issuedOn: string;
  seller: string;
  customer: string;
  legalForm: string;
  shareCapital: string;
  registration: string;
  vatNumber: string;
  description: string;
  quantity: string;
  unitNet: string;
  unitGross: string;
  lineTotal: string;
  totalNet: string;
  /** "{rate}" is the VAT rate, formatted as a percentage. */
  vat: string;
  totalGross: string;
  /** "{date}" is the payment date. */
  paidOn: string;
  toPay: string;
  refunded: string;
  void: string;
  /** "{indemnity}" is the recovery indemnity, formatted in euros. */
  latePayment: string;
  examples: string;
};

const en: InvoiceTexts = {
  title: "Invoice",
  number: "Invoice number",
  issuedOn: "Date of issue",
  seller: "Seller",
  customer: "Billed to",
  legalForm: "Legal form",
  shareCapital: "Share capital",
  registration: "Registration",
  vatNumber: "VAT number",
  description: "Description",
  quantity: "Quantity",
  unitNet: "Unit price excl. VAT",
  unitGross: "Unit price incl. VAT",
  lineTotal: "Amount incl. VAT",
  totalNet: "Total excl. VAT",
  vat: "VAT {rate}",
  totalGross: "Total incl. VAT",
  paidOn: "Paid on {date}",
  toPay: "To pay: payment is due on receipt of this invoice.",
  refunded: "Refunded",
  void: "Cancelled",
  latePayment:
    "Late payment: penalties at three times the French statutory interest rate (Code de commerce, art. L441-10), and for business customers a fixed indemnity of {indemnity} for recovery costs (art. D441-5). No discount for early payment.",
  examples:
    "Example values: the operator has not configured its legal identity yet, so this document is not a valid invoice.",
};

const fr: InvoiceTexts = {
  title: "Facture",
  number: "Numéro de facture",
  issuedOn: "Date d'émission",
  seller: "Vendeur",
  customer: "Client",
  legalForm: "Forme juridique",
  shareCapital: "Capital social",
  registration: "Immatriculation",
  vatNumber: "Numéro de TVA intracommunautaire",
  description: "Désignation",
  quantity: "Quantité",
  unitNet: "Prix unitaire HT",
  unitGross: "Prix unitaire TTC",
  lineTotal: "Montant TTC",
  totalNet: "Total HT",
  vat: "TVA {rate}",
  totalGross: "Total TTC",
  paidOn: "Payée le {date}",
  toPay: "À payer\u202f: paiement à réception de la facture.",
  refunded: "Remboursée",
  void: "Annulée",
  latePayment:
    "Retard de paiement\u202f: pénalités au taux de trois fois le taux d'intérêt légal (Code de commerce, art. L441-10) et, pour les clients professionnels, indemnité forfaitaire pour frais de recouvrement de {indemnity} (art. D441-5). Pas d'escompte pour paiement anticipé.",
  examples:
    "Valeurs d'exemple\u202f: l'exploitant n'a pas encore configuré son identité légale, ce document n'est donc pas une facture valable.",
};

const ar: InvoiceTexts = {
  title: "فاتورة",
  number: "رقم الفاتورة",
  issuedOn: "تاريخ الإصدار",
  seller: "البائع",
  customer: "العميل",
  legalForm: "الشكل القانوني",
  shareCapital: "رأس المال",
  registration: "رقم التسجيل",
  vatNumber: "رقم ضريبة القيمة المضافة",
  description: "الوصف",
  quantity: "الكمية",
  unitNet: "سعر الوحدة دون الضريبة",
  unitGross: "سعر الوحدة شاملًا الضريبة",
  lineTotal: "المبلغ شاملًا الضريبة",
  totalNet: "المجموع دون الضريبة",
  vat: "ضريبة القيمة المضافة {rate}",
  totalGross: "المجموع شاملًا الضريبة",
  paidOn: "دُفعت في {date}",
  toPay: "مستحقة الدفع: يُستحق الدفع عند استلام هذه الفاتورة.",
  refunded: "مستردة",
  void: "ملغاة",
  latePayment:
    "التأخر في الدفع: غرامات بمعدل ثلاثة أضعاف سعر الفائدة القانوني الفرنسي (القانون التجاري، المادة L441-10)، وعلى العملاء المهنيين تعويض ثابت قدره {indemnity} عن تكاليف التحصيل (المادة D441-5). لا خصم على الدفع المسبق.",
  examples: "قيم على سبيل المثال: لم يضبط المشغّل هويته القانونية بعد، لذا فهذه الوثيقة ليست فاتورة صالحة.",
};

export const invoiceTexts: Record<Language, InvoiceTexts> = { en, fr, ar };
