import type { TFunction } from "i18next";
import {
  timelineForVisa,
  timelineRules,
  validationDeadlineFactId,
} from "../../../content/calculators/timeline-for-visa.ts";
import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { type Figure, figureOfFact } from "../../../content/prose/resolve-figures.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { daysBetween } from "../../../core/calculators/iso-date.ts";
import type { TimelinePhaseId, TimelineStatus } from "../../../core/calculators/timeline.ts";
import { parseTimelineQuery, type RawValues } from "../../../core/calculators/tool-query.ts";
import type { Language } from "../../../core/languages.ts";
import { type AssumptionsView, assumptionsView } from "./assumptions-view.server.ts";
import { fieldErrors } from "./field-errors.server.ts";
import type { ToolAccess } from "./tool-access.server.ts";
import { toolFormats } from "./tool-formats.server.ts";
import { withVisaRoute } from "./visa-route-param.ts";

export type TimelinePhaseView = {
  id: TimelinePhaseId;
  start: string;
  end: string;
  detail: string;
  /** Days from the plan's first day, for the chart. */
  offset: number;
  length: number;
};

export type TimelineResultView = {
  status: TimelineStatus;
  statusText: string;
  phases: TimelinePhaseView[];
  totalDays: number;
  /** Month starts inside the plan, for the chart's scale: their offset and short name. */
  ticks: { offset: number; label: string }[];
  arrival: string;
  completion: string;
  validationDeadline: string;
  processingSource: string;
  visaName: string;
  visaHref: string;
};

export type TimelineView = {
  values: RawValues;
  errors: Record<string, string>;
  locked: boolean;
  result: TimelineResultView | null;
  query: string | null;
  details: string | null;
  assumptions: AssumptionsView;
  sources: Figure[];
};

/** The first day of each month after `start` and up to `end`, as ISO dates. */
function monthStarts(start: string, end: string): string[] {
  const starts: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  for (;;) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const iso = `${year}-${String(month).padStart(2, "0")}-01`;
    if (iso > end) return starts;
    starts.push(iso);
  }
}

export function timelineView(input: {
  params: URLSearchParams;
  access: ToolAccess;
  language: Language;
  t: TFunction;
  today: string;
}): TimelineView {
  const { t, language, access, today } = input;
  const format = toolFormats(language);
  const parsed = parseTimelineQuery(withVisaRoute(input.params), toolChoices, today);
  const base = {
    values: parsed.values,
    errors: parsed.status === "invalid" ? fieldErrors(parsed.errors, t, format, today) : {},
    assumptions: assumptionsView("timeline", t, format),
  };
  if (parsed.status !== "valid" || !access.premium) {
    return { ...base, locked: parsed.status === "valid", result: null, query: null, details: null, sources: [] };
  }
  const query = parsed.input;
  const { timeline, processing } = timelineForVisa(query, today);
  const processingText = figureOfFact(processing.factId, language).text;
  const deadlineFigure = figureOfFact(validationDeadlineFactId, language);
  const first = timeline.phases[0]?.start ?? today;
  const last = timeline.phases.at(-1)?.end ?? today;
  const earliestDecision = timeline.phases.find((phase) => phase.id === "decision")?.earliestEnd ?? first;
  const visaName = findVisa(query.visa)?.name[language] ?? query.visa;
  const statusValues = {
    arrival: format.date(timeline.arrival),
    earliest: format.date(timeline.earliestArrival),
    latestStart: timeline.latestStart ? format.date(timeline.latestStart) : "",
    target: timeline.target ? format.date(timeline.target) : "",
  };
  const phaseDetail = (id: TimelinePhaseId) => {
    if (id === "decision") {
      return t("tools.timeline.phaseDetails.decision", {
        processing: processingText,
        earliest: format.date(earliestDecision),
      });
    }
    if (id === "arrival") {
      return t("tools.timeline.phaseDetails.arrival", {
        deadline: format.months(timelineRules.validationDeadline.amount),
        deadlineDate: format.date(timeline.validationDeadline),
      });
    }
    return t(`tools.timeline.phaseDetails.${id}`);
  };
  return {
    ...base,
    locked: false,
    query: parsed.query,
    details: visaName,
    result: {
      status: timeline.status,
      statusText: t(`tools.timeline.status.${timeline.status}`, statusValues),
      phases: timeline.phases.map((phase) => ({
        id: phase.id,
        start: format.date(phase.start),
        end: format.date(phase.end),
        detail: phaseDetail(phase.id),
        offset: daysBetween(first, phase.start),
        length: daysBetween(phase.start, phase.end),
      })),
      totalDays: Math.max(1, daysBetween(first, last)),
      ticks: monthStarts(first, last).map((iso) => ({
        offset: daysBetween(first, iso),
        label: format.shortMonth(iso),
      })),
      arrival: format.date(timeline.arrival),
      completion: format.date(timeline.completion),
      validationDeadline: format.date(timeline.validationDeadline),
      processingSource: t("tools.timeline.processingSource", { processing: processingText }),
      visaName,
      visaHref: `/visa/${query.visa}`,
    },
    sources: [figureOfFact(processing.factId, language), deadlineFigure],
  };
}
