import { createInstance, type i18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../../../core/account-rules.ts";
import { auditActions, auditTargetTypes } from "../../../core/back-office/audit-actions.ts";
import { auditFieldNames, auditValueLabels } from "../../../core/back-office/audit-sentence.ts";
import { faqCategories, faqPages } from "../../../core/back-office/back-office-inputs.ts";
import { consultationStatuses } from "../../../core/back-office/consultation-status.ts";
import { blogStatuses } from "../../../core/blog/blog-status.ts";
import { documentStatuses } from "../../../core/case/document-status.ts";
import { journeyPhases, planStatuses } from "../../../core/case/journey.ts";
import { storedTaskStatuses } from "../../../core/case/task-status.ts";
import { supportedLanguages } from "../../../core/languages.ts";
import { planTiers } from "../../../core/plans.ts";
import { i18nOptions } from "../../i18n/i18n-options.ts";
import ar from "../../i18n/locales/ar.ts";
import en from "../../i18n/locales/en.ts";
import fr from "../../i18n/locales/fr.ts";
import { type AuditEntryInput, type AuditWords, auditEntryView } from "./audit-entry-view.ts";

/**
 * The audit screen's sentences, put into words with the site's own catalogs: every action the
 * server records reads as a sentence of its own in English, French and Arabic, and the examples
 * read as an administrator would say them.
 */
const instances = new Map<string, i18n>();

beforeAll(async () => {
  for (const language of supportedLanguages) {
    const instance = createInstance();
    await instance.init({
      ...i18nOptions,
      lng: language,
      resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } },
    });
    instances.set(language, instance);
  }
});

function wordsIn(language: string): AuditWords & { has: (key: string) => boolean } {
  const instance = instances.get(language) as i18n;
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  return {
    t: (key, options) => instance.t(key, options) as string,
    date: (iso) => iso,
    list: (items) => list.format(items),
    number: (value) => new Intl.NumberFormat(language).format(value),
    // Only the language's own catalog: a key missing in French must not pass on the English one.
    has: (key) => instance.exists(key, { lng: language, fallbackLng: false }),
  };
}

const entry = (overrides: Partial<AuditEntryInput>): AuditEntryInput => ({
  id: "e1",
  action: "consultation_status_changed",
  targetType: "consultation_request",
  targetId: "c1",
  targetName: null,
  before: null,
  after: null,
  createdAt: "2026-11-24T09:00:00.000Z",
  actor: { id: "u1", name: "Claire Martin", email: "claire@example.com" },
  ...overrides,
});

/** The values each label list must name, by the list's key. */
const valuesOf: Record<string, readonly string[]> = {
  "backOffice.consultationStatus": consultationStatuses,
  "backOffice.outbox.statuses": ["pending", "sending", "sent", "failed", "skipped"],
  "adminBlog.status": blogStatuses,
  "backOffice.languages": supportedLanguages,
  "dashboard.taskStatuses": storedTaskStatuses,
  "dashboard.documentStatuses": documentStatuses,
  "dashboard.planStatuses": planStatuses,
  "dashboard.phases": journeyPhases,
  "backOffice.faq.categories": faqCategories,
  "backOffice.faq.pages": faqPages,
  "backOffice.users.roles": userRoles,
  "backOffice.users.plans": planTiers,
};

describe.each(supportedLanguages)("the audit screen's words in %s", (language) => {
  it("has a sentence and a filter name for every action the server records, and names the actor", () => {
    const words = wordsIn(language);
    for (const action of auditActions) {
      expect(words.has(`backOffice.audit.sentences.${action}`), action).toBe(true);
      expect(words.has(`backOffice.audit.actionNames.${action}`), action).toBe(true);
      const view = auditEntryView(entry({ action, targetName: "Sujet" }), words);
      expect(view.sentence, action).toContain("Claire Martin");
      expect(view.sentence, action).not.toContain("{{");
      expect(view.unknownAction).toBeNull();
    }
    const sentences = new Set(
      auditActions.map((action) => words.t(`backOffice.audit.sentences.${action}`, { defaultValue: "" })),
    );
    expect(sentences.size, "one sentence per action").toBe(auditActions.length);
  });

  it("names every kind of target, every field and every value the sentences translate", () => {
    const words = wordsIn(language);
    for (const type of auditTargetTypes) expect(words.has(`backOffice.audit.targets.${type}`), type).toBe(true);
    for (const field of auditFieldNames) expect(words.has(`backOffice.audit.fields.${field}`), field).toBe(true);
    for (const lists of Object.values(auditValueLabels)) {
      for (const key of Object.values(lists)) {
        const values = valuesOf[key];
        expect(values, `values of ${key}`).toBeDefined();
        for (const value of values ?? []) expect(words.has(`${key}.${value}`), `${key}.${value}`).toBe(true);
      }
    }
  });
});

describe("audit sentences as an administrator reads them", () => {
  it("says a consultation's status change with both statuses translated", () => {
    const change = entry({ before: { status: "new" }, after: { status: "contacted" }, targetName: "Marie Curie" });
    expect(auditEntryView(change, wordsIn("en")).sentence).toBe(
      "Claire Martin changed the consultation request's status from New to Contacted (Marie Curie)",
    );
    expect(auditEntryView(change, wordsIn("fr")).sentence).toBe(
      "Claire Martin a changé le statut de la demande de consultation de Nouvelle à Contactée (Marie Curie)",
    );
  });

  it("says a role change with the role names, and the settings changed by their labels", () => {
    const role = entry({
      action: "user_access_changed",
      targetType: "user",
      targetName: "Paul",
      before: { role: "user" },
      after: { role: "advisor" },
    });
    expect(auditEntryView(role, wordsIn("en")).sentence).toBe("Claire Martin changed Paul's role from User to Advisor");
    const settings = entry({
      action: "site_settings_updated",
      targetType: "site_settings",
      before: { CONTACT_EMAIL: null, TEAM_EMAIL: "a@example.com" },
      after: { CONTACT_EMAIL: "hello@example.com", TEAM_EMAIL: "b@example.com" },
    });
    const view = auditEntryView(settings, wordsIn("en"));
    expect(view.sentence).toBe("Claire Martin changed site settings: Contact e-mail and Team notification address");
    expect(view.changes).toEqual([
      "Contact e-mail: (empty) → hello@example.com",
      "Team notification address: a@example.com → b@example.com",
    ]);
    expect(auditEntryView(settings, wordsIn("fr")).changes[1]).toBe(
      `${fr.backOffice.settings.fields.TEAM_EMAIL}\u202f: a@example.com → b@example.com`,
    );
  });

  it("says a published post by its title, and an unknown action generically with its raw name", () => {
    const published = entry({
      action: "blog_post_published",
      targetType: "blog_post",
      after: { title: "Opening a bank account", status: "published" },
    });
    expect(auditEntryView(published, wordsIn("en")).sentence).toBe(
      "Claire Martin published the blog post “Opening a bank account”",
    );
    expect(auditEntryView(published, wordsIn("fr")).sentence).toBe(
      "Claire Martin a publié l'article du blog «\u202fOpening a bank account\u202f»",
    );
    const unknown = auditEntryView(entry({ action: "invoice_voided", targetType: "invoice" }), wordsIn("fr"));
    expect(unknown.sentence).toBe("Claire Martin a fait une modification que cet écran ne décrit pas encore");
    expect(unknown.unknownAction).toBe("invoice_voided");
    expect(unknown.recorded.action).toBe("invoice_voided");
  });

  it("sets names and values apart from the sentence's direction in Arabic, and only there", () => {
    const change = entry({ action: "faq_item_deleted", targetType: "faq_item", before: { question: "Visa?" } });
    expect(auditEntryView(change, { ...wordsIn("ar"), isolate: true }).sentence).toContain(
      "\u2068Claire Martin\u2069 السؤال الشائع «\u2068Visa?\u2069»",
    );
    expect(auditEntryView(change, wordsIn("en")).sentence).not.toContain("\u2068");
  });

  it("writes a figure in the page's language", () => {
    const rating = entry({
      action: "site_settings_updated",
      targetType: "site_settings",
      before: { rating: null },
      after: { rating: 4.8 },
    });
    expect(auditEntryView(rating, wordsIn("en")).changes).toEqual([
      `${en.backOffice.settings.fields.rating}: (empty) → 4.8`,
    ]);
    expect(auditEntryView(rating, wordsIn("fr")).changes).toEqual([
      `${fr.backOffice.settings.fields.rating}\u202f: (vide) → 4,8`,
    ]);
  });

  it("names a deleted account as such", () => {
    const orphan = entry({
      actor: { id: "gone", name: null, email: null },
      action: "email_retried",
      targetType: "outbox",
    });
    expect(auditEntryView(orphan, wordsIn("en")).sentence).toMatch(/^A deleted account sent the failed e-mail/);
  });
});
