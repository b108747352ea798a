import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { type AccountEnv, requireRole } from "../auth/guards.ts";
import { toCsv } from "./csv.ts";
import { listEmailCaptures } from "./list-email-captures.ts";

/** The administrator's list of captured addresses and its CSV export. Admins only. */
export function emailCapturesRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(requireRole(deps, "admin"))
    .get("/", async (c) => {
      const rows = await listEmailCaptures(deps.db);
      c.header("cache-control", "no-store");
      return c.json(rows);
    })
    .get("/export", async (c) => {
      const rows = await listEmailCaptures(deps.db);
      const csv = toCsv([
        ["emails", "date captured", "engagement status", "conversation id"],
        ...rows.map((row) => [row.email, row.createdAt, row.engagementStatus, row.conversationId ?? ""]),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      c.header("content-disposition", `attachment; filename="passerelle-emails-${day}.csv"`);
      c.header("cache-control", "no-store");
      c.get("logger").info({ admin: c.get("user").id, rows: rows.length }, "email captures exported");
      return c.body(csv, 200, { "content-type": "text/csv; charset=utf-8" });
    });
}
