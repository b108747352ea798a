import { useTranslation } from "react-i18next";
import type { Verdict } from "../../../core/eligibility/eligibility-result.ts";
import { textDirection } from "../../../core/languages.ts";
import { Link } from "../../components/ui/link.tsx";
import type { ReasonView, RouteView } from "./route-view.server.ts";

/** A verdict's colours: the word is always written, so colour is never the only sign (WCAG 1.4.1). */
const verdictTones: Record<Verdict, string> = {
  eligible: "bg-emerald-100 text-emerald-900",
  likely: "bg-teal-100 text-teal-900",
  borderline: "bg-amber-100 text-amber-900",
  "not-eligible": "bg-red-100 text-red-900",
  "not-applicable": "bg-slate-100 text-slate-800",
};

export function VerdictBadge({ route }: { route: Pick<RouteView, "verdict" | "verdictLabel"> }) {
  return (
    <span
      data-verdict={route.verdict}
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${verdictTones[route.verdict]}`}
    >
      {route.verdictLabel}
    </span>
  );
}

const mark = (reason: ReasonView) => (reason.kind === "assessed" || reason.met === null ? "?" : reason.met ? "✓" : "✗");

/** Each condition as one sentence: the person's figure beside the threshold, and whether it is met. */
function ReasonSentences({ reasons }: { reasons: ReasonView[] }) {
  return (
    <ul className="mt-2 grid gap-1.5">
      {reasons.map((reason) => (
        <li key={reason.sentence} className="flex items-start gap-2 text-slate-800" data-met={String(reason.met)}>
          <span aria-hidden="true" className="w-4 shrink-0 font-bold">
            {mark(reason)}
          </span>
          <span>{reason.sentence}</span>
        </li>
      ))}
    </ul>
  );
}

/** The same as a table: the figure and the threshold in their own columns, each isolated for right-to-left pages. */
function ReasonTable({ reasons, caption }: { reasons: ReasonView[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t("assessment.route.condition")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t("assessment.route.yours")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t("assessment.route.required")}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("assessment.route.status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {reasons.map((reason) => (
            <tr key={reason.sentence} className="border-b border-slate-100 align-top" data-met={String(reason.met)}>
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                {reason.label}
              </th>
              <td className="py-2 pe-3">
                <bdi>{reason.yours}</bdi>
              </td>
              <td className="py-2 pe-3">
                <bdi>{reason.required}</bdi>
              </td>
              <td className="py-2">
                <span aria-hidden="true" className="me-1 font-bold">
                  {mark(reason)}
                </span>
                {reason.status}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One route of an assessment: its verdict, every condition checked, what would
 * change the verdict and, in a member's saved assessment, the documents, cost, time and links.
 */
export function RouteCard({
  route,
  rank,
  headingLevel = "h3",
}: {
  route: RouteView;
  rank?: number;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const headingId = `route-${route.slug}`;
  const { details } = route;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-xl font-bold text-brand-900">
          {rank !== undefined && <span className="text-slate-600">{t("assessment.route.rank", { rank })} </span>}
          {route.name}
        </Heading>
        <VerdictBadge route={route} />
      </div>
      {route.reasons.length > 0 && (
        <section className="mt-4">
          <h4 className="font-semibold text-slate-900">{t("assessment.result.reasons")}</h4>
          {details ? (
            <ReasonTable reasons={route.reasons} caption={`${t("assessment.result.reasons")} — ${route.name}`} />
          ) : (
            <ReasonSentences reasons={route.reasons} />
          )}
        </section>
      )}
      {route.changes.length > 0 && (
        <section className="mt-4">
          <h4 className="font-semibold text-slate-900">{t("assessment.result.changes")}</h4>
          <ul className="mt-2 grid list-disc gap-1 ps-5 text-slate-800">
            {route.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      )}
      {details && (
        <>
          {(details.cost || details.processing) && (
            <dl className="mt-4 grid gap-2 sm:grid-cols-2">
              {details.cost && (
                <div>
                  <dt className="text-sm font-semibold text-slate-700">{t("assessment.route.cost")}</dt>
                  <dd className="text-slate-900">
                    <bdi>{details.cost}</bdi>
                  </dd>
                </div>
              )}
              {details.processing && (
                <div>
                  <dt className="text-sm font-semibold text-slate-700">{t("assessment.route.processing")}</dt>
                  <dd className="text-slate-900">
                    <bdi>{details.processing}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          )}
          {details.documents.length > 0 && (
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-800">
                {t("assessment.route.documents")}
              </summary>
              <p className="mt-1 text-sm text-slate-700">{t("assessment.route.documentsNote")}</p>
              <ul
                lang={details.documentsLanguage}
                dir={textDirection(details.documentsLanguage)}
                className="mt-2 grid list-disc gap-1 ps-5 text-slate-800"
              >
                {details.documents.map((document) => (
                  <li key={document}>{document}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {details && details.officialLinks.length > 0 && (
        <section className="mt-4">
          <h4 className="font-semibold text-slate-900">{t("assessment.route.officialLinks")}</h4>
          <ul
            lang={details.documentsLanguage}
            dir={textDirection(details.documentsLanguage)}
            className="mt-1 grid list-disc gap-1 ps-5"
          >
            {details.officialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener" className="text-brand-700 underline underline-offset-2">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(route.visaHref || details) && (
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
          {route.visaHref && (
            <li>
              <Link to={route.visaHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {t("assessment.route.visaPage", { name: route.name })}
              </Link>
            </li>
          )}
          {details?.planHref && (
            <li>
              <Link
                to={details.planHref}
                data-plan-link={route.slug}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t("assessment.route.addToChecklist")}
                <span className="sr-only"> — {route.name}</span>
              </Link>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
