import { readdirSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { contactSubjects } from "../../core/contact-rules.ts";
import { countryName } from "../../core/countries.ts";
import { dateTimeFormat, numberFormat } from "../../core/intl-formats.ts";
import { autoRefundReasons } from "../../core/orders.ts";
import {
  formatEuros,
  pdfGuide,
  planGuaranteeDays,
  subscriptionPlans,
  vatIncluded,
} from "../../core/plans-catalogue.ts";
import { productNames } from "../commerce/product-names.ts";
import { contactSubjectNames } from "../i18n/contact-subjects.ts";
import { arabicShare, unmarkedLatinPhrase } from "../prose/arabic-text-checks.ts";
import { automaticRefundEmail } from "./automatic-refund.ts";
import { caseDigestEmail } from "./case-digest.ts";
import { caseNotificationEmail } from "./case-notification.ts";
import type { CaseNotificationItem } from "./case-notification-lines.ts";
import { checklistConsentWordings } from "./checklist-consent.ts";
import { consultationConfirmationEmail } from "./consultation-confirmation.ts";
import { consultationReplyEmail } from "./consultation-reply.ts";
import { consultationTeamNotificationEmail } from "./consultation-team-notification.ts";
import { contactAcknowledgementEmail } from "./contact-acknowledgement.ts";
import { type ContactMessageDetails, contactTeamNotificationEmail } from "./contact-team-notification.ts";
import { emailChangedEmail } from "./email-changed.ts";
import { emailVerificationEmail } from "./email-verification.ts";
import { existingAccountSignUpEmail } from "./existing-account-sign-up.ts";
import { guideReceiptEmail } from "./guide-receipt.ts";
import { invoiceIssuedEmail } from "./invoice-issued.ts";
import { invoicePaidEmail } from "./invoice-paid.ts";
import { passwordResetEmail } from "./password-reset.ts";
import { permitDigestEmail } from "./permit-digest.ts";
import { permitReminderEmail } from "./permit-reminder.ts";
import { refundConfirmationEmail } from "./refund-confirmation.ts";
import { relocationChecklistEmail } from "./relocation-checklist.ts";
import { subscriptionCancelledEmail } from "./subscription-cancelled.ts";
import { subscriptionReceiptEmail } from "./subscription-receipt.ts";

/**
 * Every e-mail a customer or member receives, written in Arabic, reads as Arabic (ADR 0086): the
 * page is marked right to left, the subject and the text are Arabic words apart from names, the
 * punctuation is Arabic, and the amounts and dates are written the way an Arabic reader's locale
 * writes them. Team notifications are written for the team, in English, and are listed apart.
 */

const site = "https://passerelle.example";
type Email = { subject: string; text: string; html: string };

/** What the text must show, formatted as core/intl-formats.ts formats it for "ar". */
type Figure =
  | { kind: "euros"; cents: number }
  | { kind: "date"; moment: string }
  | { kind: "dateTime"; moment: string }
  /** A calendar day (a task's deadline), read in UTC so no time zone moves it. */
  | { kind: "day"; day: string }
  | { kind: "count"; count: number };

type Sample = {
  name: string;
  /** The function that writes it: a template with no sample fails the inventory below. */
  template: (...args: never[]) => Email;
  render: () => Email;
  /**
   * The sample's own names and inputs (a person's name, a plan or package name, an invoice number,
   * a title an advisor typed): names, not untranslated text, so they are left out of the measure.
   */
  names: string[];
  figures: Figure[];
  /** Arabic words the sample's choices must come back as (a country, a contact subject). */
  shows?: string[];
  /**
   * Text the template's code writes around a name, not its `ar` texts (which are all this test may
   * change): left out of the punctuation check, each with its reason.
   */
  codeWording?: string[];
};

const euros = (cents: number, language: "ar" | "en") => formatEuros(cents, language);
const parisDate = (language: "ar" | "en", moment: string, withTime = false) =>
  dateTimeFormat(language, {
    dateStyle: "long",
    ...(withTime ? { timeStyle: "short" as const } : {}),
    timeZone: "Europe/Paris",
  }).format(new Date(moment));

/** The figure as an Arabic reader's locale writes it, and as an English one would (which must not show). */
function figureIn(figure: Figure, language: "ar" | "en"): string {
  switch (figure.kind) {
    case "euros":
      return euros(figure.cents, language);
    case "date":
      return parisDate(language, figure.moment);
    case "dateTime":
      return parisDate(language, figure.moment, true);
    case "day":
      return dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${figure.day}T00:00:00Z`),
      );
    case "count":
      return numberFormat(language).format(figure.count);
  }
}

const ar = productNames("ar");
const freePlan = subscriptionPlans.find((plan) => plan.tier === "free")!.name;

const caseItems: { label: string; item: CaseNotificationItem }[] = [
  { label: "document requested", item: { kind: "document_requested", title: "Passport scan" } },
  {
    label: "document approved",
    item: { kind: "document_reviewed", title: "Passport scan", outcome: "approved", feedback: null },
  },
  {
    label: "document rejected",
    item: {
      kind: "document_reviewed",
      title: "Birth certificate",
      outcome: "rejected",
      feedback: "Scan it again in colour.",
    },
  },
  {
    label: "document reviewed",
    item: { kind: "document_reviewed", title: "Lease", outcome: null, feedback: null },
  },
  { label: "message", item: { kind: "message", sender: "Claire Martin" } },
  { label: "message without a sender", item: { kind: "message", sender: "" } },
  { label: "task due on a day", item: { kind: "task_due", title: "Book the OFII appointment", dueDate: "2026-12-03" } },
  { label: "task due", item: { kind: "task_due", title: "Open a bank account", dueDate: null } },
];
/** Titles, names and feedback typed by the advisor, shown as typed. */
const caseInputs = [
  "Passport scan",
  "Birth certificate",
  "Scan it again in colour.",
  "Lease",
  "Claire Martin",
  "Book the OFII appointment",
  "Open a bank account",
];
const caseLink = `${site}/dashboard?lang=ar#doc-1`;
const settingsLink = `${site}/profile?lang=ar#notifications`;

const samples: Sample[] = [
  ...autoRefundReasons.map((reason): Sample => {
    const productName =
      reason === "already-subscribed"
        ? ar.subscription("Premium Relocator", "year")
        : reason === "already-owned"
          ? ar.guide
          : ar.package("Family Premium");
    const amountCents = reason === "already-subscribed" ? 29_000 : reason === "already-owned" ? 1_900 : 199_700;
    const keptSince = reason === "not-payable" ? null : "2027-10-26T10:00:00.000Z";
    const guideLink =
      reason === "already-owned"
        ? { url: `${site}/api/orders/3f9a/guide?sig=abc`, expiresAt: "2026-12-26T13:00:00.000Z" }
        : null;
    return {
      name: `automatic refund (${reason})`,
      template: automaticRefundEmail,
      render: () =>
        automaticRefundEmail("ar", site, {
          reason,
          productName,
          amountCents,
          paidAt: "2026-11-26T10:00:00.000Z",
          refundedAt: "2026-11-26T10:01:00.000Z",
          keptSince,
          guideLink,
        }),
      names: ["Premium Relocator", "Family Premium"],
      figures: [
        { kind: "euros", cents: amountCents },
        { kind: "date", moment: "2026-11-26T10:00:00.000Z" },
        ...(keptSince ? [{ kind: "date" as const, moment: keptSince }] : []),
        ...(guideLink ? [{ kind: "dateTime" as const, moment: guideLink.expiresAt }] : []),
      ],
    };
  }),
  {
    name: "case digest",
    template: caseDigestEmail,
    render: () =>
      caseDigestEmail("ar", {
        recipientName: "Amira",
        entries: caseItems.map(({ item }, index) => ({ item, link: `${caseLink}${index}` })),
        home: caseLink,
        settingsLink,
      }),
    names: ["Amira", ...caseInputs],
    figures: [
      { kind: "count", count: caseItems.length },
      { kind: "day", day: "2026-12-03" },
    ],
  },
  ...caseItems.map(
    ({ label, item }): Sample => ({
      name: `case notification (${label})`,
      template: caseNotificationEmail,
      render: () => caseNotificationEmail("ar", { recipientName: "Amira", item, link: caseLink, settingsLink }),
      names: ["Amira", ...caseInputs],
      figures: item.kind === "task_due" && item.dueDate ? [{ kind: "day", day: item.dueDate }] : [],
    }),
  ),
  ...(
    [
      { label: "with a name", greetAddress: null, timeZone: "Africa/Casablanca", timeZoneAssumed: false },
      { label: "without a name", greetAddress: "amira.benali@example.com", timeZone: "Asia/Dubai" },
      { label: "time zone assumed", greetAddress: null, timeZone: "Europe/Paris", timeZoneAssumed: true },
    ] as const
  ).map(
    ({ label, ...request }): Sample => ({
      name: `consultation confirmation (${label})`,
      template: consultationConfirmationEmail,
      render: () =>
        consultationConfirmationEmail("ar", site, {
          applicationType: "family",
          countryOfOrigin: "MA",
          contactTime: "evening",
          contactDays: "weekdays",
          ...request,
        }),
      // The time zone is the form's value, an IANA name quoted as the person chose it.
      names: [request.timeZone],
      figures: [],
      shows: [countryName("MA", "ar"), "عائلي"],
    }),
  ),
  {
    name: "consultation reply",
    template: consultationReplyEmail,
    render: () =>
      consultationReplyEmail("ar", site, {
        name: "Amira Benali",
        body: "شكرًا على طلبك. يمكننا الاتصال بك يوم الثلاثاء مساءً لمدة ثلاثين دقيقة.",
      }),
    names: ["Amira Benali"],
    figures: [],
  },
  ...contactSubjects.map(
    (subject): Sample => ({
      name: `contact acknowledgement (${subject})`,
      template: contactAcknowledgementEmail,
      render: () => contactAcknowledgementEmail("ar", site, { name: "Amira Benali", subject }),
      names: ["Amira Benali"],
      figures: [],
      shows: [contactSubjectNames.ar[subject]],
    }),
  ),
  {
    name: "e-mail changed",
    template: emailChangedEmail,
    render: () => emailChangedEmail("ar", "amira.benali@example.com", site),
    names: [],
    figures: [],
  },
  {
    name: "e-mail verification",
    template: emailVerificationEmail,
    render: () => emailVerificationEmail("ar", `${site}/verify-email?token=abc123`, "Amira Benali"),
    names: ["Amira Benali"],
    figures: [],
  },
  {
    name: "existing account sign-up",
    template: existingAccountSignUpEmail,
    render: () => existingAccountSignUpEmail("ar", site),
    names: [],
    figures: [],
  },
  {
    name: "guide receipt",
    template: guideReceiptEmail,
    render: () =>
      guideReceiptEmail("ar", site, {
        orderId: "3f9a2c71-0000-4000-8000-000000000000",
        amountCents: pdfGuide.priceCents,
        paidAt: "2026-11-24T10:00:00.000Z",
        downloadUrl: "/pdf-guide/download/3f9a2c71?sig=abc",
        downloadExpiresAt: "2026-12-01T10:00:00.000Z",
        guaranteeDays: pdfGuide.guaranteeDays,
      }),
    // The order reference, and "PDF", a file format's name, written in Latin letters in Arabic too
    // (as content/commerce/product-names.ts does), which in a subject this short weighs 11 % of
    // the letters.
    names: ["3F9A2C71", "PDF"],
    figures: [
      { kind: "euros", cents: pdfGuide.priceCents },
      { kind: "euros", cents: vatIncluded(pdfGuide.priceCents).vatCents },
      { kind: "date", moment: "2026-11-24T10:00:00.000Z" },
      { kind: "dateTime", moment: "2026-12-01T10:00:00.000Z" },
    ],
  },
  {
    name: "invoice issued",
    template: invoiceIssuedEmail,
    render: () =>
      invoiceIssuedEmail("ar", site, {
        number: "2026-0007",
        customerName: "Amina Diallo",
        lines: [
          { description: ar.package("Essential Relocation"), quantity: 1, amountCents: 99_700 },
          { description: ar.consultingHours, quantity: 3, amountCents: 45_000 },
        ],
        totalCents: 144_700,
        payUrl: "/invoices/inv_1?lang=ar",
      }),
    names: ["2026-0007", "Amina Diallo", "Essential Relocation"],
    figures: [
      { kind: "euros", cents: 99_700 },
      { kind: "euros", cents: 45_000 },
      { kind: "euros", cents: 144_700 },
      { kind: "euros", cents: vatIncluded(144_700).vatCents },
    ],
  },
  {
    name: "invoice paid",
    template: invoicePaidEmail,
    render: () =>
      invoicePaidEmail("ar", site, {
        number: "2026-0007",
        totalCents: 144_700,
        paidAt: "2026-11-24T10:00:00.000Z",
        packageName: "Essential Relocation",
      }),
    names: ["2026-0007", "Essential Relocation"],
    figures: [
      { kind: "euros", cents: 144_700 },
      { kind: "euros", cents: vatIncluded(144_700).vatCents },
      { kind: "date", moment: "2026-11-24T10:00:00.000Z" },
    ],
  },
  {
    name: "password reset",
    template: passwordResetEmail,
    render: () => passwordResetEmail("ar", `${site}/reset-password?token=abc123`, "Amira Benali"),
    names: ["Amira Benali"],
    figures: [],
  },
  ...(["guide", "subscription", "invoice"] as const).map((kind): Sample => {
    const amountCents = kind === "guide" ? 1_900 : kind === "subscription" ? 2_900 : 199_700;
    return {
      name: `refund confirmation (${kind})`,
      template: refundConfirmationEmail,
      render: () =>
        refundConfirmationEmail("ar", site, {
          productName:
            kind === "guide"
              ? ar.guide
              : kind === "subscription"
                ? ar.subscription("Premium Relocator", "month")
                : ar.package("Family Premium"),
          amountCents,
          refundedAt: "2026-11-26T10:00:00.000Z",
          kind,
        }),
      // The free plan's catalogue name is a proper name, the same in every language.
      names: ["Premium Relocator", "Family Premium", freePlan],
      figures: [
        { kind: "euros", cents: amountCents },
        { kind: "date", moment: "2026-11-26T10:00:00.000Z" },
      ],
    };
  }),
  ...(
    [
      ["permit reminder, VLS-TS in 7 days", "vls-ts-validation", "2027-02-28", 7],
      ["permit reminder, renewal today", "renewal-last-day", "2027-09-20", 0],
    ] as const
  ).map(([name, kind, deadline, daysLeft]) => ({
    name,
    template: permitReminderEmail,
    render: () =>
      permitReminderEmail("ar", {
        recipientName: "Amira",
        kind,
        routeName: "موظف",
        deadline,
        daysLeft,
        today: "2026-12-03",
        dashboardLink: `${site}/dashboard/permits?lang=ar`,
      }),
    names: ["Amira"],
    figures: [{ kind: "day" as const, day: deadline }],
  })),
  {
    name: "permit summary, every Monday",
    template: permitDigestEmail,
    render: () =>
      permitDigestEmail("ar", {
        recipientName: "Amira",
        entries: [
          { kind: "vls-ts-validation", routeName: "موظف", deadline: "2027-02-28", daysLeft: 83 },
          { kind: "renewal-last-day", routeName: "موظف", deadline: "2027-02-10", daysLeft: 65 },
        ],
        today: "2026-12-07",
        dashboardLink: `${site}/dashboard/permits?lang=ar`,
      }),
    names: ["Amira"],
    figures: [
      { kind: "day" as const, day: "2027-02-28" },
      { kind: "day" as const, day: "2027-02-10" },
    ],
  },
  {
    name: "relocation checklist",
    template: relocationChecklistEmail,
    render: () => relocationChecklistEmail("ar", site, `${site}/unsubscribe?token=abc123`),
    names: [],
    figures: [],
  },
  {
    name: "subscription cancelled",
    template: subscriptionCancelledEmail,
    render: () =>
      subscriptionCancelledEmail("ar", site, { planName: "Premium Relocator", endsAt: "2027-11-24T10:00:00.000Z" }),
    names: ["Premium Relocator", freePlan],
    figures: [{ kind: "date", moment: "2027-11-24T10:00:00.000Z" }],
  },
  ...([false, true] as const).map(
    (renewal): Sample => ({
      name: `subscription receipt (${renewal ? "renewal" : "first payment"})`,
      template: subscriptionReceiptEmail,
      render: () =>
        subscriptionReceiptEmail("ar", site, {
          planName: "Premium Relocator",
          interval: renewal ? "month" : "year",
          amountCents: renewal ? 2_900 : 29_000,
          paidAt: "2026-11-24T10:00:00.000Z",
          renewsAt: renewal ? "2026-12-24T10:00:00.000Z" : "2027-11-24T10:00:00.000Z",
          guaranteeDays: planGuaranteeDays,
          renewal,
        }),
      names: ["Premium Relocator"],
      figures: [
        { kind: "euros", cents: renewal ? 2_900 : 29_000 },
        { kind: "euros", cents: vatIncluded(renewal ? 2_900 : 29_000).vatCents },
        { kind: "date", moment: "2026-11-24T10:00:00.000Z" },
        { kind: "date", moment: renewal ? "2026-12-24T10:00:00.000Z" : "2027-11-24T10:00:00.000Z" },
      ],
    }),
  ),
];

/**
 * Written for the team, not for a customer or member: the team reads its notifications in the
 * language every member shares, English.
 */
const exempt: { template: (...args: never[]) => Email; file: string; reason: string }[] = [
  {
    template: contactTeamNotificationEmail,
    file: "contact-team-notification.ts",
    reason: "a contact message's notice to the team address; English only: it takes no language",
  },
  // Typed with a language, so no type can say it is English only, and content/ may not import the
  // server's `teamLanguage` (tests/unit/layers.test.ts): the sender is where English is chosen.
  {
    template: consultationTeamNotificationEmail,
    file: "consultation-team-notification.ts",
    reason:
      "a consultation request's notice to the team address; the server sends it in English (teamLanguage, server/modules/consultations/request-consultation.ts)",
  },
];

/** Text a reader reads as words: the sample's names, addresses and the brand taken out. */
function ownText(text: string, names: readonly string[]): string {
  let words = text.replace(/https?:\/\/\S+/g, " ").replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ");
  // Longest first, so a name holding another ("Passerelle France…") goes whole.
  for (const name of [...names].sort((a, b) => b.length - a.length)) words = words.replaceAll(name, " ");
  return words.replaceAll("Passerelle", " ");
}

/**
 * A Latin comma, semicolon or question mark right after an Arabic letter (and its vowel marks), or
 * right before an Arabic word: where Arabic writes ، ؛ ؟
 */
const latinPunctuation = /\p{Script=Arabic}\p{M}*[,;?]|[,;?] *(?=\p{Script=Arabic})/gu;

function latinPunctuationIn(text: string, codeWording: readonly string[] = []): string[] {
  let prose = text.replace(/https?:\/\/\S+/g, " ");
  for (const wording of codeWording) prose = prose.replaceAll(wording, " ");
  return [...prose.matchAll(latinPunctuation)].map((match) =>
    prose.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10),
  );
}

/**
 * Lines whose first letter is not Arabic. A plain-text mail client sets each paragraph's direction
 * by its first letter (Unicode's bidi rule): such a line is laid out left to right.
 */
function leftToRightLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /\p{L}/u.test(line))
    .filter((line) => !/^\P{L}*\p{Script=Arabic}/u.test(line));
}

describe.each(samples)("the $name e-mail in Arabic", ({ render, names, figures, shows, codeWording }) => {
  const email = render();

  it("is marked as Arabic, right to left", () => {
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
  });

  it.each(["subject", "text"] as const)("has an Arabic %s: 90 % of its letters at least, no Latin phrase", (part) => {
    const words = ownText(email[part], names);
    expect(arabicShare([words])).toBeGreaterThanOrEqual(90);
    expect(unmarkedLatinPhrase(words)).toBeNull();
  });

  it("uses Arabic commas, semicolons and question marks", () => {
    expect(latinPunctuationIn(`${email.subject}\n${email.text}`, codeWording)).toEqual([]);
  });

  it("starts the subject and every line of the text with an Arabic word, so they lay out right to left", () => {
    expect(leftToRightLines(`${email.subject}\n${email.text}`)).toEqual([]);
  });

  if (shows)
    it("gives the sample's choices in Arabic", () => {
      for (const words of shows) expect(email.text).toContain(words);
    });

  if (figures.length > 0)
    it("writes its amounts and dates as an Arabic reader's locale does, never as an English one", () => {
      for (const figure of figures) {
        expect(email.text).toContain(figureIn(figure, "ar"));
        if (figure.kind !== "count") expect(email.text).not.toContain(figureIn(figure, "en"));
      }
    });
});

describe("the e-mails' inventory", () => {
  const covered = new Set<unknown>(samples.map((sample) => sample.template));

  it("covers every e-mail of content/emails in Arabic, or lists it as a team notification", async () => {
    const exempted = new Set<unknown>(exempt.map((entry) => entry.template));
    const uncovered: string[] = [];
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    for (const file of files) {
      const module: Record<string, unknown> = await import(`./${file}`);
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== "function" || !name.endsWith("Email") || name === "renderEmail") continue;
        if (!covered.has(value) && !exempted.has(value)) uncovered.push(`${file}: ${name}`);
      }
    }
    expect(uncovered).toEqual([]);
    for (const entry of exempt) expect(files).toContain(entry.file);
  });

  it.each(exempt)("leaves $file out: $reason", ({ template }) => {
    expect(covered.has(template)).toBe(false);
  });

  it("writes the contact team notification in English, the only language it knows", () => {
    expectTypeOf(contactTeamNotificationEmail).parameters.toEqualTypeOf<[string, ContactMessageDetails]>();
    const email = contactTeamNotificationEmail(site, {
      id: "msg_1",
      name: "Amira Benali",
      email: "amira.benali@example.com",
      subject: "visa",
      message: "مرحبًا، لدي سؤال عن تأشيرة الطالب.",
      language: "ar",
      consentedAt: "2026-11-24T10:00:00.000Z",
      createdAt: "2026-11-24T10:00:00.000Z",
    });
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.subject).toMatch(/^New message from /);
  });
});

describe("the checklist consent (what the form promises about these e-mails)", () => {
  it.each(Object.entries(checklistConsentWordings))("reads as Arabic in version %s", (_version, wording) => {
    expect(arabicShare([wording.ar])).toBeGreaterThanOrEqual(90);
    expect(unmarkedLatinPhrase(wording.ar)).toBeNull();
    expect(latinPunctuationIn(wording.ar)).toEqual([]);
  });
});
