/**
 * The purchase pages' words (ADR 0028): the paid guide and its success page, the test provider's
 * payment page and billing portal, the invoice pages. Wired into app/i18n/locales as `checkout`.
 * {{…}} are i18next values; prices and dates are formatted by the loaders.
 */
export const checkoutTextsEn = {
  guide: {
    title: "The Passerelle guide to moving to France, 2026",
    metaDescription:
      "A PDF guide generated from our sourced visa pages: every long-stay visa, the 2026 costs, checklists with lead times and seven cities compared.",
    lead: "Everything on our visa pages, in one document you can keep, print and share with your family: generated from the same sourced facts, with the date each one was checked.",
    contentsTitle: "What is inside",
    contents: {
      visas:
        "Every long-stay visa and residence permit, with its conditions, official fees and the official source of each figure",
      costs: "The 2026 costs: visa fees, residence-permit taxes and stamp duty, salary thresholds, proof of funds",
      checklists: "Checklists with lead times, from documents to the first months in France",
      cities:
        "Seven cities compared: rents and monthly costs (our estimates, with their basis), rent control, strengths and drawbacks",
    },
    priceLabel: "One-time price",
    vatIncluded: "VAT included ({{rate}} %)",
    guarantee: "Instant download. {{days}}-day money-back guarantee: reply to your receipt and we refund you.",
    emailLabel: "Your email address",
    emailHint: "We send your receipt and a download link here.",
    buy: "Continue to payment",
    secure: "Payment by card on a secure page of our payment provider. We never see your card number.",
    cancelled: "Payment cancelled: nothing was charged. You can try again when you like.",
    freeTitle: "Not ready yet?",
    freeText: "Read the free starter guide first: no registration, no e-mail.",
    freeLink: "Download the free guide",
    notAdvice: "Guidance, not legal advice: each figure links to its official source.",
    preview: {
      title: "Look inside",
      lead: "Pages of the guide exactly as you will receive them, printed the same way as your copy.",
      chaptersTitle: "Its chapters",
      pages: {
        cover: {
          caption: "The cover",
          alt: "The guide's cover: its title, its edition and the date its figures were last checked",
        },
        contents: {
          caption: "The contents",
          alt: "The contents page: every chapter, each visa and each city with its page number",
        },
        visas: {
          caption: "The visa chapters",
          alt: "The first page of the visa chapters, one chapter per visa or residence permit",
        },
        checklist: {
          caption: "The checklist",
          alt: "The first page of the checklist with lead times, with boxes to tick",
        },
      },
    },
  },
  success: {
    title: "Thank you for your purchase",
    metaDescription: "Your Passerelle guide: download it here.",
    paid: "Your payment is confirmed. Your guide is ready.",
    download: "Download the guide (PDF)",
    linkValid: "This link works for 24 hours. The receipt we sent to {{email}} has a link that works for 30 days.",
    pending:
      "We are confirming your payment with the payment provider. This page refreshes by itself in a few seconds.",
    refresh: "Refresh now",
    refunded: "This order was refunded, so the guide is no longer available from it.",
    unknownTitle: "We could not find this payment",
    unknown:
      "If you paid, your receipt with the download link is on its way by e-mail. Otherwise, you can start again from the guide's page.",
    backToGuide: "Back to the guide",
    guarantee: "Not what you expected? Reply to your receipt within {{days}} days and we refund you.",
  },
  test: {
    title: "Test payment",
    banner: "TEST",
    bannerText: "This is the built-in test payment page. No card is charged and no money moves.",
    summary: "Order summary",
    email: "Receipt to",
    total: "Total",
    perMonth: "per month",
    perYear: "per year",
    pay: "Pay (test card accepted)",
    fail: "Fail (test card declined)",
    cancel: "Cancel and go back",
    failed: "The test card was declined. You can try again or cancel.",
    closed: "This test payment is finished.",
    continue: "Continue",
    portalTitle: "Test billing portal",
    portalText: "The built-in stand-in for the payment provider's customer portal. Nothing here moves real money.",
    portalNone: "No subscription for this customer.",
    portalStatus: "Status: {{status}} — current period ends {{date}}",
    portalCancelling: "Cancels at the end of the period.",
    portalActions: {
      cancel: "Cancel at the end of the period",
      resume: "Keep the subscription",
      renew: "Simulate the next renewal (paid)",
      "fail-renewal": "Simulate a failed renewal",
      end: "End now",
    },
    portalBack: "Back to Passerelle",
  },
  invoice: {
    title: "Invoice {{number}}",
    metaDescription: "Your Passerelle done-for-you invoice.",
    issued: "Issued on {{date}}",
    description: "Description",
    quantity: "Quantity",
    amount: "Amount",
    total: "Total (VAT included)",
    vat: "of which VAT ({{rate}} %)",
    pay: "Pay this invoice",
    paid: "Paid on {{date}}. Thank you!",
    refunded: "This invoice was refunded.",
    void: "This invoice was cancelled.",
    pdf: "Download the PDF",
    secure: "Payment by card on a secure page of our payment provider.",
  },
  invoiceSuccess: {
    title: "Payment received",
    metaDescription: "Your done-for-you invoice is paid.",
    paid: "Thank you: invoice {{number}} is paid and your done-for-you plan is active.",
    next: "What happens next: your advisor contacts you within 24 hours to start, and your receipt is on its way by e-mail.",
    pending:
      "We are confirming your payment with the payment provider. This page refreshes by itself in a few seconds.",
    unknown: "We could not find this payment. If you paid, your receipt is on its way by e-mail.",
    profile: "Go to my profile",
  },
  invoiceCancelled: {
    title: "Payment not completed",
    metaDescription: "Your invoice payment was not completed.",
    text: "Nothing was charged. Your invoice stays open: you can pay it whenever you are ready, from the link in our e-mail or from your profile.",
    next: "A question about the invoice? Reply to the e-mail it came with, or write to us.",
    retry: "Back to the invoice",
    contact: "Contact us",
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type CheckoutTexts = Shape<typeof checkoutTextsEn>;
