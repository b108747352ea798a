import { type AuditValue, auditSentenceParts } from "../../../core/back-office/audit-sentence.ts";
import type { AuditLogEntry } from "../../../server/modules/audit/list-audit-log.ts";

/**
 * One audit entry as the audit screen shows it: a sentence in the admin's language, the changed
 * fields with their values, and the values as recorded for whoever needs the exact data. The
 * parts come from core/back-office/audit-sentence.ts; this file only puts them into words.
 */
export type Translate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/** An entry as the audit log lists it (server/modules/audit/list-audit-log.ts). */
export type AuditEntryInput = AuditLogEntry;

export type AuditEntryView = {
  id: string;
  when: string;
  sentence: string;
  /** The recorded action name, for an action this screen has no sentence for. */
  unknownAction: string | null;
  /** "field: before → after", when the sentence names fields without their values. */
  changes: string[];
  recorded: { action: string; target: string; before: string; after: string };
};

export type AuditWords = {
  t: Translate;
  /** A date and time in the page's language (Paris time, as the rest of the back office). */
  date: (iso: string) => string;
  /** "a, b and c" in the page's language. */
  list: (items: string[]) => string;
  /** A figure in the page's language. */
  number: (value: number) => string;
  /**
   * Whether to set names and values apart from the sentence's direction (Unicode isolates, what
   * <bdi> does): in Arabic, a Latin title or e-mail address would otherwise drag the quotes and
   * the words around it out of order.
   */
  isolate?: boolean;
};

const isolated = (text: string) => `\u2068${text}\u2069`;

export function auditEntryView(entry: AuditEntryInput, { t, date, list, number, isolate }: AuditWords): AuditEntryView {
  const parts = auditSentenceParts(entry);
  const apart = isolate ? isolated : (text: string) => text;
  const say = (value: AuditValue) =>
    value.kind === "label"
      ? t(value.key, { defaultValue: value.raw })
      : value.kind === "text"
        ? apart(value.text)
        : value.kind === "number"
          ? number(value.value)
          : t("backOffice.audit.emptyValue", { defaultValue: "" });
  const fieldName = (change: { field: string; labelKey: string | null }) =>
    change.labelKey ? t(change.labelKey, { defaultValue: change.field }) : change.field;
  const phrase = (key: string) =>
    parts.changes.map((change) =>
      t(key, { defaultValue: "", field: fieldName(change), from: say(change.before), to: say(change.after) }),
    );
  const sentence = t(parts.key, {
    defaultValue: parts.raw,
    actor: apart(entry.actor.name || entry.actor.email || t("backOffice.audit.someone", { defaultValue: "" })),
    subject: apart(parts.subject ?? t("backOffice.audit.unnamed", { defaultValue: "" })),
    from: parts.transition ? say(parts.transition.before) : "",
    to: parts.transition ? say(parts.transition.after) : "",
    fields: list(parts.changes.map(fieldName)),
    changes: list(phrase("backOffice.audit.inlineChange")),
  });
  return {
    id: entry.id,
    when: date(entry.createdAt),
    sentence,
    unknownAction: parts.action ? null : parts.raw,
    changes: parts.listChanges ? phrase("backOffice.audit.change") : [],
    recorded: {
      action: entry.action,
      target: `${entry.targetType} ${entry.targetId}`,
      before: entry.before === null ? "" : JSON.stringify(entry.before, null, 2),
      after: entry.after === null ? "" : JSON.stringify(entry.after, null, 2),
    },
  };
}
