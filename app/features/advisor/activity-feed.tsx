import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { isOneOf, journeyPhases } from "../../../core/case/journey.ts";
import type { ActivityView } from "../../../server/modules/cases/case-view.ts";
import type { ActivityKind } from "../../../server/modules/cases/record-case-change.ts";
import type { CasePage } from "./case-page.server.ts";
import { CaseSection } from "./case-section.tsx";

/** Every kind the feed records (record-case-change.ts); a kind added later reads "The case changed". */
const knownKinds: Record<ActivityKind, true> = {
  plan_created: true,
  plan_updated: true,
  phase_changed: true,
  team_assigned: true,
  task_added: true,
  task_started: true,
  task_completed: true,
  task_reopened: true,
  document_requested: true,
  document_uploaded: true,
  document_submitted: true,
  document_review_started: true,
  document_approved: true,
  document_rejected: true,
  document_expired: true,
  document_withdrawn: true,
  message_sent: true,
  permit_recorded: true,
};
const planFields = ["name", "visaSlug", "adults", "children", "packageId", "targetArrival", "status"] as const;
/** Older feed lines name the package field "tier". */
const formerFieldNames: Record<string, (typeof planFields)[number]> = { tier: "packageId" };

/** A feed line in words: its kind translated, with the phases and changed fields named. */
function describe(item: ActivityView, t: TFunction): { text: string; detail: string | null } {
  const kind = Object.hasOwn(knownKinds, item.kind) ? (item.kind as ActivityKind) : "other";
  const details = item.details ?? {};
  const phase = (value: string | undefined) => (isOneOf(journeyPhases, value) ? t(`dashboard.phases.${value}`) : "");
  const text = t(`advisor.activity.kinds.${kind}`, {
    subject: item.subject ?? "",
    from: phase(details.from),
    to: phase(details.to),
  });
  let detail: string | null = null;
  if (item.kind === "team_assigned") {
    const named = (name: string | undefined) => (name ? name : t("advisor.fields.nobody"));
    detail = [
      "advisor" in details ? t("advisor.activity.teamAdvisor", { name: named(details.advisor) }) : null,
      "contact" in details ? t("advisor.activity.teamContact", { name: named(details.contact) }) : null,
    ]
      .filter(Boolean)
      .join(" · ");
  }
  if (item.kind === "plan_updated" && details.fields) {
    const names = details.fields
      .split(",")
      .map((field) => (Object.hasOwn(formerFieldNames, field) ? formerFieldNames[field]! : field))
      .filter((field) => isOneOf(planFields, field))
      .map((field) => t(`advisor.activity.fields.${field as (typeof planFields)[number]}`));
    detail = names.length > 0 ? t("advisor.activity.changed", { fields: names.join(", ") }) : null;
  }
  return { text, detail: detail || null };
}

/**
 * The Activity tab: what happened on the case, newest first (the latest 50), each line with who
 * did it and when — the same feed the client reads on their dashboard, in the team's words.
 */
export function ActivityFeed({ page }: { page: CasePage }) {
  const { t } = useTranslation();
  const { view, formats } = page;
  return (
    <CaseSection title={t("advisor.activity.title")}>
      {view.activity.length === 0 ? (
        <p className="text-slate-700">{t("advisor.activity.none")}</p>
      ) : (
        <ol className="grid gap-0 border-s-2 border-slate-200">
          {view.activity.map((item) => {
            const { text, detail } = describe(item, t);
            return (
              <li key={item.id} data-kind={item.kind} className="relative grid gap-0.5 py-3 ps-5">
                <span aria-hidden="true" className="absolute -start-[7px] top-4.5 size-3 rounded-full bg-brand-700" />
                <p className="font-medium text-slate-900">{text}</p>
                {detail && <p className="text-sm text-slate-800">{detail}</p>}
                <p className="text-sm text-slate-700">
                  <time dateTime={item.at}>{formats.moments[item.at]}</time>
                  {item.actor && (
                    <>
                      {" · "}
                      {t(item.actor.isTeam ? "advisor.activity.byTeam" : "advisor.activity.byClient", {
                        name: item.actor.name,
                      })}
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </CaseSection>
  );
}
