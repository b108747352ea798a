import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { StartWizardButton } from "../../components/shared/wizard-launcher.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LogoMark, SparkleIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { keepLanguage } from "../../lib/keep-language.ts";

const questions = ["country", "profession", "income"] as const;

/**
 * The home page's hero (ADR 0024): the quick assessment, its three questions
 * and a start button — what anyone can use at once — and, under them, the assistant that Premium
 * members ask their own questions, with a link to try it (its preview is open to everyone). The
 * card still neither says the assistant is "online" nor pretends it is typing.
 */
export function AssistantHero() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section aria-labelledby="home-title" className="bg-gradient-to-b from-white to-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            <SparkleIcon />
            {t("home.hero.badge")}
          </p>
          <h1 id="home-title" className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {t("home.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t("home.intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <StartWizardButton>{t("home.hero.start")}</StartWizardButton>
            {/* The e-mail checklist further down this page: it works today (the PDF guide does not yet). */}
            <a href="#free-checklist" className={buttonClasses("secondary")}>
              {t("home.hero.freeChecklist")}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("home.hero.note")}</p>
        </div>

        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5">
          <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
            <LogoMark className="size-10 shrink-0" />
            <div className="min-w-0">
              <p id="hero-card-title" className="font-semibold text-slate-900">
                {t("home.hero.cardTitle")}
              </p>
              <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
                {t("home.hero.cardStatus")}
              </p>
            </div>
          </div>
          <div className="grid gap-4 px-5 py-5">
            <p className="text-slate-800">{t("home.hero.cardIntro")}</p>
            <ol className="grid gap-2">
              {questions.map((key, index) => (
                <li key={key} className="topic-row">
                  <span aria-hidden="true" className="avatar">
                    <span data-ordinal="">{index + 1}</span>
                  </span>
                  {t(`wizard.questions.${key}`)}
                </li>
              ))}
            </ol>
            <div className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
              <p>{t("home.hero.assistantNow")}</p>
              <Link
                to={keepLanguage("/assistant", location)}
                className="justify-self-start font-semibold text-brand-800 underline underline-offset-2"
              >
                {t("home.hero.assistantLink")}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
