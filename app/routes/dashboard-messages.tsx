import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";
import { openOwnCase } from "../features/dashboard/dashboard-case.server.ts";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { dashboardNav, dashboardPaths } from "../features/dashboard/dashboard-view.server.ts";
import { handleMessageAction, type MessageActionResult } from "../features/messages/message-actions.server.ts";
import { MessageComposer } from "../features/messages/message-composer.tsx";
import { MessageThread } from "../features/messages/message-thread.tsx";
import { readThread } from "../features/messages/read-thread.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard-messages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { opened } = await openOwnCase(context);
  if (!opened) throw redirect(keepLanguage(dashboardPaths.overview, url));
  const { db } = context.get(serverContext).services;
  const { t } = getI18n(context);
  const thread = await readThread(db, opened, getLocale(context), {
    before: url.searchParams.get("before") ?? undefined,
  });
  return {
    seo: accountPageSeo(
      context,
      dashboardPaths.messages,
      t("dashboard.pageTitles.messages"),
      t("dashboard.metaDescription"),
    ),
    nav: dashboardNav("messages", url, thread.unread),
    planName: opened.plan.name,
    caseId: opened.plan.id,
    thread,
    earlierHref: thread.earlierBefore
      ? keepLanguage(`${dashboardPaths.messages}?${new URLSearchParams({ before: thread.earlierBefore })}`, url)
      : null,
  };
}

/** The composer's form (intent=send-message), with or without JavaScript; back to the new message after. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { opened } = await openOwnCase(context);
  if (!opened) throw redirect(keepLanguage(dashboardPaths.overview, url));
  return handleMessageAction(await request.formData(), context, opened.plan.id, {
    redirectTo: keepLanguage(dashboardPaths.messages, url),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** /dashboard/messages: the conversation with the team and the composer; read on opening. */
export default function DashboardMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { thread } = loaderData;
  return (
    <DashboardShell nav={loaderData.nav} title={t("dashboard.pageTitles.messages")} eyebrow={loaderData.planName}>
      <p className="max-w-3xl text-slate-700">{t("dashboard.messages.intro")}</p>
      <div className="mt-6 grid max-w-3xl gap-5">
        <MessageThread messages={thread.messages} earlierHref={loaderData.earlierHref} />
        <MessageComposer
          caseId={loaderData.caseId}
          result={actionData as MessageActionResult | undefined}
          limits={thread.limits}
        />
      </div>
    </DashboardShell>
  );
}
