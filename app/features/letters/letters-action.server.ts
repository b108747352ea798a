import { href, type RouterContextProvider, redirect } from "react-router";
import { letterValueMaxChars } from "../../../content/letters/fill-letter.ts";
import { hasAccess } from "../../../core/plans.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { downloadLetter } from "../../../server/modules/letters/download-letter.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { formText, readForm } from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * The letter form of /dashboard/letters, posted to /dashboard/letters/download (a resource route,
 * so the answer can be the file itself): the answers and the format → the file. The form's own
 * checks (required fields, date pickers) stop most mistakes in the browser, with or without
 * scripts; what the server still refuses (a field too long, a free member, the rate limit) goes
 * back to the letter with a message saying what to change.
 */
export async function handleLetterDownload(request: Request, context: Readonly<RouterContextProvider>) {
  const user = guardedUser(context);
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const id = formText(form, "letter", 60);
  const format = formText(form, "format", 10);
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith("field.") && typeof value === "string" && Object.keys(values).length < 30) {
      values[name.slice("field.".length, 60)] = value.slice(0, letterValueMaxChars);
    }
  }
  const back = (reason: string) =>
    redirect(
      keepLanguage(
        `${href("/dashboard/letters")}?letter=${encodeURIComponent(id)}&refused=${reason}`,
        new URL(request.url),
      ),
    );
  if (!hasAccess(user.userPlan, "premium")) return back("plan");
  const limited = await limitClient(
    services.rateLimiter,
    "letters",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return back("busy");
  try {
    const file = await downloadLetter(services, user.id, { templateId: id, values, format, reader: language });
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError) return back(error.fields[0]?.field ? `field-${error.fields[0].field}` : "letter");
    throw error;
  }
}
