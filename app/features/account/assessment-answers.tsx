import { useTranslation } from "react-i18next";
import type { AssessmentListItem } from "./assessment-view.server.ts";

/** A saved run's three answers, as the profile's list and the run's own page show them. */
export function AssessmentAnswers({ item, className = "" }: { item: AssessmentListItem; className?: string }) {
  const { t } = useTranslation();
  const answers = [
    ["country", item.country],
    ["profession", item.profession],
    ["income", item.income],
  ] as const;
  return (
    <dl className={`grid gap-2 text-sm sm:grid-cols-3 ${className}`.trim()}>
      {answers.map(([key, value]) => (
        <div key={key}>
          <dt className="text-slate-600">{t(`account.profile.assessments.${key}`)}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The options a saved run ranked first, by name and match. */
export function TopOptionsList({
  options,
  className,
}: {
  options: AssessmentListItem["topOptions"];
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className={className}>
      {options.map((option) => (
        <li key={option.id}>
          {option.name} — {t("wizard.results.match", { percent: option.match })}
        </li>
      ))}
    </ol>
  );
}
