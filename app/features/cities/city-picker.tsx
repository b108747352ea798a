import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { CityId } from "../../../content/cities/city-types.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LanguageField } from "../../components/ui/link.tsx";
import { type ComparisonTab, comparisonPath } from "./comparison-query.ts";

/**
 * The choice of cities: a plain GET form of checkboxes, so it works without JavaScript and its
 * result is an address (`?cities=lyon&cities=nice`, which the page rewrites to the shareable
 * `?cities=lyon,nice`). The boxes show what is compared, so a refused city comes back unticked.
 * The current tab and a pinned language ride along as hidden fields. Everyone chooses up to three
 * (visitors and every plan alike); a fourth is refused by the page, with a message.
 */
export function CityPicker({
  cityIds,
  compared,
  tab,
}: {
  cityIds: readonly CityId[];
  compared: readonly CityId[];
  tab: ComparisonTab;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form
      // Each answer re-creates the boxes (defaultChecked only applies to new elements), so a box
      // ticked for a refused city comes back unticked even when the comparison did not change.
      key={location.key}
      method="get"
      action={comparisonPath}
      preventScrollReset
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">{t("cities.form.legend")}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {cityIds.map((id) => (
            <label
              key={id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-400 px-4 py-2 text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="checkbox"
                name="cities"
                value={id}
                defaultChecked={compared.includes(id)}
                className="size-4 accent-brand-700"
              />
              {t(`cities.names.${id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {tab !== "overview" && <input type="hidden" name="tab" value={tab} />}
      <LanguageField />
      <button type="submit" className={buttonClasses("primary", "md", "mt-4")}>
        {t("cities.form.submit")}
      </button>
    </Form>
  );
}
