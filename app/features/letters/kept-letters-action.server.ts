import { href, type RouterContextProvider, redirect } from "react-router";
import type { AppError } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { deleteMemberFile } from "../../../server/modules/member-files/delete-member-file.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  formText,
  readForm,
  refusedAsSentence,
  refusedWith,
  tooManyForm,
} from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * The form of /dashboard/letters that is not the letter itself: kept-delete (id) removes one of the
 * member's kept letters → 303 back to the list. Same use case and messages as DELETE /api/my-files/:id.
 */
export async function handleKeptLettersAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const user = guardedUser(context);
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const intent = formText(form, "intent", 40);
  const id = formText(form, "id", 40).trim();
  const echo = { intent: intent || null, target: id || null };
  const limited = await limitClient(
    services.rateLimiter,
    "member-files",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return tooManyForm(language, limited, echo);
  if (intent !== "kept-delete") return refusedWith(language, "invalid_request", echo);
  const letter = url.searchParams.get("letter");
  return attempt(
    async () => {
      await deleteMemberFile(services, user.id, id);
      const query = `${letter ? `letter=${encodeURIComponent(letter)}&` : ""}saved=deleted`;
      return redirect(`${keepLanguage(`${href("/dashboard/letters")}?${query}`, url)}#kept-letters`);
    },
    (error: AppError) => refusedAsSentence(language, error, echo),
  );
}
