import type { Figure } from "../../../content/prose/resolve-figures.ts";
import type { Language } from "../../../core/languages.ts";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import type { ChecklistPeriod } from "./checklist-periods.ts";

/*
 * What the self-service checklist's loader (./self-service-data.server.ts) and action
 * (./checklist-actions.server.ts) hand to <SelfServiceDashboard>: plain, serialisable data, in a
 * module the browser bundle may import.
 */

/** Where a due date comes from, in the reader's words, with the registry's source when there is one. */
export type ItemSourceView =
  | {
      kind: "registry";
      /** The fact's label and value ("Typical processing time, employee visa", "1–3 months (estimate)"). */
      label: string;
      /** English where a fact has no Arabic label yet: marked with its own lang and dir. */
      labelLanguage: Language;
      value: string;
      factKey: string;
      withOurEstimates: boolean;
      publisher: string;
      url: string;
      checkedOnText: string;
    }
  | { kind: "estimate" | "arrival"; text: string };

export type ChecklistItemView = {
  key: string;
  title: string;
  /** Prose with registry tokens, rendered with <Prose> under the checklist's figures. */
  why: string;
  dueDate: string;
  dueText: string;
  done: boolean;
  overdue: boolean;
  dueSoon: boolean;
  link: { url: string; publisher: string } | null;
  source: ItemSourceView;
};

export type VisaOptionGroup = { label: string; options: { value: string; label: string }[] };

/**
 * Everything <SelfServiceDashboard> shows, read and formatted on the server (dates in the page's
 * language, so the server and the browser print the same text).
 */
export type SelfServiceDashboardData = {
  /** Where the forms post: /dashboard, keeping a ?lang= pin. */
  action: string;
  notice: string | null;
  setup: {
    /** The form is shown (no checklist yet, "change", or a visa link for another visa). */
    open: boolean;
    visaGroups: VisaOptionGroup[];
    visa: string;
    arrival: string;
    prefilledFrom: "link" | "assessment" | null;
    earliest: string;
    latest: string;
    hint: string;
    /** Back to the checklist without changing it; null while there is none. */
    keepHref: string | null;
  };
  checklist: {
    visaName: string;
    visaHref: string;
    arrivalText: string;
    changeHref: string;
    /** The language the steps are written in: the reader's, or English, marked, where a step lacks it (ADR 0086). */
    textLanguage: Language;
    /** Every item in due-date order: the progress and the next step count over it. */
    items: ChecklistItemView[];
    groups: { period: ChecklistPeriod; keys: string[] }[];
    figures: Record<string, Figure>;
  } | null;
  links: { pricing: string; visas: string };
};

/** What the checklist's action answers instead of a redirect: a tick saved in place, or a refusal. */
export type ChecklistActionData = FormRefusal | { outcome: "ticked"; key: string; done: boolean };
