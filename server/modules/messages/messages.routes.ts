import { type Context, Hono } from "hono";
import { sendMessageSchema } from "../../../core/case/case-inputs.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { openCase } from "../cases/case-access.ts";
import { dispatchAfterCommit } from "../notifications/dispatch-notifications.ts";
import { listMessages, listMessagesQuerySchema } from "./list-messages.ts";
import { markMessagesRead } from "./mark-messages-read.ts";
import { sendMessage } from "./send-message.ts";
import { unreadCount } from "./unread-count.ts";

/** The query of GET …/messages, checked like a body: a bad value is a 400 naming the parameter. */
function pageQuery(c: Context) {
  const parsed = listMessagesQuerySchema.safeParse({ before: c.req.query("before"), limit: c.req.query("limit") });
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join(".") || "query",
    messageKey: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
  }));
  throw new AppError("bad_request", fields[0]?.messageKey ?? "invalid_request", fields);
}

/**
 * A case's thread (ADR 0035), mounted at /api/cases/:caseId/messages, before the other case routes.
 * The client and the team of the case only: anyone else, and an id that is not a case, gets the
 * same 404 `case_not_found` (openCase). Sending notifies the other side and queues their e-mail
 * right after the commit. Answers are never cached; writes are rate-limited per client address.
 */
export function messagesRoutes(deps: ApiDeps) {
  const writes = rateLimit(deps.rateLimiter, "case-messages", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  const open = (c: Context<AccountEnv>) => {
    const user = c.get("user");
    return openCase(deps.db, { id: user.id, role: user.role }, c.req.param("caseId") ?? "");
  };

  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => {
      const opened = await open(c);
      const page = pageQuery(c);
      return c.json({
        messages: await listMessages(deps.db, opened, page),
        unread: await unreadCount(deps.db, opened),
      });
    })
    .post("/", writes, async (c) => {
      const opened = await open(c);
      const input = await validateJson(c, sendMessageSchema);
      const message = await sendMessage(deps.db, opened, input);
      await dispatchAfterCommit({ ...deps, logger: c.get("logger") });
      return c.json({ message }, 201);
    })
    .post("/read", writes, async (c) => {
      const opened = await open(c);
      await markMessagesRead(deps.db, opened);
      return c.json({ unread: await unreadCount(deps.db, opened) });
    });
}
