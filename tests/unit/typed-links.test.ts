import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { appSourceFiles, repositoryRoot as root } from "./app-source-files.ts";

/**
 * Links to our own pages are written with React Router's href() ("/pricing",
 * "/visa/:slug", …), which the type check holds against the route table: a renamed or removed page
 * breaks the build instead of leaving a dead link. A hard-coded `to="/…"`, `href="/…"`, a form's
 * `action="/…"`, any of them as a template string, or `redirect("/…")` escapes that check, so this
 * test fails when one appears in app/.
 *
 * Not flagged: the Hono API (/api/…, not in the route table), built assets (/assets/…), files (a
 * path whose last segment has an extension: icons, PDFs, the feeds), and the allowlist below. Test files are not scanned:
 * they assert on rendered HTML, which holds plain paths.
 */

/** Path (relative to the repository) → why it may keep a plain page path. */
const allowlist: Record<string, { path: string; reason: string }[]> = {};

type Hit = { file: string; line: number; path: string };

// `to="/x"`, `href="/x"`, `action="/x"` (either quote), the same as a template string
// (to={`/x/${id}`}), and `redirect("/x"` or redirect(`/x${…}`).
const patterns = [
  /\b(?:to|href|action)=["'](\/[^"'?#]*)/g,
  /\b(?:to|href|action)=\{\s*`(\/[^`?#$]*)/g,
  /\bredirect\(\s*["'`](\/[^"'`?#$]*)/g,
];

function isAllowedPath(path: string): boolean {
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/assets/")) return true;
  const last = path.split("/").pop() ?? "";
  return /\.[a-z0-9]+$/i.test(last);
}

/** The hard-coded internal page paths in one file's source. */
function scanSource(source: string, file = "example.tsx"): Hit[] {
  const hits: Hit[] = [];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const path = match[1] ?? "";
      if (isAllowedPath(path)) continue;
      if (allowlist[file]?.some((entry) => entry.path === path)) continue;
      const line = source.slice(0, match.index).split("\n").length;
      hits.push({ file, line, path });
    }
  }
  return hits;
}

/** Every page path of the route table, as href() spells it ("/visa/:slug"). */
function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path?.replace(/^\//, "") ?? ""].filter(Boolean).join("/");
    return [`/${path}`, ...pagePaths(entry.children ?? [], path)];
  });
}

describe("typed links", () => {
  it("finds no hard-coded page path in app/", () => {
    const hits = appSourceFiles().flatMap((file) => scanSource(readFileSync(join(root, file), "utf8"), file));
    const report = hits.map((hit) => `${hit.file}:${hit.line} ${hit.path} → use href("${hit.path}")`);
    expect(report).toEqual([]);
  });

  it("catches the kinds of links it is meant to catch", () => {
    const source = [
      '<Link to="/pricing" className="x">',
      "<a href='/terms'>",
      '<Link to="/profile#billing">',
      'throw redirect("/login?redirectTo=%2F");',
      "throw redirect(`/visa/$" + "{slug}`, 301);",
      '<form method="get" action="/visa">',
      "<Link to={`/admin/blog/$" + "{post.id}`}>",
      "<Form action={`/contact?$" + "{languageParam}=fr`}>",
    ].join("\n");
    expect(scanSource(source).map((hit) => [hit.line, hit.path])).toEqual([
      [1, "/pricing"],
      [2, "/terms"],
      [3, "/profile"],
      [6, "/visa"],
      [7, "/admin/blog/"],
      [8, "/contact"],
      [4, "/login"],
      [5, "/visa/"],
    ]);
  });

  it("leaves typed links, the API, files and external addresses alone", () => {
    const source = [
      '<Link to={href("/pricing")}>',
      // Split so the line is not read as a template string placeholder.
      "<Link to={`$" + '{href("/profile")}#billing`}>',
      '<a href="/api/account/export" download>',
      '<link rel="icon" href="/favicon.svg" />',
      '<use href="/assets/icons.svg#arrow" />',
      '<a href="https://www.service-public.fr/">',
      '<a href="mailto:hello@example.org">',
      'return redirect(href("/pricing"));',
      "<a href={`/api/invoices/$" + "{invoice.id}/pdf`} download>",
      "<link href={`/blog/feed.xml?lang=$" + "{language}`} />",
      '<Form method="post" action={href("/admin/blog/:id", { id: post.id })}>',
    ].join("\n");
    expect(scanSource(source)).toEqual([]);
  });

  it("checks paths the route table knows (href() accepts only these)", async () => {
    const pages = pagePaths(await routes);
    for (const path of ["/pricing", "/visa/:slug", "/advisor/cases/:caseId/tasks", "/privacy-policy"]) {
      expect(pages).toContain(path);
    }
  });

  it("keeps every allowlist entry live and explained", () => {
    for (const [file, entries] of Object.entries(allowlist)) {
      const source = readFileSync(join(root, file), "utf8");
      for (const entry of entries) {
        expect(entry.reason.trim(), `${file} ${entry.path}`).not.toBe("");
        expect(source, `${file} no longer links to ${entry.path}: drop it from the allowlist`).toMatch(
          new RegExp(`(?:to|href)=["']${entry.path}|redirect\\(\\s*["'\`]${entry.path}`),
        );
      }
    }
  });
});
