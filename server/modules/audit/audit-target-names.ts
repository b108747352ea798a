import type { Db } from "../../db/database.ts";

/**
 * The names the audit screen says its entries' targets by ("changed Paul Martin's role", "approved
 * the document «Passport»"), read for one page of entries: one query per kind of target on the
 * page. A target deleted or erased since has no name; the sentence then goes by what the entry
 * recorded, or says nothing of it.
 */
const sources = {
  user: { table: "users", name: "name", fallback: "email" },
  consultation_request: { table: "consultation_requests", name: "name", fallback: "email" },
  outbox: { table: "outbox", name: "to_address", fallback: "to_address" },
  blog_post: { table: "blog_posts", name: "title", fallback: "title" },
  faq_item: { table: "faq_items", name: "question", fallback: "question" },
  relocation_plan: { table: "relocation_plans", name: "name", fallback: "name" },
  case_task: { table: "case_tasks", name: "title", fallback: "title" },
  document_request: { table: "document_requests", name: "title", fallback: "title" },
} as const;

/** Names by "type:id". */
export async function auditTargetNames(db: Db, targets: { type: string; id: string }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [type, source] of Object.entries(sources)) {
    const ids = [...new Set(targets.filter((target) => target.type === type).map((target) => target.id))];
    if (ids.length === 0) continue;
    // The table and columns come from the fixed list above, never from the request.
    const rows = (await db
      .selectFrom(source.table)
      .select(["id", `${source.name} as name`, `${source.fallback} as fallback`] as never)
      .where("id", "in", ids)
      .execute()) as unknown as { id: string; name: string | null; fallback: string | null }[];
    for (const row of rows) {
      const name = row.name || row.fallback;
      if (name) names.set(`${type}:${row.id}`, name);
    }
  }
  return names;
}
