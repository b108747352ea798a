import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../components/ui/link.tsx";
import { assistantAction } from "../features/assistant/assistant-actions.server.ts";
import { loadAssistantPage } from "../features/assistant/assistant-page.server.ts";
import { AssistantPreview } from "../features/assistant/assistant-preview.tsx";
import { ChatView } from "../features/assistant/chat-view.tsx";
import { isFormRefusal } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/assistant";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadAssistantPage(context, url, params.conversationId);
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  return assistantAction(request, context, url, params.conversationId);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /assistant and /assistant/:conversationId (one module, two routes in app/routes.ts):
 * the chat for premium and dfy members, the preview for visitors and free members, and the
 * "guidance, not legal advice" notice under both.
 */
export default function Assistant({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // A form posted without JavaScript: refused, or an example question answered for the preview.
  const refusal = isFormRefusal(actionData) ? actionData : undefined;
  const posted = actionData && "outcome" in actionData && actionData.outcome === "preview" ? actionData.posted : null;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("assistant.title")}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{t("assistant.intro")}</p>
      </header>
      {loaderData.mode === "chat" ? (
        <ChatView {...loaderData.chat} refusal={refusal} />
      ) : (
        <>
          {refusal && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {refusal.message}
            </p>
          )}
          <AssistantPreview {...loaderData.preview} posted={posted} />
        </>
      )}
      <aside aria-labelledby="assistant-notice" className="rounded-2xl border border-slate-200 bg-sand-50 p-5">
        <h2 id="assistant-notice" className="font-semibold text-slate-900">
          {t("assistant.notice.title")}
        </h2>
        <p className="mt-1 text-slate-700">
          {t("assistant.notice.text")}{" "}
          <Link
            to={keepLanguage("/#consultation", location)}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {t("assistant.notice.link")}
          </Link>
        </p>
      </aside>
    </div>
  );
}
