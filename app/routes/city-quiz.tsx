import { useTranslation } from "react-i18next";
import type { CityId } from "../../content/cities/city-types.ts";
import { languageParam } from "../../core/negotiate-language.ts";
import { FranceMap } from "../features/cities/france-map.tsx";
import { franceMapGeometry } from "../features/cities/france-map-geometry.server.ts";
import { quizAction } from "../features/city-quiz/quiz-action.server.ts";
import { QuizResult } from "../features/city-quiz/quiz-result.tsx";
import { quizSaveState } from "../features/city-quiz/quiz-save-state.server.ts";
import { QuizStep } from "../features/city-quiz/quiz-step.tsx";
import { quizMode, quizSteps, resultView, stepView } from "../features/city-quiz/quiz-view.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/city-quiz";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const mode = quizMode(url);
  // One page for search engines: the quiz's start. Answers and results in the address are someone's own.
  const answered = [...url.searchParams.keys()].some((key) => key !== languageParam);
  const seo = {
    title: `${t("cityQuiz.title")} · Passerelle`,
    description: t("cityQuiz.metaDescription"),
    siteUrl: siteUrlOf(context),
    path: "/city-quiz",
    language,
    noindex: answered,
  };
  if (mode.step !== null) {
    return { view: stepView(t, language, mode.answers, mode.step, url), total: quizSteps, seo };
  }
  const save = await quizSaveState(context, mode.answers);
  // The map of France with the best match highlighted (drawn once on the server, ADR 0030).
  return { view: resultView(t, language, mode.answers, url, save), total: quizSteps, seo, map: franceMapGeometry };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** Every button of the quiz posts here (next, back, finish, save), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return quizAction(request, context, new URL(request.url));
}

/** The city quiz: six questions, then the best match, the others, Retake and Compare. */
export default function CityQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      {view.mode === "step" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("cityQuiz.title")}</h1>
          {view.step === 1 && <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("cityQuiz.intro")}</p>}
          <QuizStep view={view} total={loaderData.total} refusal={actionData} />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {t("cityQuiz.result.title", { city: view.top.name })}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{view.top.summary}</p>
          <QuizResult
            view={view}
            map={loaderData.map && <FranceMap map={loaderData.map} highlight={[view.top.id as CityId]} />}
          />
        </>
      )}
    </div>
  );
}
