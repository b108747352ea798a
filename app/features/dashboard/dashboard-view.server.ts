import type { TFunction } from "i18next";
import { href } from "react-router";
import { dashboardEn } from "../../../content/i18n/dashboard-en.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { isOneOf, journeyPhases } from "../../../core/case/journey.ts";
import { listFormat, numberFormat } from "../../../core/intl-formats.ts";
import { isolateFor, type Language } from "../../../core/languages.ts";
import type { ActivityView, CaseView, DocumentView, TaskView } from "../../../server/modules/cases/case-view.ts";
import type { CaseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type {
  ActivityItem,
  DashboardNav,
  DashboardSection,
  DocumentItem,
  PlanSummary,
  TaskItem,
} from "./dashboard-types.ts";

/** The client area's addresses (app/routes.ts). */
export const dashboardPaths: Record<DashboardSection, string> = {
  overview: href("/dashboard"),
  tasks: href("/dashboard/tasks"),
  documents: href("/dashboard/documents"),
  messages: href("/dashboard/messages"),
};

export function dashboardNav(current: DashboardSection, url: URL, unread: number): DashboardNav {
  const hrefs = Object.fromEntries(
    Object.entries(dashboardPaths).map(([section, path]) => [section, keepLanguage(path, url)]),
  ) as Record<DashboardSection, string>;
  return { current, hrefs, unread };
}

export function planSummary(view: CaseView, language: Language, format: CaseFormats, url: URL): PlanSummary {
  const visa = findVisa(view.visaSlug);
  return {
    name: view.name,
    visa: {
      label: visa?.name[language] ?? view.visaSlug,
      href: keepLanguage(href("/visa/:slug", { slug: view.visaSlug }), url),
    },
    packageName: view.package?.name ?? null,
    status: view.status,
    phase: view.phase,
    adults: view.adults,
    children: view.children,
    targetArrival: view.targetArrival ? format.date(view.targetArrival) : null,
  };
}

export function taskItem(task: TaskView, format: CaseFormats): TaskItem {
  return {
    ...task,
    dueText: task.dueDate ? format.date(task.dueDate) : null,
    completedText: task.completedAt ? format.date(task.completedAt) : null,
  };
}

export function documentItem(
  view: CaseView,
  document: DocumentView,
  language: Language,
  format: CaseFormats,
): DocumentItem {
  const maxMegabytes = document.requirements?.maxMegabytes;
  // File types are written as people know them: "PDF", not "pdf".
  const formats = (document.requirements?.formats ?? []).map((format) => format.toUpperCase());
  return {
    ...document,
    dueText: document.dueDate ? format.date(document.dueDate) : null,
    requestedText: format.date(document.requestedAt),
    files: document.files.map((file) => ({
      ...file,
      sizeText: format.size(file.sizeBytes),
      uploadedText: format.ago(file.uploadedAt),
      // The client area is the client's: "team" files are the advisor's, the others theirs.
      byViewer: !file.uploadedBy.isTeam,
      documentId: document.id,
      documentTitle: document.title,
    })),
    uploadEndpoint: document.events.includes("upload") ? `/api/cases/${view.id}/documents/${document.id}/files` : null,
    maxSizeText:
      maxMegabytes === undefined
        ? null
        : numberFormat(language, { style: "unit", unit: "megabyte", unitDisplay: "short" }).format(maxMegabytes),
    formatsText: formats.length > 0 ? listFormat(language, { type: "conjunction" }).format(formats) : null,
  };
}

/**
 * One line of the activity feed in the reader's language, from its kind and subject (the rows
 * store no sentence, so a French client reads French whatever language the advisor used).
 */
export function activityItem(
  activity: ActivityView,
  t: TFunction,
  format: CaseFormats,
  language: Language,
): ActivityItem {
  const isolate = isolateFor(language);
  const kind = (
    Object.hasOwn(dashboardEn.activity.kinds, activity.kind) ? activity.kind : "other"
  ) as keyof typeof dashboardEn.activity.kinds;
  const to = activity.details?.to;
  const values = {
    subject: isolate(activity.subject ?? ""),
    to: isOneOf(journeyPhases, to) ? t(`dashboard.phases.${to}`) : (to ?? ""),
  };
  const actor = activity.actor;
  return {
    id: activity.id,
    text: t(`dashboard.activity.kinds.${kind}`, values),
    who: actor
      ? actor.isTeam
        ? t("dashboard.activity.byTeam", { name: isolate(actor.name) })
        : t("dashboard.activity.byYou")
      : null,
    when: format.ago(activity.at),
    at: activity.at,
    fullDate: format.dateTime(activity.at),
  };
}
