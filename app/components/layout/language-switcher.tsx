import { useTranslation } from "react-i18next";
import { href, useFetcher, useLocation } from "react-router";
import { type Language, languageNames, supportedLanguages } from "../../../core/languages.ts";

const shortLabel: Record<Language, string> = { en: "EN", fr: "FR", ar: "عربي" };

/**
 * Posts the choice to /language, which stores it in a cookie. With JavaScript the fetcher
 * revalidates the page in the new language without a full reload; without it, the form still works.
 */
export function LanguageSwitcher({ current, onChanged }: { current: Language; onChanged?: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "language" });
  const location = useLocation();
  const pending = fetcher.formData?.get("lang");
  const shown = typeof pending === "string" ? pending : current;

  return (
    <fetcher.Form method="post" action={href("/language")} onSubmit={onChanged}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="flex items-center rounded-lg border border-slate-200 bg-white p-0.5">
        <legend className="sr-only">{t("language.label")}</legend>
        {supportedLanguages.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            // Each language named in itself: a name, never translated.
            translate="no"
            aria-pressed={shown === language}
            className="lang-option"
          >
            {shortLabel[language]}
            <span className="sr-only"> {languageNames[language].nativeName}</span>
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}
