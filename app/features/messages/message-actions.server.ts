import { data, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { messageMaxLength, sendMessageSchema } from "../../../core/case/case-inputs.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { openCase } from "../../../server/modules/cases/case-access.ts";
import { sendMessage } from "../../../server/modules/messages/send-message.ts";
import { dispatchAfterCommit } from "../../../server/modules/notifications/dispatch-notifications.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { refused, refusedWith, tooManyForm } from "../../lib/page-form.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { sendMessageIntent } from "./intents.ts";

type MessageField = "body" | "attachmentIds";

/** What the composer shows after a post: the new message's id, or why it was refused. */
export type MessageActionResult =
  | { outcome: "sent"; intent: typeof sendMessageIntent; messageId: string }
  | FormRefusal;

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
  // The whole text is checked, as the API checks it; what comes back to the box is bounded.
  const body = typeof form.get("body") === "string" ? String(form.get("body")) : "";
  const echo = { intent: sendMessageIntent, values: { body: body.slice(0, messageMaxLength + 1000) } };
  /** A refusal of fields is said beside them (body, attachments); any other above the button. */
  const refusedOn = (fields: { field: MessageField; key: string }[], message: string, status: number) =>
    fields.length > 0
      ? refused(echo, {
          fieldErrors: Object.fromEntries(fields.map(({ field, key }) => [field, apiMessage(language, key)])),
          status,
        })
      : refused(echo, { message, status });

  const user = currentUser(context);
  if (!user) return refusedWith(language, "sign_in_required", echo, 401);
  const limit = await limitClient(
    services.rateLimiter,
    "case-messages",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limit) return tooManyForm(language, limit, echo);

  const parsed = sendMessageSchema.safeParse({
    body,
    attachmentIds: form.getAll("attachmentIds").filter((value): value is string => typeof value === "string"),
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path),
      key: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
    }));
    return refusedOn(fields, apiMessage(language, "invalid_request"), 400);
  }

  try {
    const opened = await openCase(services.db, { id: user.id, role: user.role }, caseId);
    const message = await sendMessage(services.db, opened, parsed.data);
    await dispatchAfterCommit(services);
    if (options.redirectTo) return redirect(`${options.redirectTo}#message-${message.id}`, 303);
    return data<MessageActionResult>({ outcome: "sent", intent: sendMessageIntent, messageId: message.id });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields.map((problem) => ({ field: fieldOf([problem.field]), key: problem.messageKey }));
    return refusedOn(fields, apiMessage(language, error.messageKey, error.values), errorStatus[error.code]);
  }
}
