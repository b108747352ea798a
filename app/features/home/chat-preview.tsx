import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { keepLanguage } from "../../lib/keep-language.ts";
import { SectionHeading } from "./section-heading.tsx";

const exchange = [
  { from: "visitor", key: "q1" },
  { from: "assistant", key: "a1" },
  { from: "visitor", key: "q2" },
  { from: "assistant", key: "a2" },
] as const;

/**
 * The assistant on the home page: what it does, an example conversation labelled as
 * one (not a live chat), and a link to /assistant, where anyone tries it on example questions
 * answered live and Premium members ask their own.
 */
export function ChatPreview() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section aria-labelledby="preview-heading" className="section">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="preview-heading" title={t("home.preview.heading")} lead={t("home.preview.intro")} />
          <p className="mt-4 text-slate-700">{t("home.preview.note")}</p>
          <Link to={keepLanguage("/assistant", location)} className={buttonClasses("secondary", "md", "mt-5")}>
            {t("home.preview.cta")}
          </Link>
        </div>
        <div className="rounded-2xl border border-dashed border-slate-400 bg-white p-5">
          <p className="inline-block rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-800 uppercase">
            {t("home.preview.label")}
          </p>
          <ol aria-label={t("home.preview.label")} className="mt-4 grid gap-3">
            {exchange.map(({ from, key }) => (
              <li key={key} className={from === "visitor" ? "flex justify-end" : "flex justify-start"}>
                <p className={from === "visitor" ? "bubble bubble-ours" : "bubble bubble-theirs"}>
                  <span className="sr-only">
                    {from === "visitor" ? t("home.preview.visitor") : t("home.preview.assistant")}:{" "}
                  </span>
                  {t(`home.preview.${key}`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
