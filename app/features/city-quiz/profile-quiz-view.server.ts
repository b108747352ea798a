import type { TFunction } from "i18next";
import { dateTimeFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { lastQuizResult } from "../../../server/modules/city-quiz/last-quiz-result.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { comparisonHrefFor, quizPath, quizResultHref } from "./quiz-links.ts";
import { cityName } from "./quiz-texts.server.ts";

/** The profile's city quiz section, in the reader's words: the last result as it was shown, or nothing yet. */
export type ProfileQuizView = {
  takeHref: string;
  last: {
    createdAt: string;
    taken: string;
    topMatch: string;
    runnersUp: string[];
    links: { see: string; retake: string; compare: string };
  } | null;
};

export async function profileQuizView(
  db: Db,
  userId: string,
  t: TFunction,
  language: Language,
  from: { search: string },
): Promise<ProfileQuizView> {
  const takeHref = keepLanguage(quizPath, from);
  const saved = await lastQuizResult(db, userId);
  if (!saved) return { takeHref, last: null };
  const number = numberFormat(language);
  const [top, ...rest] = saved.cities;
  const topThree = saved.cities.slice(0, 3).map((city) => city.cityId);
  return {
    takeHref,
    last: {
      createdAt: saved.createdAt,
      // Formatted here, once, like the join date: the browser's date data may differ from the server's.
      taken: t("cityQuiz.profile.taken", {
        date: dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(saved.createdAt)),
      }),
      topMatch: t("cityQuiz.profile.topMatch", {
        city: cityName(t, top?.cityId ?? ""),
        points: number.format(top?.points ?? 0),
        max: number.format(saved.maxPoints),
      }),
      runnersUp: rest
        .slice(0, 2)
        .map((city) =>
          t("cityQuiz.profile.cityPoints", { city: cityName(t, city.cityId), points: number.format(city.points) }),
        ),
      links: {
        see: keepLanguage(quizResultHref(saved.answers), from),
        retake: takeHref,
        compare: keepLanguage(comparisonHrefFor(topThree), from),
      },
    },
  };
}
