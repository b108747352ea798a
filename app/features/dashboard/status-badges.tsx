import { useTranslation } from "react-i18next";
import type { DocumentStatus } from "../../../core/case/document-status.ts";
import type { Priority } from "../../../core/case/journey.ts";
import type { TaskStatus } from "../../../core/case/task-status.ts";

/*
 * Small labelled badges. The words carry the meaning (never the colour alone, WCAG 1.4.1); each
 * colour pair keeps at least 4.5:1 contrast.
 */
const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

const priorityColours: Record<Priority, string> = {
  urgent: "bg-red-100 text-red-900 ring-1 ring-red-300",
  high: "bg-amber-100 text-amber-900",
  medium: "bg-sky-100 text-sky-900",
  low: "bg-slate-100 text-slate-800",
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${priorityColours[priority]}`}>
      <span className="sr-only">
        {t("dashboard.priorityNamed", { priority: t(`dashboard.priorities.${priority}`) })}
      </span>
      <span aria-hidden="true">{t(`dashboard.priorities.${priority}`)}</span>
    </span>
  );
}

const taskColours: Record<TaskStatus, string> = {
  pending: "bg-slate-100 text-slate-800",
  in_progress: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
  overdue: "bg-red-700 text-white",
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${taskColours[status]}`}>{t(`dashboard.taskStatuses.${status}`)}</span>;
}

export const documentColours: Record<DocumentStatus, string> = {
  not_requested: "bg-slate-100 text-slate-700",
  requested: "bg-sky-100 text-sky-900",
  required: "bg-amber-100 text-amber-900",
  uploaded: "bg-indigo-100 text-indigo-900",
  submitted: "bg-indigo-100 text-indigo-900",
  under_review: "bg-violet-100 text-violet-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-700 text-white",
  expired: "bg-orange-100 text-orange-900",
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${documentColours[status]}`}>{t(`dashboard.documentStatuses.${status}`)}</span>;
}
