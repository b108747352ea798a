import { Readable } from "node:stream";
import { Hono } from "hono";
import { appointmentAttemptSchema } from "../../../core/permits/appointment-attempt.ts";
import { isUuid } from "../../../core/uuid.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { downloadHeaders } from "../cases/download-headers.ts";
import { openMemberFile } from "../member-files/open-member-file.ts";
import { attachScreenshot } from "./attach-screenshot.ts";
import { listAttempts } from "./attempt-view.ts";
import { deleteAttempt } from "./delete-attempt.ts";
import { recordAttempt } from "./record-attempt.ts";

/**
 * The blocked-appointment kit's record of attempts, for every signed-in member: list, add, delete,
 * and a screenshot per attempt (upload, download). Every query is bounded by the account, so
 * another account's attempt or file is a 404; nothing is kept by a browser or a proxy.
 */
export function appointmentKitRoutes(deps: ApiDeps) {
  const limited = rateLimit(deps.rateLimiter, "appointment-attempts", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => c.json({ attempts: await listAttempts(deps.db, c.get("user").id) }))
    .post("/", limited, async (c) => {
      const input = await validateJson(c, appointmentAttemptSchema());
      const { id } = await recordAttempt(deps.db, c.get("user").id, input);
      const [attempt] = await listAttempts(deps.db, c.get("user").id, id);
      return c.json({ attempt }, 201);
    })
    .delete("/:id", limited, async (c) => {
      await deleteAttempt(deps, c.get("user").id, c.req.param("id"));
      return c.json({ deleted: true });
    })
    .post("/:id/screenshot", limited, async (c) => {
      const screenshot = await attachScreenshot(deps, c.get("user").id, c.req.param("id"), c.req.raw);
      return c.json({ screenshot }, 201);
    })
    .get("/:id/screenshot", async (c) => {
      const userId = c.get("user").id;
      const attemptId = c.req.param("id");
      const [attempt] = isUuid(attemptId) ? await listAttempts(deps.db, userId, attemptId) : [];
      const file = await openMemberFile(deps, userId, attempt?.screenshot?.id ?? "none");
      return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers: downloadHeaders(file) });
    });
}
