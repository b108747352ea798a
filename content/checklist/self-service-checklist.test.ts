import { describe, expect, it } from "vitest";
import { addMonths } from "../../core/calculators/iso-date.ts";
import { planTimeline } from "../../core/calculators/timeline.ts";
import { timelineRules } from "../calculators/timeline-for-visa.ts";
import { currentAmount, currentFact } from "../facts/fact-on.ts";
import { withoutTokens } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import { visaProcessingOf } from "../visas/visa-costs.ts";
import { isChecklistVisa, selfServiceChecklist, selfServiceItemKeys } from "./self-service-checklist-for-visa.ts";
import {
  checklistEstimates,
  checklistProcessingOf,
  checklistVisaFamilies,
  longestProcessing,
  permitTaxNote,
  processingNotes,
  resolveTiming,
  selfServiceItems,
} from "./self-service-items.ts";

const slugs = visaCatalogue.map((visa) => visa.slug);
const arrival = "2027-09-01";
const today = "2027-01-10";
const checklist = (slug: string, ticked: string[] = [], language: "en" | "fr" | "ar" = "en") =>
  selfServiceChecklist(slug, arrival, today, ticked, language);
const itemOf = (slug: string, key: string, at = arrival) =>
  selfServiceChecklist(slug, at, today, [], "en").items.find((item) => item.key === key);

describe("self-service checklist per visa", () => {
  it.each(slugs)("%s gets a dated checklist with the steps every application needs", (slug) => {
    const { items, summary } = checklist(slug);
    expect(items.length).toBeGreaterThan(10);
    expect(summary).toMatchObject({ total: items.length, done: 0, percent: 0 });
    for (const key of [
      "check-passport",
      "identity-photos",
      "apply-france-visas",
      "visa-appointment",
      "open-bank-account",
    ])
      expect(items.map((item) => item.key)).toContain(key);
    // Ordered by due date, the passport first: a renewal can take longer than the visa.
    expect(items.map((item) => item.dueDate)).toEqual(items.map((item) => item.dueDate).toSorted());
    expect(items[0]?.key).toBe("check-passport");
  });

  it("dates the VLS-TS validation exactly the registry's deadline after arrival, as an official figure", () => {
    const deadline = {
      ...currentFact("vls-ts.validation-deadline"),
      value: currentAmount("vls-ts.validation-deadline"),
    };
    for (const at of ["2027-09-01", "2027-11-30", "2028-05-31"]) {
      for (const slug of slugs.filter((candidate) => candidate !== "vacances-travail")) {
        const validation = itemOf(slug, "validate-vls-ts", at);
        expect(validation?.dueDate, slug).toBe(addMonths(at, deadline.value));
        expect(validation?.estimate).toBe(false);
        expect(validation?.source).toEqual({
          kind: "registry",
          factId: "vls-ts.validation-deadline",
          checkedOn: deadline.checkedOn,
          url: deadline.source.url,
          publisher: deadline.source.publisher,
          official: true,
          withOurEstimates: false,
        });
      }
    }
    // Into a leap February: 30 November + 3 months.
    expect(itemOf("salarie", "validate-vls-ts", "2027-11-30")?.dueDate).toBe("2028-02-29");
  });

  it("has no validation or OFII step for the working-holiday visa, a VLS-T", () => {
    const keys = selfServiceItemKeys("vacances-travail");
    expect(keys).not.toContain("validate-vls-ts");
    expect(keys).not.toContain("ofii-appointments");
    expect(keys).toContain("working-holiday-agreement");
  });

  it("counts the application back from arrival with the visa's processing time, as the timeline calculator does", () => {
    // Student (1–2 months): 1 Sept − 2 weeks' travel − 2 months − 2 weeks to get an appointment.
    expect(visaProcessingOf("etudiant")).toMatchObject({ max: 2, unit: "months" });
    expect(itemOf("etudiant", "apply-france-visas")?.dueDate).toBe("2027-06-04");
    expect(itemOf("etudiant", "visa-appointment")?.dueDate).toBe("2027-06-18");
    // Talent (2–4 weeks): the same arrival, a month later.
    expect(visaProcessingOf("passeport-talent")).toMatchObject({ max: 4, unit: "weeks" });
    expect(itemOf("passeport-talent", "apply-france-visas")?.dueDate).toBe("2027-07-07");

    for (const slug of slugs.filter((candidate) => visaProcessingOf(candidate))) {
      const processing = visaProcessingOf(slug)!;
      const timeline = planTimeline({ mode: "date", documentWeeks: 4, today, arrival }, processing, timelineRules);
      const phase = (id: string) => timeline.phases.find((candidate) => candidate.id === id);
      expect(itemOf(slug, "apply-france-visas")?.dueDate, slug).toBe(phase("application")?.start);
      expect(itemOf(slug, "visa-appointment")?.dueDate, slug).toBe(phase("decision")?.start);
      expect(itemOf(slug, "apply-france-visas")?.source).toMatchObject({
        kind: "registry",
        factId: processing.factId,
        withOurEstimates: true,
      });
    }
  });

  it("moves the application step when the registry's processing time changes", () => {
    const registry = checklistProcessingOf("salarie");
    const longer = { ...registry, max: registry.max + 1 };
    const when = selfServiceItems.find((item) => item.key === "apply-france-visas")!.when;
    const before = resolveTiming(when, registry).timing;
    const after = resolveTiming(when, longer).timing;
    expect(before).not.toEqual(after);
    expect(after).toEqual({
      before: [
        { amount: checklistEstimates.weeks.travelWeeks, unit: "weeks" },
        { amount: registry.max + 1, unit: registry.unit },
        { amount: checklistEstimates.weeks.applicationWeeks, unit: "weeks" },
      ],
    });
  });

  it("counts the longest registry time for a visa the registry has no time for, and says so", () => {
    const { items, processing, figures } = checklist("au-pair");
    expect(processing).toEqual({ ...longestProcessing, fromRegistry: false });
    for (const slug of slugs) {
      const own = visaProcessingOf(slug);
      if (!own) continue;
      const days = (p: { max: number; unit: string }) => p.max * (p.unit === "weeks" ? 7 : 31);
      expect(days(own), slug).toBeLessThanOrEqual(days(longestProcessing));
    }
    const apply = items.find((item) => item.key === "apply-france-visas")!;
    expect(apply.source).toEqual({ kind: "estimate", estimatedOn: checklistEstimates.estimatedOn });
    expect(apply.why).toContain(`{fact:${longestProcessing.factId}}`);
    expect(apply.why).toContain(processingNotes.longest.en.split(",")[0]);
    expect(figures[`fact:${longestProcessing.factId}`]?.kind).toBe("our-estimate");
  });

  it("names the visa's own residence-permit tax at validation: reduced for students, normal for employees", () => {
    expect(itemOf("etudiant", "validate-vls-ts")?.why).toContain("{fact:residence-permit.tax-first-issue-reduced}");
    expect(itemOf("salarie", "validate-vls-ts")?.why).toContain("{fact:residence-permit.tax-first-issue}");
    // No stamp duty at the validation itself (content/visas/visa-costs.ts).
    expect(itemOf("salarie", "validate-vls-ts")?.why).not.toContain("{fact:residence-permit.stamp-duty}");
    // "Other categories" has no single cost: no tax sentence rather than a wrong one.
    expect(itemOf("autres-categories", "validate-vls-ts")?.why).not.toContain(permitTaxNote.en.split(":")[0]);
  });

  it("labels every date that is not an official figure as our estimate, and resolves every figure it names", () => {
    for (const slug of slugs) {
      const { items, figures } = checklist(slug, [], "fr");
      for (const item of items) {
        if (item.source.kind === "registry") expect(figures[`fact:${item.source.factId}`], item.key).toBeDefined();
        if (item.source.kind === "estimate") expect(item.estimate, item.key).toBe(true);
      }
      expect(items.find((item) => item.key === "open-bank-account")).toMatchObject({
        estimate: true,
        source: { kind: "estimate", estimatedOn: checklistEstimates.estimatedOn },
      });
      expect(items.find((item) => item.key === "keep-proof-of-entry")).toMatchObject({
        dueDate: arrival,
        source: { kind: "arrival" },
        estimate: false,
      });
    }
  });

  it("ticks survive as done items and progress, whatever else was stored", () => {
    const keys = selfServiceItemKeys("salarie");
    const { items, summary } = checklist("salarie", [keys[0]!, keys[1]!, "a-key-of-another-visa"]);
    expect(
      items
        .filter((item) => item.done)
        .map((item) => item.key)
        .toSorted(),
    ).toEqual([keys[0], keys[1]].toSorted());
    expect(summary.done).toBe(2);
    expect(summary.percent).toBe(Math.floor((2 * 100) / items.length));
    expect(summary.next?.done).toBe(false);
    expect(summary.next).toBe(items.find((item) => !item.done));
  });

  it("shows everything before an arrival already past as overdue", () => {
    const { items, summary } = selfServiceChecklist("etudiant", "2026-10-01", "2026-11-25", [], "en");
    for (const item of items) expect(item.overdue, item.key).toBe(item.dueDate < "2026-11-25");
    expect(items.find((item) => item.key === "visa-appointment")?.overdue).toBe(true);
    expect(items.find((item) => item.key === "validate-vls-ts")).toMatchObject({
      dueDate: "2027-01-01",
      overdue: false,
    });
    expect(summary.next?.key).toBe("check-passport");
  });

  it("writes in the reader's language: French for French readers, Arabic for Arabic readers", () => {
    const french = checklist("etudiant", [], "fr");
    expect(french.textLanguage).toBe("fr");
    expect(french.items.find((item) => item.key === "check-passport")?.title).toBe("Vérifiez votre passeport");
    const arabic = checklist("etudiant", [], "ar");
    expect(arabic.textLanguage).toBe("ar");
    expect(arabic.items.find((item) => item.key === "check-passport")?.title).toBe("تحقّق من جواز سفرك");
    // The figures follow the page's language: "٣ أشهر", not "3 months".
    expect(arabic.figures["fact:vls-ts.validation-deadline"]?.text).not.toBe(
      french.figures["fact:vls-ts.validation-deadline"]?.text,
    );
  });

  it("refuses a visa outside the catalogue and dates that are not calendar dates", () => {
    expect(isChecklistVisa("salarie")).toBe(true);
    expect(isChecklistVisa("salarié")).toBe(false);
    expect(() => checklist("tourist-visa")).toThrow(/tourist-visa/);
    expect(() => selfServiceItemKeys("tourist-visa")).toThrow(/tourist-visa/);
    expect(() => selfServiceChecklist("salarie", "2027-02-30", today, [], "en")).toThrow(/arrival/);
  });
});

describe("self-service checklist content", () => {
  it("gives every visa of the catalogue exactly one family, and names only catalogue visas", () => {
    const grouped = Object.values(checklistVisaFamilies).flat();
    expect(grouped.toSorted()).toEqual(slugs.toSorted());
    for (const item of selfServiceItems) {
      for (const slug of item.visas ?? []) expect(slugs, `${item.key}: ${slug}`).toContain(slug);
      expect(item.visas?.length ?? 1, item.key).toBeGreaterThan(0);
    }
  });

  it("has unique keys", () => {
    const keys = selfServiceItems.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("writes every item in English and French, whole sentences, with no raw figure and only known tokens", () => {
    const notes = [processingNotes.registry, processingNotes.longest, permitTaxNote];
    for (const item of selfServiceItems) {
      for (const language of ["en", "fr"] as const) {
        const { title, why } = item.text[language];
        expect(title.trim(), `${item.key} ${language}`).not.toBe("");
        expect(why, `${item.key} ${language}`).toMatch(/^[A-ZÀ-Ý«].*[.!]$/su);
        expect(`${title} ${why}`, `${item.key} ${language}`).not.toMatch(/ {2}|\s[,.]|\bTODO\b/);
        expect(withoutTokens(`${title} ${why}`), `${item.key} ${language}: figures come from the registry`).not.toMatch(
          /\d/,
        );
        expect(() => resolveFigures(why, language)).not.toThrow();
      }
      expect(item.text.fr.title, item.key).not.toBe(item.text.en.title);
      expect(item.text.fr.why, item.key).not.toBe(item.text.en.why);
    }
    for (const note of notes) {
      expect(note.en).not.toBe(note.fr);
      expect(withoutTokens(note.en + note.fr)).not.toMatch(/\d/);
    }
  });

  it("links only to official pages, over https", () => {
    const official = [
      "france-visas.gouv.fr",
      "service-public.fr",
      "administration-etrangers-en-france.interieur.gouv.fr",
      "ameli.fr",
      "ofii.fr",
      "campusfrance.org",
      "etudiant.gouv.fr",
      "interieur.gouv.fr",
    ];
    const links = selfServiceItems.flatMap((item) => (item.link ? [item.link] : []));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const url = new URL(link.url);
      expect(url.protocol, link.url).toBe("https:");
      expect(
        official.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)),
        link.url,
      ).toBe(true);
      expect(link.publisher).not.toBe("");
    }
  });
});
