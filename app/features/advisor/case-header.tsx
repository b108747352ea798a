import { useTranslation } from "react-i18next";
import { isDocumentAwaitingTeam } from "../../../core/case/document-status.ts";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AttentionBadges, ProgressBar } from "./attention-badges.tsx";
import type { CasePage } from "./case-page.server.ts";
import { PhaseStepper } from "./phase-stepper.tsx";

/**
 * The top of every tab of a case: whose plan it is, where it stands (phase, progress, status) and
 * what waits on the team, then the tabs as links. What was just done is said in a status region
 * right under the tabs, so it is announced after a form's redirect.
 */
export function CaseHeader({ page }: { page: CasePage }) {
  const { t } = useTranslation();
  const { view, formats } = page;
  const { progress } = view;
  const toReview = view.documents.filter((doc) => isDocumentAwaitingTeam(doc.status)).length;
  return (
    <>
      <header className="grid gap-5">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{view.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
            <span>{t("advisor.case.clientLine", { name: view.client.name })}</span>
            <span dir="ltr">{view.client.email}</span>
            <span className="rounded bg-slate-100 px-2 text-sm font-medium text-slate-800">
              {t(`dashboard.planStatuses.${view.status}`)}
            </span>
            {view.package && (
              <span className="rounded bg-brand-50 px-2 text-sm font-medium text-brand-900">
                <bdi>{view.package.name}</bdi>
              </span>
            )}
            <span>{page.visa}</span>
          </p>
        </div>
        <section aria-label={t("advisor.case.stepperLabel")} className="grid gap-3">
          <p className="font-semibold text-slate-900">
            {t("advisor.case.phase", {
              number: progress.phaseNumber,
              count: progress.phaseCount,
              phase: t(`dashboard.phases.${view.phase}`),
            })}
          </p>
          <PhaseStepper phase={view.phase} />
        </section>
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(12rem,1fr)_2fr] sm:items-center">
          <div>
            <p className="text-sm font-medium text-slate-700">{t("advisor.case.progressLabel")}</p>
            <ProgressBar value={progress.percent} text={t("advisor.case.progress", { percent: formats.percent })} />
          </div>
          <div className="grid gap-1 text-sm text-slate-800">
            <p>
              {t("advisor.case.tasksDone", { done: progress.tasksDone, total: progress.tasksTotal })} ·{" "}
              {t("advisor.case.documentsApproved", { done: progress.documentsApproved, total: progress.documentsOpen })}
            </p>
            <p>
              {progress.nextMilestone
                ? t("advisor.case.nextMilestone", {
                    title: progress.nextMilestone.title,
                    date: formats.dates[progress.nextMilestone.dueDate],
                  })
                : t("advisor.case.noMilestone")}
            </p>
            <AttentionBadges
              className="mt-1"
              counts={{
                unassigned: view.team.advisor === null,
                overdueTasks: progress.tasksOverdue,
                awaitingReview: toReview,
                unreadMessages: view.unreadMessages,
              }}
            />
          </div>
        </div>
      </header>
      <LinkTabs
        className="mt-8"
        label={t("advisor.case.tabsLabel")}
        tabs={page.tabs.map((tab) => {
          const label = t(`advisor.case.tabs.${tab.id}`);
          return {
            id: tab.id,
            href: tab.href,
            current: tab.current,
            label: tab.detail
              ? t("advisor.case.tabWith", {
                  label,
                  detail: t(`advisor.case.tabDetails.${tab.detail.key}`, { count: tab.detail.count }),
                })
              : label,
          };
        })}
      />
      <div
        role="status"
        className={page.notice ? "mt-4 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {page.notice}
      </div>
    </>
  );
}
