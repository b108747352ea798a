import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import { Card } from "./dashboard-shell.tsx";
import type { TaskItem } from "./dashboard-types.ts";
import { TaskSummary } from "./task-summary.tsx";

/** The next unfinished tasks, earliest due first (overdue ones lead, in red), and a link to them all. */
export function UpcomingTasks({
  tasks,
  allHref,
  className,
}: {
  tasks: TaskItem[];
  allHref: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t("dashboard.upcoming.title")}
      headingId="upcoming-heading"
      className={className}
      action={
        <Link to={allHref} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {t("dashboard.upcoming.all")}
        </Link>
      }
    >
      {tasks.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("dashboard.upcoming.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {tasks.map((task) => (
            <li
              key={task.id}
              className={`py-3 ${task.status === "overdue" ? "-mx-2 rounded-lg border-s-4 border-red-700 bg-red-50 px-2" : ""}`}
            >
              <TaskSummary task={task} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
