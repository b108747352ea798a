import { useTranslation } from "react-i18next";
import { Card } from "./dashboard-shell.tsx";
import { ProgressRing } from "./progress-ring.tsx";

export type ProgressSummary = {
  percent: number;
  percentText: string;
  tasksDone: number;
  tasksTotal: number;
  documentsApproved: number;
  documentsOpen: number;
  milestone: { title: string; dueText: string } | null;
};

/** Overall progress (ring and its words), tasks and documents done, and the next dated milestone. */
export function ProgressCard({ progress }: { progress: ProgressSummary }) {
  const { t } = useTranslation();
  return (
    <Card title={t("dashboard.progress.title")} headingId="progress-heading">
      <div className="mt-4 flex flex-wrap items-center gap-5">
        <ProgressRing percent={progress.percent} label={progress.percentText} />
        <div className="min-w-0 flex-1 basis-40">
          <p className="sr-only">{t("dashboard.progress.ringLabel", { percent: progress.percentText })}</p>
          <p className="text-sm text-slate-700">{t("dashboard.progress.explain")}</p>
          <ul className="mt-3 grid gap-1 text-sm font-medium text-slate-900">
            <li>{t("dashboard.progress.tasksDone", { count: progress.tasksDone, total: progress.tasksTotal })}</li>
            <li>
              {t("dashboard.progress.documentsApproved", {
                count: progress.documentsApproved,
                total: progress.documentsOpen,
              })}
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-5 rounded-xl bg-brand-50 p-4">
        <h3 className="text-sm font-semibold text-brand-800">{t("dashboard.progress.nextMilestone")}</h3>
        {progress.milestone ? (
          <p className="mt-1">
            <bdi className="block font-semibold text-slate-900">{progress.milestone.title}</bdi>
            <span className="text-sm text-slate-700">
              {t("dashboard.progress.milestoneDue", { date: progress.milestone.dueText })}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t("dashboard.progress.noMilestone")}</p>
        )}
      </div>
    </Card>
  );
}
