import type { TFunction } from "i18next";
import { visaRouteGroups, visaRouteName } from "../../../content/visas/visa-routes.ts";
import { isDocumentAwaitingTeam } from "../../../core/case/document-status.ts";
import type { OpenedCase } from "../../../server/modules/cases/case-access.ts";
import type { CaseView } from "../../../server/modules/cases/case-view.ts";
import { listStaff } from "../../../server/modules/cases/list-staff.ts";
import { loadCaseView } from "../../../server/modules/cases/load-case-view.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { StaffRequest } from "./advisor-access.server.ts";
import { type CaseTab, casePath, caseTabs, tabOfPath } from "./advisor-paths.ts";
import { clientPermitDates } from "./client-permits-view.server.ts";
import { templateChoices } from "./document-templates-view.server.ts";
import { packageChoices, staffChoices, visaChoiceOf, visaChoices } from "./plan-options.server.ts";

/**
 * Everything a case's pages render, read once by the case's layout route: the CaseView (the
 * contract the client's dashboard reads too), the choices of its forms, and every date, size and
 * percentage already written in the page's language (the browser's Intl data may differ from the
 * server's, which would break hydration), looked up by the value they format.
 */
export async function casePage(staff: StaffRequest, opened: OpenedCase, url: URL, t: TFunction) {
  const [view, team] = await Promise.all([loadCaseView(staff.db, opened, staff.today), listStaff(staff.db)]);
  const format = caseFormats(staff.language, staff.now);
  const tab = tabOfPath(url.pathname);
  return {
    view,
    tab,
    visa: visaRouteName(view.visaSlug, staff.language),
    visas: visaChoices(staff.language),
    visaChoice: visaChoiceOf(view.visaSlug),
    packages: packageChoices(),
    // The Documents tab's checklist: the visa's templates not requested yet.
    templates: tab === "documents" ? templateChoices(view, staff.language) : [],
    // The Overview tab: the deadlines of the permits the client recorded.
    clientPermits:
      tab === "overview" ? await clientPermitDates(staff.db, view.client.id, staff.language, staff.now) : [],
    // The form recording a permit for the client: the visa routes by group.
    permitRouteGroups: tab === "overview" ? visaRouteGroups(staff.language) : [],
    staff: staffChoices(team),
    viewerId: staff.viewer.id,
    formats: formatsOf(view, format),
    tabs: caseTabs.map((id) => ({
      id,
      href: keepLanguage(casePath(view.id, id), url),
      current: id === tab,
      detail: tabDetail(id, view),
    })),
    notice: noticeOf(url.searchParams, view, t),
  };
}

export type CasePage = Awaited<ReturnType<typeof casePage>>;

/** What a tab's label adds in brackets: what waits there. */
function tabDetail(tab: CaseTab, view: CaseView): { key: "tasks" | "documents" | "messages"; count: number } | null {
  if (tab === "tasks" && view.progress.tasksOverdue > 0) return { key: "tasks", count: view.progress.tasksOverdue };
  const toReview = view.documents.filter((doc) => isDocumentAwaitingTeam(doc.status)).length;
  if (tab === "documents" && toReview > 0) return { key: "documents", count: toReview };
  if (tab === "messages" && view.unreadMessages > 0) return { key: "messages", count: view.unreadMessages };
  return null;
}

function formatsOf(view: CaseView, format: ReturnType<typeof caseFormats>) {
  const days = new Set<string>();
  const moments = new Set<string>();
  const sizes: Record<string, string> = {};
  const megabytes: Record<number, string> = {};
  if (view.targetArrival) days.add(view.targetArrival);
  if (view.progress.nextMilestone) days.add(view.progress.nextMilestone.dueDate);
  for (const task of view.tasks) {
    if (task.dueDate) days.add(task.dueDate);
    if (task.completedAt) moments.add(task.completedAt);
  }
  for (const doc of view.documents) {
    days.add(doc.requestedAt);
    if (doc.dueDate) days.add(doc.dueDate);
    if (doc.reviewedAt) days.add(doc.reviewedAt);
    if (doc.requirements)
      megabytes[doc.requirements.maxMegabytes] = format.size(doc.requirements.maxMegabytes * 1024 * 1024);
    for (const file of doc.files) {
      moments.add(file.uploadedAt);
      sizes[file.id] = format.size(file.sizeBytes);
    }
  }
  for (const item of view.activity) moments.add(item.at);
  return {
    percent: format.percent(view.progress.percent),
    dates: Object.fromEntries([...days].map((iso) => [iso, format.date(iso)])),
    moments: Object.fromEntries([...moments].map((iso) => [iso, format.dateTime(iso)])),
    sizes,
    /** A requirement's size limit ("10 MB"), by its number of megabytes. */
    megabytes,
  };
}

/** After a form was applied (?done=…, redirect-after-post), the sentence saying what was done. */
function noticeOf(params: URLSearchParams, view: CaseView, t: TFunction): string | null {
  const count = Number(params.get("count") ?? "1");
  switch (params.get("done")) {
    case "created":
      return t("advisor.case.notices.created");
    case "details":
      return t("advisor.case.notices.details");
    case "phase":
      return t("advisor.case.notices.phase", { phase: t(`dashboard.phases.${view.phase}`) });
    case "team":
      return t("advisor.case.notices.team");
    case "status":
      return t("advisor.case.notices.status", { status: t(`dashboard.planStatuses.${view.status}`) });
    case "unchanged":
      return t("advisor.case.notices.unchanged");
    case "task-added":
      return t("advisor.case.notices.taskAdded");
    case "task":
      return t("advisor.case.notices.task");
    case "requested":
      return t("advisor.case.notices.requested", { count: Number.isInteger(count) && count > 0 ? count : 1 });
    case "document":
      return t("advisor.case.notices.document");
    case "permit":
      return t("advisor.case.notices.permit");
    default:
      return null;
  }
}
