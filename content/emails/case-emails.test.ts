import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { caseDigestEmail } from "./case-digest.ts";
import { caseNotificationEmail } from "./case-notification.ts";
import type { CaseNotificationItem } from "./case-notification-lines.ts";

const items: CaseNotificationItem[] = [
  { kind: "document_requested", title: "Passport scan" },
  { kind: "document_reviewed", title: "Passport scan", outcome: "approved", feedback: null },
  { kind: "document_reviewed", title: "Birth certificate", outcome: "rejected", feedback: "Scan it again in colour." },
  { kind: "document_reviewed", title: "Lease", outcome: null, feedback: null },
  { kind: "message", sender: "Claire Martin" },
  { kind: "message", sender: "" },
  { kind: "task_due", title: "Book the OFII appointment", dueDate: "2026-12-03" },
  { kind: "task_due", title: "Open a bank account", dueDate: null },
];
const link = "https://passerelle.example/dashboard?lang=fr#doc-1";
const settingsLink = "https://passerelle.example/profile?lang=fr#notifications";

/** French text without its addresses: every ":;!?" after a narrow no-break space (ADR 0027). */
function frenchSpacingProblems(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S+/g, " ");
  return [...prose.matchAll(/(.{0,12})([:;!?])/g)]
    .filter((match) => !(match[1] ?? "").endsWith("\u202f"))
    .map((match) => `${match[1]}${match[2]}`);
}

describe("case notification e-mails", () => {
  it("keep a title's line breaks out of the subject, and French spaces in it", () => {
    const item: CaseNotificationItem = { kind: "document_requested", title: "Passport\r\nBcc: someone@example.com" };
    expect(caseNotificationEmail("fr", { recipientName: "", item, link, settingsLink }).subject).toBe(
      "Un document vous est demandé\u202f: Passport Bcc: someone@example.com",
    );
  });

  it("say each kind in every language, link to the item and the settings, and never hold a line break in the subject", () => {
    for (const language of supportedLanguages) {
      const subjects = new Set<string>();
      for (const item of items) {
        const mail = caseNotificationEmail(language, { recipientName: "Amira", item, link, settingsLink });
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain(settingsLink);
        expect(mail.html).toContain(`lang="${language}"`);
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(items.length);
    }
  });

  it("give a rejected document's feedback, and nothing of it once approved", () => {
    const rejected = caseNotificationEmail("en", { recipientName: "Amira", item: items[2]!, link, settingsLink });
    expect(rejected.subject).toBe("Your document was reviewed: Birth certificate — needs changes");
    expect(rejected.text).toContain("What to change: Scan it again in colour.");
    const approved = caseNotificationEmail("en", { recipientName: "Amira", item: items[1]!, link, settingsLink });
    expect(approved.subject).toBe("Your document was reviewed: Passport scan — approved");
    expect(approved.text).not.toContain("What to change");
  });

  it("date a task's deadline as a calendar day in the reader's language", () => {
    const task = items[6]!;
    expect(caseNotificationEmail("en", { recipientName: "", item: task, link, settingsLink }).subject).toBe(
      "Task due soon: Book the OFII appointment on December 3, 2026",
    );
    expect(caseNotificationEmail("fr", { recipientName: "", item: task, link, settingsLink }).subject).toBe(
      "Échéance proche\u202f: Book the OFII appointment, le 3 décembre 2026",
    );
  });

  it("count the digest's entries with each language's plural forms, each entry with its own link", () => {
    const entries = (count: number) => items.slice(0, count).map((item, index) => ({ item, link: `${link}${index}` }));
    const subject = (language: "en" | "fr" | "ar", count: number) =>
      caseDigestEmail(language, { recipientName: "Amira", entries: entries(count), home: link, settingsLink }).subject;
    expect(subject("en", 1)).toBe("Your Passerelle summary: 1 update");
    expect(subject("en", 3)).toBe("Your Passerelle summary: 3 updates");
    expect(subject("fr", 2)).toBe("Votre résumé Passerelle\u202f: 2\u202fnouveautés");
    expect(subject("ar", 2)).toBe("ملخصك من Passerelle: تحديثان");
    const digest = caseDigestEmail("en", { recipientName: "Amira", entries: entries(3), home: link, settingsLink });
    expect(digest.text).toContain(
      `3. Your document was reviewed: Birth certificate — needs changes\n   What to change: Scan it again in colour.\n   Open: ${link}2`,
    );
    expect(digest.html).toContain(`<a href="${link}2">Open</a>`);
  });

  it("keep French punctuation spacing", () => {
    const texts = items.flatMap((item) => {
      const mail = caseNotificationEmail("fr", { recipientName: "Amira", item, link, settingsLink });
      return [mail.subject, mail.text];
    });
    const digest = caseDigestEmail("fr", {
      recipientName: "Amira",
      entries: items.map((item) => ({ item, link })),
      home: link,
      settingsLink,
    });
    expect([...texts, digest.subject, digest.text].flatMap(frenchSpacingProblems)).toEqual([]);
  });
});
