import { data, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { sendMessageSchema } from "../../../core/case/case-inputs.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { limitClient, refusalMessage } from "../../../server/http/rate-limit.ts";
import { openCase } from "../../../server/modules/cases/case-access.ts";
import { sendMessage } from "../../../server/modules/messages/send-message.ts";
import { dispatchAfterCommit } from "../../../server/modules/notifications/dispatch-notifications.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { sendMessageIntent } from "./intents.ts";

type MessageField = "body" | "attachmentIds";

/** What the composer shows after a post: the new message's id, or why it was refused, in the page's language. */
export type MessageActionResult =
  | { intent: typeof sendMessageIntent; ok: true; messageId: string }
  | {
      intent: typeof sendMessageIntent;
      ok: false;
      message: string;
      fieldErrors: Partial<Record<MessageField, string>>;
      /** What was typed, so nothing has to be typed again. */
      body: string;
    };

const fieldOf = (path: PropertyKey[]): MessageField => (path[0] === "attachmentIds" ? "attachmentIds" : "body");

/**
 * A page action's `intent=send-message` (the composer's plain form, with or without JavaScript):
 * the same checks, limits and use case as POST /api/cases/:caseId/messages — the case opened for
 * the signed-in viewer (a stranger's post is the same "no such case"), sendMessageSchema, the
 * same rate-limit bucket — then the e-mails queued after the commit. A refusal comes back with
 * its sentence and per-field messages in the page's language, and what was typed. On success,
 * with `redirectTo`, the browser is sent there (303, at the new message) so a reload does not
 * post again; without it, the result is returned for the page to show.
 */
export async function handleMessageAction(
  form: FormData,
  context: Readonly<RouterContextProvider>,
  caseId: string,
  options: { redirectTo?: string } = {},
) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const typed = typeof form.get("body") === "string" ? String(form.get("body")) : "";
  const refused = (message: string, init: ResponseInit, fields: { field: MessageField; key: string }[] = []) =>
    data<MessageActionResult>(
      {
        intent: sendMessageIntent,
        ok: false,
        message,
        fieldErrors: Object.fromEntries(fields.map(({ field, key }) => [field, apiMessage(language, key)])),
        body: typed,
      },
      init,
    );

  const user = currentUser(context);
  if (!user) return refused(apiMessage(language, "sign_in_required"), { status: 401 });
  const limit = limitClient(
    services.rateLimiter,
    "case-messages",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limit) {
    return refused(refusalMessage(language, limit), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    });
  }

  const parsed = sendMessageSchema.safeParse({
    body: typed,
    attachmentIds: form.getAll("attachmentIds").filter((value): value is string => typeof value === "string"),
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path),
      key: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
    }));
    return refused(apiMessage(language, fields[0]?.key ?? "invalid_request"), { status: 400 }, fields);
  }

  try {
    const opened = await openCase(services.db, { id: user.id, role: user.role }, caseId);
    const message = await sendMessage(services.db, opened, parsed.data);
    await dispatchAfterCommit(services);
    if (options.redirectTo) return redirect(`${options.redirectTo}#message-${message.id}`, 303);
    return data<MessageActionResult>({ intent: sendMessageIntent, ok: true, messageId: message.id });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields.map((problem) => ({ field: fieldOf([problem.field]), key: problem.messageKey }));
    return refused(apiMessage(language, error.messageKey, error.values), { status: errorStatus[error.code] }, fields);
  }
}
