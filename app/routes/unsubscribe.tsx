import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { unsubscribeAction } from "../features/unsubscribe/unsubscribe-action.server.ts";
import { type UnsubscribeView, unsubscribeLinkView } from "../features/unsubscribe/unsubscribe-view.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/unsubscribe";

/*
 * The unsubscribe link of every non-transactional e-mail (ADR 0025), without an account.
 * GET only shows what the link is for and one button: link scanners and mail previews fetch
 * links, so reading the page never unsubscribes. POST records it: from the page's button, or
 * straight from a mail client's one-click button (RFC 8058: a POST to the List-Unsubscribe URL
 * with `List-Unsubscribe=One-Click`, no cookies and no Origin, which our CSRF rule lets through,
 * ADR 0007). The token is in the address: the answer is never cached and sends no Referer.
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  return unsubscribeLinkView(context, url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return unsubscribeAction(request, context, url);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After the POST the loader runs again and sees "already": the action's answer is what happened.
  const view: UnsubscribeView = actionData?.view ?? loaderData.view;
  const heading =
    view.state === "invalid"
      ? t("unsubscribe.invalidTitle")
      : view.state === "done"
        ? t("unsubscribe.doneTitle")
        : view.state === "already"
          ? t("unsubscribe.alreadyTitle")
          : t("unsubscribe.title");
  return (
    <section aria-labelledby="unsubscribe-heading" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 id="unsubscribe-heading" className="text-3xl font-bold text-brand-900">
        {heading}
      </h1>
      {view.state === "invalid" && (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t("unsubscribe.invalid")}
        </p>
      )}
      {view.state === "confirm" && (
        // A plain form: the browser posts it to this same address (token included), with or
        // without the page's JavaScript.
        <form method="post" className="mt-6 grid gap-4">
          <p className="text-slate-800">{t("unsubscribe.confirmIntro", { email: view.email })}</p>
          <p className="text-sm text-slate-700">{t("unsubscribe.confirmNote")}</p>
          <div>
            <Button type="submit">{t("unsubscribe.confirm")}</Button>
          </div>
        </form>
      )}
      {(view.state === "done" || view.state === "already") && (
        <div className="mt-6 grid gap-4">
          <p role="status" className="text-slate-800">
            {t(view.state === "done" ? "unsubscribe.done" : "unsubscribe.already", { email: view.email })}
          </p>
          <p className="text-sm text-slate-700">{t("unsubscribe.resubscribeNote")}</p>
        </div>
      )}
      <p className="mt-8">
        <Link to={href("/")} className="font-semibold text-brand-800 underline underline-offset-2">
          {t("unsubscribe.home")}
        </Link>
      </p>
    </section>
  );
}
