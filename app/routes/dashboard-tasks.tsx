import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { isolateFor } from "../../core/languages.ts";
import { dashboardCase } from "../features/dashboard/dashboard-case.server.ts";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { dashboardNav, dashboardPaths, taskItem } from "../features/dashboard/dashboard-view.server.ts";
import { FormNotice } from "../features/dashboard/form-notice.tsx";
import { TaskBoard } from "../features/dashboard/task-board.tsx";
import { isTaskEvent, taskEventAction } from "../features/dashboard/task-event-action.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { caseFormats } from "../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard-tasks";

export async function loader({ context, url }: Route.LoaderArgs) {
  const found = await dashboardCase(context);
  // Without a plan there are no tasks: the overview says what to do instead.
  if (found.kind === "none") throw redirect(keepLanguage(dashboardPaths.overview, url));
  const { t } = getI18n(context);
  const language = getLocale(context);
  const format = caseFormats(language, found.now);
  const { view } = found;
  // After a move, the page says which task and what it became: found in the case, never echoed.
  const changedId = url.searchParams.get("task");
  const changedEvent = url.searchParams.get("event") ?? "";
  const changed = view.tasks.find((task) => task.id === changedId);
  return {
    seo: accountPageSeo(context, dashboardPaths.tasks, t("dashboard.pageTitles.tasks"), t("dashboard.metaDescription")),
    nav: dashboardNav("tasks", url, view.unreadMessages),
    planName: view.name,
    tasks: view.tasks.map((task) => taskItem(task, format)),
    notice:
      changed && isTaskEvent(changedEvent)
        ? t(`dashboard.tasks.changed.${changedEvent}`, { title: isolateFor(language)(changed.title) })
        : null,
    action: keepLanguage(dashboardPaths.tasks, url),
  };
}

/** Start, mark as done or reopen one task (the buttons of each task's form). */
export async function action({ request, context }: Route.ActionArgs) {
  return taskEventAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** /dashboard/tasks: every task of the plan, grouped, with what the client may do with each now. */
export default function DashboardTasks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { nav, tasks } = loaderData;
  return (
    <DashboardShell nav={nav} title={t("dashboard.pageTitles.tasks")} eyebrow={loaderData.planName}>
      <p className="max-w-3xl text-slate-700">{t("dashboard.tasks.intro")}</p>
      <FormNotice
        notice={loaderData.notice}
        refusal={actionData && !tasks.some((item) => item.id === actionData.target) ? actionData.message : null}
      />
      <div className="mt-6">
        {tasks.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            {t("dashboard.tasks.none")}
          </p>
        ) : (
          <TaskBoard tasks={tasks} action={loaderData.action} refusal={actionData} />
        )}
      </div>
    </DashboardShell>
  );
}
