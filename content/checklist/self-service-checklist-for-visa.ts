import { type ChecklistCategory, planChecklist } from "../../core/checklist/self-service-checklist.ts";
import type { Language } from "../../core/languages.ts";
import { sharedTextLanguage, translatedText } from "../content-language.ts";
import { currentFact } from "../facts/fact-on.ts";
import { type Fact, kindOf } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";
import { type Figure, resolveFigures } from "../prose/resolve-figures.ts";
import type { Prose } from "../visas/visa-content-types.ts";
import { visaCostOf } from "../visas/visa-costs.ts";
import { visaRouteOf } from "../visas/visa-routes.ts";
import {
  type ChecklistProcessing,
  checklistEstimates,
  checklistProcessingOf,
  type OfficialPage,
  permitTaxNote,
  processingNotes,
  type ResolvedTiming,
  resolveTiming,
  type SelfServiceItem,
  type SelfServiceItemText,
  selfServiceItems,
} from "./self-service-items.ts";

/**
 * The self-service checklist of one visa, ready to show (ADR 0036): the items of
 * ./self-service-items.ts that apply to the visa, dated from the target arrival by the pure planner
 * (core/checklist/self-service-checklist.ts), in the reader's language, with where each date comes
 * from. Texts hold registry tokens ({fact:…}); `figures` resolves them, as on the visa pages:
 * render `why` with <Prose> inside a <FiguresProvider figures={figures}>.
 */

/** What an item's due date rests on. */
export type ChecklistDateSource =
  /** A registry fact (the visa's processing time, the VLS-TS deadline), possibly with our estimates around it. */
  | {
      kind: "registry";
      factId: FactId;
      checkedOn: string;
      url: string;
      publisher: string;
      /** False for registry figures that are themselves our estimates (typical processing times). */
      official: boolean;
      /** True when our estimates are added to the fact (travel weeks, the wait for an appointment…). */
      withOurEstimates: boolean;
    }
  /** Our estimates only (content/checklist/self-service-items.ts, checklistEstimates). */
  | { kind: "estimate"; estimatedOn: string }
  /** The arrival day itself. */
  | { kind: "arrival" };

export type SelfServiceChecklistItem = {
  key: string;
  category: ChecklistCategory;
  title: string;
  /** Prose with registry tokens: render with <Prose> and the checklist's `figures`. */
  why: Prose;
  link: OfficialPage | null;
  dueDate: string;
  done: boolean;
  overdue: boolean;
  dueSoon: boolean;
  daysUntilDue: number;
  source: ChecklistDateSource;
  /** True unless the date comes from an official figure alone: pages label it "our estimate". */
  estimate: boolean;
};

export type SelfServiceChecklist = {
  /** The route's slug (content/visas/visa-routes.ts): asked for under an alias, the checklist is its route's. */
  visa: string;
  arrival: string;
  today: string;
  /**
   * The language the titles and explanations are written in: the reader's, or English, marked, when
   * one of the checklist's items has no text in it (content/content-language.ts), so the list never
   * mixes two languages.
   */
  textLanguage: Language;
  items: SelfServiceChecklistItem[];
  summary: { total: number; done: number; percent: number; next: SelfServiceChecklistItem | null };
  /** The registry figures the texts name, keyed by token ("fact:…"), formatted in the page's language. */
  figures: Record<string, Figure>;
  /** The processing time the apply step is counted with; `fromRegistry` false when it is the longest one, used by default. */
  processing: ChecklistProcessing;
};

/**
 * The route a checklist is made for: every visa route of the catalogue, each once. A
 * slug the picker reads as an alias of a route — the twin of a page, an old URL — gives its route,
 * so a checklist stored or linked under it keeps working; null for anything else.
 */
export function checklistVisaOf(slug: string): string | null {
  return visaRouteOf(slug)?.slug ?? null;
}

/** The visas a checklist can be made for: every page of the catalogue, and the old URLs of one. */
export function isChecklistVisa(slug: string): boolean {
  return checklistVisaOf(slug) !== null;
}

function routeOf(visaSlug: string): string {
  const route = checklistVisaOf(visaSlug);
  if (!route) throw new Error(`No checklist for the visa ${visaSlug}`);
  return route;
}

function itemsOf(route: string): SelfServiceItem[] {
  return selfServiceItems.filter((item) => !item.visas || item.visas.includes(route));
}

/** The item keys of a visa's checklist: what a tick may be stored under. */
export function selfServiceItemKeys(visaSlug: string): string[] {
  return itemsOf(routeOf(visaSlug)).map((item) => item.key);
}

const token = (id: FactId) => `{fact:${id}}`;

/**
 * The language a visa's checklist is written in: the reader's when every one of its items has it,
 * otherwise the fallback for all of them (ADR 0086). The notes added to some items
 * (`processingNotes`, `permitTaxNote`) exist in every language.
 */
export function checklistTextLanguage(items: readonly SelfServiceItem[], language: Language): Language {
  return sharedTextLanguage(
    items.map((item) => item.text),
    language,
  );
}

function textOf(
  item: SelfServiceItem,
  language: Language,
  visaSlug: string,
  processing: ChecklistProcessing,
): SelfServiceItemText {
  const text = translatedText(item.text, language);
  const sentences = [text.why];
  if (item.showsProcessing) {
    const note = processingNotes[processing.fromRegistry ? "registry" : "longest"][language];
    sentences.push(note.replace("{processing}", token(processing.factId)));
  }
  const cost = item.showsPermitTaxes ? visaCostOf(visaSlug) : undefined;
  const tax = cost?.parts.find((part) => part.role === "residence-permit-tax");
  if (tax) sentences.push(permitTaxNote[language].replace("{tax}", token(tax.factId)));
  return { title: text.title, why: sentences.join(" ") };
}

function sourceOf(resolved: ResolvedTiming): ChecklistDateSource {
  if (resolved.factId) {
    const fact: Fact = currentFact(resolved.factId);
    return {
      kind: "registry",
      factId: resolved.factId,
      checkedOn: fact.checkedOn,
      url: fact.source.url,
      publisher: fact.source.publisher,
      official: kindOf(fact) === "official",
      withOurEstimates: resolved.withOurEstimates,
    };
  }
  return resolved.withOurEstimates
    ? { kind: "estimate", estimatedOn: checklistEstimates.estimatedOn }
    : { kind: "arrival" };
}

function isEstimate(source: ChecklistDateSource): boolean {
  if (source.kind === "registry") return !source.official || source.withOurEstimates;
  return source.kind === "estimate";
}

/**
 * The checklist of `visaSlug` for someone arriving on `targetArrival` (YYYY-MM-DD), as of `today`,
 * with `tickedKeys` done: the checklist of its route. Throws for a visa outside the catalogue (check
 * with isChecklistVisa first) and for dates that are not real calendar dates.
 */
export function selfServiceChecklist(
  visaSlug: string,
  targetArrival: string,
  today: string,
  tickedKeys: Iterable<string>,
  language: Language,
): SelfServiceChecklist {
  const route = routeOf(visaSlug);
  const routeItems = itemsOf(route);
  const textLanguage = checklistTextLanguage(routeItems, language);
  const processing = checklistProcessingOf(route);
  const definitions = routeItems.map((item) => {
    const resolved = resolveTiming(item.when, processing);
    return {
      key: item.key,
      category: item.category,
      timing: resolved.timing,
      ...(resolved.factId ? { factId: resolved.factId } : {}),
      text: textOf(item, textLanguage, route, processing),
      link: item.link ?? null,
      source: sourceOf(resolved),
    };
  });
  const planned = planChecklist(definitions, { visa: route, arrival: targetArrival, today, ticked: tickedKeys });
  const items: SelfServiceChecklistItem[] = planned.items.map((item) => ({
    key: item.key,
    category: item.category,
    title: item.text.title,
    why: item.text.why,
    link: item.link,
    dueDate: item.dueDate,
    done: item.done,
    overdue: item.overdue,
    dueSoon: item.dueSoon,
    daysUntilDue: item.daysUntilDue,
    source: item.source,
    estimate: isEstimate(item.source),
  }));
  const next = planned.summary.next ? (items.find((item) => item.key === planned.summary.next?.key) ?? null) : null;
  return {
    visa: route,
    arrival: targetArrival,
    today,
    textLanguage,
    items,
    summary: { total: planned.summary.total, done: planned.summary.done, percent: planned.summary.percent, next },
    figures: resolveFigures(
      items.map((item) => item.why),
      language,
    ),
    processing,
  };
}
