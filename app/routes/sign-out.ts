import { data, redirect } from "react-router";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { endSession } from "../features/account/end-session.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import type { Route } from "./+types/sign-out";

/**
 * Ends the session (its row is deleted, so a copied cookie or token stops working too) and
 * clears the browser's cookie, then goes home (or to `redirectTo`, a path of this site). A plain form post: works with and without
 * JavaScript; cross-site posts are refused before they get here (ADR 0007).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await endSession(request, context);
  const form = await request.formData().catch(() => null);
  // The button posts to /sign-out?lang=… when its page was pinned to a language: keep it.
  throw redirect(keepLanguage(safeRedirectPath(form?.get("redirectTo") ?? null), new URL(request.url)), {
    headers: cookies,
  });
}

export async function loader() {
  throw data(null, { status: 405 });
}
