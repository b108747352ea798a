import { useTranslation } from "react-i18next";
import type { Figure } from "../../../content/prose/resolve-figures.ts";
import { SourcesList } from "../../components/shared/sources-list.tsx";
import type { AssumptionsView } from "./assumptions-view.server.ts";

/**
 * Under every result: the rules of thumb we apply, labelled as our estimates, then the sources of
 * the official figures and the city dataset's basis, with their checked-on dates.
 */
export function Assumptions({ assumptions, sources }: { assumptions: AssumptionsView; sources: Figure[] }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="how-we-calculate" className="mt-12 border-t border-slate-200 pt-8" data-our-estimates>
        <h2 id="how-we-calculate" className="text-xl font-bold text-brand-900">
          {t("tools.assumptions.title")}{" "}
          <span className="text-base font-normal text-slate-600 italic">({t("content.ourEstimate")})</span>
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{assumptions.intro}</p>
        <ul className="mt-3 grid max-w-3xl list-disc gap-1 ps-5 text-sm text-slate-800">
          {assumptions.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <SourcesList figures={sources} />
    </>
  );
}
