import { useTranslation } from "react-i18next";
import { data, href, Link } from "react-router";
import { findSubscription } from "../../server/modules/unsubscribe/find-subscription.ts";
import { unsubscribeByToken } from "../../server/modules/unsubscribe/unsubscribe-by-token.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { Button } from "../components/ui/button.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/unsubscribe";

/*
 * The unsubscribe link of every non-transactional e-mail (ADR 0025), without an account.
 * GET only shows what the link is for and one button: link scanners and mail previews fetch
 * links, so reading the page never unsubscribes. POST records it: from the page's button, or
 * straight from a mail client's one-click button (RFC 8058: a POST to the List-Unsubscribe URL
 * with `List-Unsubscribe=One-Click`, no cookies and no Origin, which our CSRF rule lets through,
 * ADR 0007). The token is in the address: the answer is never cached and sends no Referer.
 */

const privateHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

type View =
  | { state: "invalid" }
  | { state: "confirm"; email: string }
  | { state: "already"; email: string }
  | { state: "done"; email: string };

function seoOf(context: Route.LoaderArgs["context"]) {
  const { t } = getI18n(context);
  return {
    title: `${t("unsubscribe.title")} · Passerelle`,
    description: t("unsubscribe.description"),
    siteUrl: siteUrlOf(context),
    path: "/unsubscribe",
    language: getLocale(context),
    noindex: true,
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const found = await findSubscription(services.db, url.searchParams.get("token"));
  const seo = seoOf(context);
  if (found.kind !== "found") {
    const view: View = { state: "invalid" };
    return data({ seo, view }, { status: found.kind === "malformed" ? 400 : 404, headers: privateHeaders });
  }
  const view: View =
    found.status === "subscribed"
      ? { state: "confirm", email: found.maskedEmail }
      : { state: "already", email: found.maskedEmail };
  return data({ seo, view }, { headers: privateHeaders });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services } = context.get(serverContext);
  const form = await request.formData();
  // A mail client posts to the link itself (token in the address); our page's form posts there too.
  const token = url.searchParams.get("token") ?? form.get("token");
  const channel = form.get("List-Unsubscribe") === "One-Click" ? "one-click" : "page";
  const result = await unsubscribeByToken(services.db, { token, channel, language: getLocale(context) });
  if (result.kind !== "unsubscribed") {
    const view: View = { state: "invalid" };
    return data({ view }, { status: result.kind === "malformed" ? 400 : 404, headers: privateHeaders });
  }
  const view: View = { state: "done", email: result.maskedEmail };
  return data({ view }, { headers: privateHeaders });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After the POST the loader runs again and sees "already": the action's answer is what happened.
  const view: View = actionData?.view ?? loaderData.view;
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
