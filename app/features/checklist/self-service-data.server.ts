import type { RouterContextProvider } from "react-router";
import type {
  ChecklistDateSource,
  SelfServiceChecklistItem,
} from "../../../content/checklist/self-service-checklist-for-visa.ts";
import { checklistVisaOf } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { figureOfFact } from "../../../content/prose/resolve-figures.ts";
import { visaRouteGroups, visaRouteName } from "../../../content/visas/visa-routes.ts";
import { arrivalWindow } from "../../../core/checklist/checklist-plan.ts";
import { dateTimeFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { checklistToday } from "../../../server/modules/checklist/checklist-today.ts";
import { getChecklist } from "../../../server/modules/checklist/get-checklist.ts";
import { latestChosenVisa } from "../../../server/modules/checklist/latest-chosen-visa.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";
import { groupByPeriod } from "./checklist-periods.ts";
import type { ChecklistItemView, ItemSourceView, SelfServiceDashboardData, VisaOptionGroup } from "./checklist-view.ts";

/** Each visa route once, under the catalogue's name: the list of content/visas/visa-routes.ts. */
function visaGroups(language: Language): VisaOptionGroup[] {
  return visaRouteGroups(language).map(({ label, options }) => ({ label, options }));
}

function sourceView(
  source: ChecklistDateSource,
  language: Language,
  t: ReturnType<typeof getI18n>["t"],
  date: (iso: string) => string,
): ItemSourceView {
  if (source.kind === "registry") {
    const figure = figureOfFact(source.factId, language);
    return {
      kind: "registry",
      label: figure.label,
      labelLanguage: figure.labelLanguage,
      value: figure.text,
      factKey: figure.key,
      withOurEstimates: source.withOurEstimates,
      publisher: source.publisher,
      url: source.url,
      checkedOnText: formatCheckedOn(source.checkedOn, language),
    };
  }
  if (source.kind === "estimate") {
    return { kind: "estimate", text: t("checklist.item.ourEstimate", { date: date(source.estimatedOn) }) };
  }
  return { kind: "arrival", text: t("checklist.item.arrivalDay") };
}

function itemView(
  item: SelfServiceChecklistItem,
  language: Language,
  t: ReturnType<typeof getI18n>["t"],
  date: (iso: string) => string,
): ChecklistItemView {
  return {
    key: item.key,
    title: item.title,
    why: item.why,
    dueDate: item.dueDate,
    dueText: date(item.dueDate),
    done: item.done,
    overdue: item.overdue,
    dueSoon: item.dueSoon,
    link: item.link ? { url: item.link.url, publisher: item.link.publisher } : null,
    source: sourceView(item.source, language, t, date),
  };
}

const notices = {
  created: "checklist.notices.created",
  updated: "checklist.notices.updated",
  saved: "checklist.notices.saved",
} as const;

/**
 * The loader data of the self-service part of /dashboard (people without an advisor's plan): the
 * setup form, prefilled from `?visa=` (the "use this visa for my plan" links), else the current
 * checklist, else the best match of the newest saved wizard run; and the checklist itself.
 */
export async function selfServiceDashboardData(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<SelfServiceDashboardData> {
  const user = guardedUser(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const { t } = getI18n(context);
  const today = checklistToday();
  const dateFormat = dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const date = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

  const current = await getChecklist(services.db, user.id, today, language);
  // A link may name a route by an alias (the Blue Card's English twin, an old URL): its route is chosen.
  const linked = url.searchParams.get("visa");
  const fromLink = linked ? checklistVisaOf(linked) : null;
  const chosen = fromLink || current ? null : await latestChosenVisa(services.db, user.id);
  const fromAssessment = chosen ? checklistVisaOf(chosen) : null;
  const open =
    !current || url.searchParams.get("change") === "1" || (fromLink !== null && fromLink !== current.visaSlug);
  const window = arrivalWindow(today);
  const noticeKey = url.searchParams.get("checklist");

  return {
    action: keepLanguage("/dashboard", url),
    notice: noticeKey && noticeKey in notices ? t(notices[noticeKey as keyof typeof notices]) : null,
    setup: {
      open,
      visaGroups: visaGroups(language),
      visa: fromLink ?? current?.visaSlug ?? fromAssessment ?? "",
      arrival: current?.targetArrival ?? "",
      prefilledFrom: fromLink && fromLink !== current?.visaSlug ? "link" : fromAssessment ? "assessment" : null,
      earliest: window.earliest,
      latest: window.latest,
      hint: t("checklist.setup.arrivalHint", { earliest: date(window.earliest), latest: date(window.latest) }),
      keepHref: current ? `${keepLanguage("/dashboard", url)}#checklist` : null,
    },
    checklist: current
      ? {
          visaName: visaRouteName(current.visaSlug, language),
          visaHref: keepLanguage(`/visa/${current.visaSlug}`, url),
          arrivalText: date(current.targetArrival),
          changeHref: `${keepLanguage("/dashboard?change=1", url)}#checklist-setup`,
          textLanguage: current.checklist.textLanguage,
          items: current.checklist.items.map((item) => itemView(item, language, t, date)),
          groups: groupByPeriod(current.checklist.items, current.targetArrival).map((group) => ({
            period: group.period,
            keys: group.items.map((item) => item.key),
          })),
          figures: current.checklist.figures,
        }
      : null,
    links: { pricing: keepLanguage("/pricing", url), visas: keepLanguage("/visa", url) },
  };
}
