import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditActions } from "../../../core/back-office/audit-actions.ts";

/**
 * The audit screen names every action it knows in three languages (core/back-office/audit-actions.ts).
 * This reads the server's own sources for what is written to the audit log — recordAudit's
 * `action: …` (a word, a choice of words, the blog's `blog_post_${…}`), and recordCaseChange's ActivityKind — so an action
 * added later without a name on the screen fails here instead of showing as "unknown".
 */
const serverDir = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(serverDir)) {
    const text = readFileSync(file, "utf8");
    if (!/recordAudit\(|recordCaseChange\(/.test(text)) continue;
    // `action: "…"`, or a choice between words (`a === "reply" ? "x" : "y"`, or a template
    // `prefix_${a === "publish" ? "published" : "unpublished"}`): the compared words are not actions.
    for (const match of text.matchAll(/\baction: ([^,\n]+)/g)) {
      const expression = match[1] as string;
      const prefix = /^`([a-z_]+)\$\{/.exec(expression)?.[1] ?? "";
      for (const word of expression.matchAll(/(?<!=== )"([a-z_]+)"/g)) found.add(`${prefix}${word[1]}`);
    }
  }
  const kinds = readFileSync(join(serverDir, "modules/cases/record-case-change.ts"), "utf8");
  const union = /export type ActivityKind =([^;]+);/.exec(kinds)?.[1] ?? "";
  for (const match of union.matchAll(/"([a-z_]+)"/g)) found.add(match[1] as string);
  return found;
}

describe("the audit log's known actions", () => {
  it("are exactly the actions the server writes", () => {
    const written = writtenActions();
    // Guards the scan itself: it must see each way of writing an action.
    expect(written).toContain("consultation_status_changed");
    expect(written).toContain("blog_post_unpublished");
    expect(written).toContain("document_approved");
    expect([...written].sort()).toEqual([...auditActions].sort());
  });
});
