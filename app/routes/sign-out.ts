import { data, redirect } from "react-router";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { authOf } from "../../server/modules/auth/auth.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import type { Route } from "./+types/sign-out";

/**
 * Ends the session (its row is deleted, so a copied cookie or token stops working too) and
 * clears the browser's cookie, then goes home (or to `redirectTo`, a path of this site). A plain form post: works with and without
 * JavaScript; cross-site posts are refused before they get here (ADR 0007).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = authOf(context.get(serverContext).services);
  let headers = new Headers();
  try {
    headers = (await auth.api.signOut({ headers: request.headers, returnHeaders: true })).headers;
  } catch {
    // Not signed in (or the session was already gone): nothing to end, still go home.
  }
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("set-cookie", cookie);
  const form = await request.formData().catch(() => null);
  // The button posts to /sign-out?lang=… when its page was pinned to a language: keep it.
  throw redirect(keepLanguage(safeRedirectPath(form?.get("redirectTo") ?? null), new URL(request.url)), {
    headers: cookies,
  });
}

export async function loader() {
  throw data(null, { status: 405 });
}
