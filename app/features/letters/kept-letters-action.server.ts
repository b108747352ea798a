import { href, type RouterContextProvider, redirect } from "react-router";
import type { AppError } from "../../../server/http/app-error.ts";
import { deleteMemberFile } from "../../../server/modules/member-files/delete-member-file.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { readMemberForm } from "../../lib/member-form.server.ts";
import { attempt, refusedAsSentence, refusedWith, tooManyForm } from "../../lib/page-form.server.ts";

/**
 * The form of /dashboard/letters that is not the letter itself: kept-delete (id) removes one of the
 * member's kept letters → 303 back to the list. Same use case and messages as DELETE /api/my-files/:id.
 */
export async function handleKeptLettersAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, user, services, language, intent, id, limited } = await readMemberForm(request, context, "member-files");
  const echo = { intent: intent || null, target: id || null };
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
