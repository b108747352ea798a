import type { RouterContextProvider } from "react-router";
import { countryName, isCountryCode } from "../../../core/countries.ts";
import { asLanguage } from "../../../core/languages.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { getConsultationRequest } from "../../../server/modules/consultations/get-consultation-request.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { dateFormatter } from "./back-office-action.server.ts";

const doneIntents = ["status", "note", "reply"] as const;

/** /admin/consultations/:id: one request, its status, the team's notes and replies. */
export async function consultationPage(context: Readonly<RouterContextProvider>, url: URL, id: string) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const format = dateFormatter(language);
  let request: Awaited<ReturnType<typeof getConsultationRequest>>;
  try {
    request = await getConsultationRequest(context.get(serverContext).services.db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw new Response(null, { status: 404 });
    throw error;
  }
  const done = url.searchParams.get("done");
  return {
    request: {
      ...request,
      received: format(request.createdAt),
      country: isCountryCode(request.countryOfOrigin)
        ? countryName(request.countryOfOrigin, language)
        : request.countryOfOrigin,
      answerIn: asLanguage(request.language),
      notes: request.notes.map((note) => ({ ...note, at: format(note.createdAt) })),
    },
    done: doneIntents.find((intent) => intent === done) ?? null,
    seo: accountPageSeo(
      context,
      url.pathname,
      t("backOffice.consultations.title"),
      t("backOffice.consultations.metaDescription"),
    ),
  };
}
