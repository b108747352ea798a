import { data, href, type RouterContextProvider, redirect } from "react-router";
import { previewQuestionIds, previewQuestions } from "../../../content/assistant/preview-questions.ts";
import { assistantLimits, isAssistantId } from "../../../core/assistant/assistant-limits.ts";
import { hasAccess } from "../../../core/plans.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { getConversation } from "../../../server/modules/assistant/get-conversation.ts";
import { listConversations } from "../../../server/modules/assistant/list-conversations.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { currentUser, requireUser } from "../../lib/viewer.server.ts";
import type { ChatMessage, ExampleQuestion } from "./chat-types.ts";
import type { ConversationItem } from "./conversation-list.tsx";

/** Premium and dfy members chat; visitors and free members get the preview. */
export function isAssistantMember(user: AccountUser | null): user is AccountUser {
  return user !== null && hasAccess(user.userPlan, "premium");
}

/** The example questions in the reader's language: the preview's, also a member's suggested first questions. */
export function exampleQuestions(context: Readonly<RouterContextProvider>): ExampleQuestion[] {
  const language = getLocale(context);
  return previewQuestionIds.map((id) => ({ id, question: previewQuestions[language][id] }));
}

/**
 * What /assistant and /assistant/:conversationId show. One route module serves both addresses
 * (the conversation's id in the path, so a reload or a bookmark opens it again). Members get their
 * conversations and the open one's messages, read in-process from the same use cases as the API;
 * another account's conversation, or an id that does not exist, is the site's 404. Visitors and
 * free members get the preview on /assistant; a conversation address sends a visitor to sign in
 * and a free member back to the preview.
 */
export async function loadAssistantPage(context: Readonly<RouterContextProvider>, url: URL, conversationId?: string) {
  const { t } = getI18n(context);
  const path = conversationId ? `/assistant/${conversationId}` : "/assistant";
  const seo = accountPageSeo(context, path, t("assistant.metaTitle"), t("assistant.metaDescription"));
  const action = keepLanguage(url.pathname, url);
  const user = currentUser(context);

  if (!isAssistantMember(user)) {
    if (conversationId) {
      requireUser(context, url);
      throw redirect(keepLanguage(href("/assistant"), url));
    }
    return {
      mode: "preview" as const,
      seo,
      preview: {
        questions: exampleQuestions(context),
        action,
        pricingHref: keepLanguage(href("/pricing"), url),
        signInHref: user
          ? null
          : keepLanguage(`${href("/login")}?${new URLSearchParams({ redirectTo: href("/assistant") })}`, url),
        // Ties an address left in this preview to it; new for each page view, never stored alone.
        conversationId: `preview-${crypto.randomUUID()}`,
      },
    };
  }

  const { db } = context.get(serverContext).services;
  let opened: Awaited<ReturnType<typeof getConversation>> | null = null;
  if (conversationId) {
    if (!isAssistantId(conversationId)) throw data(null, { status: 404 });
    try {
      opened = await getConversation(db, user.id, conversationId);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
      throw error;
    }
  }
  const conversations: ConversationItem[] = (await listConversations(db, user.id)).map((conversation) => ({
    id: conversation.id,
    title: conversation.title,
    href: keepLanguage(href("/assistant/:conversationId", { conversationId: conversation.id }), url),
    current: conversation.id === opened?.conversation.id,
  }));
  const messages: ChatMessage[] = (opened?.messages ?? []).map((message) => ({
    id: message.id,
    role: message.role,
    text: message.text,
    citations: message.citations,
    notes: message.notes,
    stopped: message.stopped,
    feedback: message.feedback,
  }));
  return {
    mode: "chat" as const,
    seo,
    chat: {
      conversation: opened ? { id: opened.conversation.id, title: opened.conversation.title } : null,
      messages,
      conversations,
      suggestions: exampleQuestions(context),
      action,
      newChatHref: keepLanguage(href("/assistant"), url),
      limits: { maxQuestionLength: assistantLimits.maxQuestionLength, maxTitleLength: assistantLimits.maxTitleLength },
    },
  };
}
