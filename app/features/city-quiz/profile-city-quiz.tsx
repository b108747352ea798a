import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { ProfileQuizView } from "./profile-quiz-view.server.ts";

/** The signed-in user's last city quiz result on their profile, with the ways back to it. */
export function ProfileCityQuiz({ view }: { view: ProfileQuizView }) {
  const { t } = useTranslation();
  const { last } = view;
  return (
    <section
      id="city-quiz"
      aria-labelledby="city-quiz-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="city-quiz-heading" className="text-xl font-bold text-brand-900">
        {t("cityQuiz.profile.title")}
      </h2>
      {last ? (
        <div className="mt-4 grid gap-3">
          <p className="text-sm text-slate-600">
            <time dateTime={last.createdAt}>{last.taken}</time>
          </p>
          <p className="font-semibold text-slate-900">{last.topMatch}</p>
          {last.runnersUp.length > 0 && (
            <div className="text-sm text-slate-700">
              <p>{t("cityQuiz.profile.runnersUp")}</p>
              <ul className="mt-1 grid gap-0.5 ps-5 [list-style:disc]">
                {last.runnersUp.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Link to={last.links.see} className={buttonClasses("secondary", "sm")}>
              {t("cityQuiz.profile.see")}
            </Link>
            <Link to={last.links.compare} className={buttonClasses("secondary", "sm")}>
              {t("cityQuiz.profile.compare")}
            </Link>
            <Link to={last.links.retake} className={buttonClasses("ghost", "sm")}>
              {t("cityQuiz.profile.retake")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-4 grid gap-3">
          <p className="text-slate-700">{t("cityQuiz.profile.empty")}</p>
          <div>
            <Link to={view.takeHref} className={buttonClasses("secondary", "sm")}>
              {t("cityQuiz.profile.take")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
