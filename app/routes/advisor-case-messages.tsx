import { useTranslation } from "react-i18next";
import { openTeamCase, staffRequest } from "../features/advisor/advisor-access.server.ts";
import { casePath } from "../features/advisor/advisor-paths.ts";
import { CaseSection } from "../features/advisor/case-section.tsx";
import { handleMessageAction, type MessageActionResult } from "../features/messages/message-actions.server.ts";
import { MessageComposer } from "../features/messages/message-composer.tsx";
import { MessageThread } from "../features/messages/message-thread.tsx";
import { loadThread } from "../features/messages/thread-view.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import type { Route } from "./+types/advisor-case-messages";

/**
 * The Messages tab: the conversation with the client and the composer (the client area's own
 * thread and composer). Viewing it marks it read — the case's layout does that before counting
 * what is unread, so the tab's own count is right on this very page.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const opened = await openTeamCase(staff, params.caseId);
  const before = url.searchParams.get("before") ?? undefined;
  const thread = await loadThread(staff.db, opened, staff.language, { before, now: staff.now });
  const tab = casePath(opened.plan.id, "messages");
  return {
    caseId: opened.plan.id,
    thread,
    earlierHref: thread.earlierBefore
      ? keepLanguage(`${tab}?${new URLSearchParams({ before: thread.earlierBefore })}`, url)
      : null,
  };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = staffRequest(context);
  const opened = await openTeamCase(staff, params.caseId);
  return handleMessageAction(await request.formData(), context, opened.plan.id, {
    redirectTo: keepLanguage(casePath(opened.plan.id, "messages"), url),
  });
}

export default function AdvisorCaseMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { thread } = loaderData;
  return (
    <CaseSection title={t("advisor.messages.title")}>
      <div className="grid gap-5">
        <MessageThread messages={thread.messages} earlierHref={loaderData.earlierHref} />
        <MessageComposer
          caseId={loaderData.caseId}
          result={actionData as MessageActionResult | undefined}
          limits={thread.limits}
        />
      </div>
    </CaseSection>
  );
}
