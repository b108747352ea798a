import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { journeyPhases, phaseIndex } from "../../../core/case/journey.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { controlClasses } from "../../components/ui/form-field.tsx";
import { LanguageField, Link } from "../../components/ui/link.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { AttentionBadges, ProgressBar } from "./attention-badges.tsx";
import { searchMaxLength } from "./client-filter.ts";
import type { ClientListRow, ClientListView } from "./client-list-view.server.ts";

/**
 * /advisor's list: filters as links (they work without JavaScript and can be
 * bookmarked), a GET search form, and one table row per done-for-you client with what needs
 * attention spelled out. Rows needing attention come first.
 */
export function ClientList({ view }: { view: ClientListView }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <LinkTabs
        className="mt-6"
        label={t("advisor.list.filtersLabel")}
        tabs={view.filters.map((filter) => ({
          id: filter.id,
          label: t(`advisor.list.filters.${filter.id}`, { count: filter.count }),
          href: filter.href,
          current: filter.current,
        }))}
      />
      <search>
        <form method="get" action={href("/advisor")} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-64 flex-1 gap-1.5 sm:max-w-md">
            <label htmlFor="client-search" className="text-sm font-medium text-slate-800">
              {t("advisor.list.searchLabel")}
            </label>
            <input
              id="client-search"
              name="q"
              type="search"
              defaultValue={view.search}
              maxLength={searchMaxLength}
              autoComplete="off"
              className={controlClasses}
            />
          </div>
          {view.filter !== "all" && <input type="hidden" name="show" value={view.filter} />}
          <LanguageField />
          <button type="submit" className={buttonClasses("primary")}>
            {t("advisor.list.search")}
          </button>
          {view.search && (
            <Link to={view.clearHref} className="min-h-11 content-center font-semibold text-brand-700 underline">
              {t("advisor.list.clear")}
            </Link>
          )}
        </form>
      </search>
      <p className="text-sm text-slate-700" data-testid="client-count">
        {t("advisor.list.shown", { count: view.rows.length })}
      </p>
      {view.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          {view.total === 0 ? t("advisor.list.none") : t("advisor.list.noMatch")}
        </p>
      ) : (
        <DataTable
          caption={t("advisor.list.caption")}
          columns={(["client", "plan", "advisor", "progress", "attention", "actions"] as const).map((column) =>
            t(`advisor.list.columns.${column}`),
          )}
        >
          {view.rows.map((row) => (
            <ClientRow key={row.clientId} row={row} />
          ))}
        </DataTable>
      )}
    </div>
  );
}

function ClientRow({ row }: { row: ClientListRow }) {
  const { t } = useTranslation();
  const plan = row.case;
  return (
    <tr data-client={row.email} className={row.attention ? "bg-amber-50/40" : undefined}>
      <th scope="row" className={`${tableCell} font-normal`}>
        <span className="block font-semibold text-slate-900">{row.name}</span>
        <span className="block text-slate-700" dir="ltr">
          {row.email}
        </span>
      </th>
      <td className={tableCell}>
        {plan ? (
          <>
            <span className="block font-medium text-slate-900">{plan.name}</span>
            <span className="block text-slate-700">
              {t("advisor.list.phase", {
                number: phaseIndex(plan.phase) + 1,
                count: journeyPhases.length,
                phase: t(`dashboard.phases.${plan.phase}`),
              })}
            </span>
            {plan.status !== "active" && (
              <span className="mt-1 inline-block rounded bg-slate-100 px-2 text-sm text-slate-800">
                {t(`dashboard.planStatuses.${plan.status}`)}
              </span>
            )}
          </>
        ) : (
          <span className="text-slate-700">{t("advisor.list.noPlan")}</span>
        )}
      </td>
      <td className={tableCell}>
        {plan?.advisor ? (
          <span className="text-slate-900">
            {row.isMine ? t("advisor.list.you", { name: plan.advisor.name }) : plan.advisor.name}
          </span>
        ) : plan ? (
          <span className="text-slate-700">{t("advisor.list.awaitingAssignment")}</span>
        ) : null}
      </td>
      <td className={tableCell}>
        {plan && row.percent !== null ? <ProgressBar value={plan.percent} text={row.percent} /> : null}
      </td>
      <td className={tableCell}>
        <AttentionBadges
          counts={{
            needsPlan: plan === null,
            unassigned: plan !== null && plan.advisor === null,
            overdueTasks: plan?.overdueTasks ?? 0,
            awaitingReview: plan?.awaitingReview ?? 0,
            unreadMessages: plan?.unreadMessages ?? 0,
          }}
        />
      </td>
      <td className={tableCell}>
        {plan ? (
          <Link to={row.href} className={buttonClasses("secondary", "sm", "whitespace-nowrap")}>
            {t("advisor.list.open")}
            <span className="sr-only"> {t("advisor.list.openNamed", { name: row.name })}</span>
          </Link>
        ) : (
          <Link to={row.href} className={buttonClasses("primary", "sm", "whitespace-nowrap")}>
            {t("advisor.list.openPlan")}
            <span className="sr-only"> {t("advisor.list.openPlanNamed", { name: row.name })}</span>
          </Link>
        )}
      </td>
    </tr>
  );
}
