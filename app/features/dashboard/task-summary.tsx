import { useTranslation } from "react-i18next";
import type { TaskItem } from "./dashboard-types.ts";
import { PriorityBadge, TaskStatusBadge } from "./status-badges.tsx";

/** A task's title, badges and date line; an overdue one says so in words and stands out in red. */
export function TaskSummary({ task, headingLevel = "h3" }: { task: TaskItem; headingLevel?: "h3" | "h4" }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const overdue = task.status === "overdue";
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="font-semibold text-slate-900">
          <bdi>{task.title}</bdi>
        </Heading>
        <PriorityBadge priority={task.priority} />
        {task.status !== "pending" && <TaskStatusBadge status={task.status} />}
      </div>
      <p className={`mt-1 text-sm ${overdue ? "font-semibold text-red-800" : "text-slate-700"}`}>
        {task.storedStatus === "completed" && task.completedText
          ? t("dashboard.dates.completedOn", { date: task.completedText })
          : task.dueText
            ? t(overdue ? "dashboard.dates.overdueSince" : "dashboard.dates.due", { date: task.dueText })
            : t("dashboard.dates.noDue")}
        <span className="text-slate-600">
          {" · "}
          {t(`dashboard.categories.${task.category}`)}
        </span>
      </p>
    </div>
  );
}
