import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { isDocumentAwaitingClient } from "../../core/case/document-status.ts";
import { Link } from "../components/ui/link.tsx";
import { handleChecklistAction } from "../features/checklist/checklist-actions.server.ts";
import { SelfServiceDashboard } from "../features/checklist/self-service-dashboard.tsx";
import { selfServiceDashboardData } from "../features/checklist/self-service-data.server.ts";
import { deleteComparisonFromForm } from "../features/cities/delete-comparison-action.server.ts";
import { SavedComparisons } from "../features/cities/saved-comparisons.tsx";
import { savedComparisonsData } from "../features/cities/saved-comparisons-view.server.ts";
import { ActivityFeed } from "../features/dashboard/activity-feed.tsx";
import { dashboardCase } from "../features/dashboard/dashboard-case.server.ts";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { activityItem, dashboardNav, planSummary, taskItem } from "../features/dashboard/dashboard-view.server.ts";
import { JourneyStepper } from "../features/dashboard/journey-stepper.tsx";
import { MessagesCard } from "../features/dashboard/messages-card.tsx";
import { NeedsAction } from "../features/dashboard/needs-action.tsx";
import { PlanBeingPrepared, StaffWithoutPlan } from "../features/dashboard/no-plan.tsx";
import { PlanFacts } from "../features/dashboard/plan-facts.tsx";
import { ProgressCard } from "../features/dashboard/progress-card.tsx";
import { TeamCard } from "../features/dashboard/team-card.tsx";
import { UpcomingTasks } from "../features/dashboard/upcoming-tasks.tsx";
import { nextPermitStep } from "../features/permits/next-permit-step.server.ts";
import { NextPermitStepCard } from "../features/permits/next-permit-step-card.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { caseFormats } from "../lib/dashboard-formats.server.ts";
import { isFormRefusal } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

/** The overview shows the next few tasks and the latest changes; the full lists are a click away. */
const upcomingShown = 5;
const activityShown = 8;

export async function loader({ context, url }: Route.LoaderArgs) {
  const found = await dashboardCase(context);
  const { t } = getI18n(context);
  const language = getLocale(context);
  const seo = accountPageSeo(context, "/dashboard", t("dashboard.title"), t("dashboard.metaDescription"));
  // Premium and dfy members' saved city comparisons (ADR 0062), whichever dashboard they see.
  const comparisons = await savedComparisonsData(context, url);
  if (found.kind === "none" && found.staff) {
    return { kind: "staff" as const, seo, advisorHref: keepLanguage("/advisor", url), comparisons };
  }
  if (found.kind === "none") {
    // Without an advisor's plan: the self-service checklist of the visa they chose (ADR 0036).
    return {
      kind: "self-service" as const,
      seo,
      awaitingPlan: found.user.userPlan === "dfy",
      selfService: await selfServiceDashboardData(context, url),
      permitStep: await nextPermitStep(context, url),
      comparisons,
      assessmentHref: keepLanguage("/assessment", url),
    };
  }
  const { view } = found;
  const format = caseFormats(language, found.now);
  const nav = dashboardNav("overview", url, view.unreadMessages);
  const { progress } = view;
  return {
    kind: "case" as const,
    seo,
    nav,
    plan: planSummary(view, language, format, url),
    phase: { number: progress.phaseNumber, count: progress.phaseCount },
    progress: {
      percent: progress.percent,
      percentText: format.percent(progress.percent),
      tasksDone: progress.tasksDone,
      tasksTotal: progress.tasksTotal,
      documentsApproved: progress.documentsApproved,
      documentsOpen: progress.documentsOpen,
      milestone: progress.nextMilestone
        ? { title: progress.nextMilestone.title, dueText: format.date(progress.nextMilestone.dueDate) }
        : null,
    },
    upcoming: view.tasks
      .filter((task) => task.storedStatus !== "completed")
      .slice(0, upcomingShown)
      .map((task) => taskItem(task, format)),
    needAction: view.documents
      .filter((document) => isDocumentAwaitingClient(document.status))
      .map((document) => ({
        id: document.id,
        title: document.title,
        status: document.status,
        priority: document.priority,
        dueText: document.dueDate ? format.date(document.dueDate) : null,
        href: `${nav.hrefs.documents}#doc-${document.id}`,
      })),
    activity: view.activity.slice(0, activityShown).map((item) => activityItem(item, t, format, language)),
    team: { advisor: view.team.advisor?.name ?? null, contact: view.team.contact?.name ?? null },
    unread: view.unreadMessages,
    permitStep: await nextPermitStep(context, url),
    comparisons,
  };
}

/**
 * /dashboard's own forms are the self-service checklist's (the case's live on its sub-pages) and
 * the delete buttons of saved city comparisons.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (typeof intent === "string" && intent.startsWith("checklist-")) {
    return handleChecklistAction(request, context, form);
  }
  if (intent === "comparison-delete") return deleteComparisonFromForm(request, context, form);
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /dashboard: where a done-for-you client follows their move — the
 * plan, the six-phase journey, overall progress, what to do next, what to send, what happened,
 * who is on it and what they wrote. Without a plan: the self-service checklist (a done-for-you
 * client whose plan is not open yet is told so), or, for staff, a link to their workspace.
 */
export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // A refused delete of a saved comparison is the comparisons' to say; anything else the checklist's.
  const comparisonRefusal =
    isFormRefusal(actionData) && actionData.intent === "comparison-delete" ? actionData : undefined;
  const checklistData = comparisonRefusal ? null : actionData;
  const comparisons = loaderData.comparisons && (
    <SavedComparisons data={loaderData.comparisons} refusal={comparisonRefusal} />
  );
  if (loaderData.kind === "staff") {
    return (
      <>
        <StaffWithoutPlan advisorHref={loaderData.advisorHref} />
        {comparisons && <div className="mx-auto max-w-3xl px-4 pb-14 sm:px-6">{comparisons}</div>}
      </>
    );
  }
  if (loaderData.kind === "self-service") {
    return (
      <>
        {loaderData.awaitingPlan && <PlanBeingPrepared />}
        <SelfServiceDashboard data={loaderData.selfService} actionData={checklistData} />
        {/* The detailed assessment: every route against the member's figures, saved on the profile. */}
        <div className="mx-auto max-w-4xl px-4 pb-8 sm:px-6">
          <p className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-700">
            <Link to={loaderData.assessmentHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("dashboard.detailedAssessment.title")}
            </Link>
            <span className="mt-1 block">{t("dashboard.detailedAssessment.text")}</span>
          </p>
          <NextPermitStepCard data={loaderData.permitStep} className="mt-6" />
        </div>
        {comparisons && <div className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">{comparisons}</div>}
      </>
    );
  }
  const { nav, plan } = loaderData;
  return (
    <DashboardShell nav={nav} title={plan.name} eyebrow={t("dashboard.title")}>
      <PlanFacts plan={plan} />
      <section
        aria-labelledby="journey-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="journey-heading" className="text-lg font-bold text-brand-900">
            {t("dashboard.journey.title")}
          </h2>
          <p className="text-sm font-semibold text-brand-800" data-testid="phase-of">
            {t("dashboard.journey.phaseOf", loaderData.phase)}
          </p>
        </div>
        <JourneyStepper phase={plan.phase} headingId="journey-heading" />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <ProgressCard progress={loaderData.progress} />
        <UpcomingTasks tasks={loaderData.upcoming} allHref={nav.hrefs.tasks} className="lg:col-span-2" />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <NeedsAction documents={loaderData.needAction} allHref={nav.hrefs.documents} />
          <ActivityFeed items={loaderData.activity} />
        </div>
        <div className="grid content-start gap-6">
          <NextPermitStepCard data={loaderData.permitStep} />
          <TeamCard team={loaderData.team} />
          <MessagesCard unread={loaderData.unread} href={nav.hrefs.messages} />
        </div>
      </div>
      {comparisons && <div className="mt-6">{comparisons}</div>}
    </DashboardShell>
  );
}
