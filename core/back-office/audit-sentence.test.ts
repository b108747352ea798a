import { describe, expect, it } from "vitest";
import { auditActions } from "./audit-actions.ts";
import { auditSentenceParts, auditTextLength } from "./audit-sentence.ts";

describe("an audit entry's sentence parts", () => {
  it("names a consultation's status change as a transition between two translated statuses", () => {
    const parts = auditSentenceParts({
      action: "consultation_status_changed",
      targetType: "consultation_request",
      before: { status: "new" },
      after: { status: "contacted" },
      targetName: "Marie Curie",
    });
    expect(parts).toMatchObject({
      key: "backOffice.audit.sentences.consultation_status_changed",
      action: "consultation_status_changed",
      subject: "Marie Curie",
      transition: {
        before: { kind: "label", key: "backOffice.consultationStatus.new", raw: "new" },
        after: { kind: "label", key: "backOffice.consultationStatus.contacted", raw: "contacted" },
      },
      listChanges: false,
    });
  });

  it("lists a user's access changes with their role and plan names, and a flag as yes or no", () => {
    const parts = auditSentenceParts({
      action: "user_access_changed",
      targetType: "user",
      before: { role: "user", disabled: false },
      after: { role: "advisor", disabled: true },
      targetName: "Paul",
    });
    expect(parts.changes).toEqual([
      {
        field: "role",
        labelKey: "backOffice.audit.fields.role",
        before: { kind: "label", key: "backOffice.users.roles.user", raw: "user" },
        after: { kind: "label", key: "backOffice.users.roles.advisor", raw: "advisor" },
      },
      {
        field: "disabled",
        labelKey: "backOffice.audit.fields.disabled",
        before: { kind: "label", key: "backOffice.audit.values.false", raw: "false" },
        after: { kind: "label", key: "backOffice.audit.values.true", raw: "true" },
      },
    ]);
  });

  it("names site settings by the settings screen's labels, a cleared one as empty", () => {
    const parts = auditSentenceParts({
      action: "site_settings_updated",
      targetType: "site_settings",
      before: { CONTACT_EMAIL: "old@example.com", TEAM_EMAIL: null },
      after: { CONTACT_EMAIL: null, TEAM_EMAIL: "ops@example.com" },
    });
    expect(parts.listChanges).toBe(true);
    expect(parts.changes.map((change) => [change.labelKey, change.before, change.after])).toEqual([
      ["backOffice.settings.fields.CONTACT_EMAIL", { kind: "text", text: "old@example.com" }, { kind: "empty" }],
      ["backOffice.settings.fields.TEAM_EMAIL", { kind: "empty" }, { kind: "text", text: "ops@example.com" }],
    ]);
  });

  it("lists only what changed, without bookkeeping, and shortens long values", () => {
    const answer = "A long answer. ".repeat(20);
    const parts = auditSentenceParts({
      action: "faq_item_updated",
      targetType: "faq_item",
      before: { id: "f1", question: "Q?", answer: "Short.", category: "general", updatedAt: "2026-01-01" },
      after: { id: "f1", question: "Q?", answer, category: "pricing", updatedAt: "2026-02-01" },
    });
    expect(parts.subject).toBe("Q?");
    expect(parts.changes.map((change) => change.field)).toEqual(["answer", "category"]);
    const shown = parts.changes[0]?.after;
    expect(shown?.kind === "text" && shown.text.length).toBe(auditTextLength);
    expect(shown?.kind === "text" && shown.text.endsWith("…")).toBe(true);
    expect(parts.changes[1]?.after).toEqual({
      kind: "label",
      key: "backOffice.faq.categories.pricing",
      raw: "pricing",
    });
  });

  it("takes a deleted item's name from what the entry recorded, and says nothing of an erased one", () => {
    const deleted = auditSentenceParts({
      action: "blog_post_deleted",
      targetType: "blog_post",
      before: { title: "Opening a bank account", status: "published" },
      after: null,
    });
    expect(deleted.subject).toBe("Opening a bank account");
    expect(deleted.listChanges).toBe(false);
    const erased = auditSentenceParts({ action: "task_completed", targetType: "case_task", before: null, after: null });
    expect(erased).toMatchObject({ subject: null, changes: [], listChanges: false });
  });

  it("falls back to a generic sentence keeping the raw name for an action it does not know", () => {
    const parts = auditSentenceParts({
      action: "invoice_voided",
      targetType: "invoice",
      before: { state: "open" },
      after: { state: "void" },
    });
    expect(parts).toMatchObject({ key: "backOffice.audit.sentences.unknown", action: null, raw: "invoice_voided" });
    expect(parts.changes).toEqual([
      { field: "state", labelKey: null, before: { kind: "text", text: "open" }, after: { kind: "text", text: "void" } },
    ]);
    expect(parts.listChanges).toBe(true);
  });

  it("has a sentence key of its own for every known action", () => {
    for (const action of auditActions) {
      expect(auditSentenceParts({ action, targetType: "x", before: null, after: null }).key).toBe(
        `backOffice.audit.sentences.${action}`,
      );
    }
  });
});
