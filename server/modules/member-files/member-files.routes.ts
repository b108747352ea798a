import { Readable } from "node:stream";
import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { downloadHeaders } from "../cases/download-headers.ts";
import { deleteMemberFile } from "./delete-member-file.ts";
import { listMemberFiles } from "./list-member-files.ts";
import { openMemberFile } from "./open-member-file.ts";

const kinds = ["letter", "attempt-screenshot"] as const;

/**
 * The member's own files, whatever their plan now (a letter kept while premium stays theirs):
 * list by kind (`?kind=letter`), download, delete. Bounded by the account: another account's file
 * is a 404. Private answers, never cached.
 */
export function memberFilesRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => {
      const kind = c.req.query("kind") ?? "letter";
      if (!(kinds as readonly string[]).includes(kind)) throw new AppError("bad_request", "member_file_kind_invalid");
      return c.json({ files: await listMemberFiles(deps.db, c.get("user").id, kind as (typeof kinds)[number]) });
    })
    .get("/:id", async (c) => {
      const file = await openMemberFile(deps, c.get("user").id, c.req.param("id"));
      return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers: downloadHeaders(file) });
    })
    .delete("/:id", rateLimit(deps.rateLimiter, "member-files", deps.config.FORM_RATE_LIMIT_PER_MINUTE), async (c) => {
      await deleteMemberFile(deps, c.get("user").id, c.req.param("id"));
      return c.json({ deleted: true });
    });
}
