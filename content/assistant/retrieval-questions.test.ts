import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedPosts } from "../blog/seed-posts.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { retrievalQuestions } from "./retrieval-questions.ts";

/**
 * The addresses a citation can open: visa pages, guides, seeded blog articles, and the app's fixed
 * routes. The route table is app code (content may not import it, ADR 0019), so its fixed paths are
 * read from the source text: a renamed route or slug fails here instead of silently lowering the
 * benchmark's hit rate.
 */
function realPages(): Set<string> {
  const routeTable = readFileSync(path.resolve(import.meta.dirname, "../../app/routes.ts"), "utf8");
  const fixedRoutes = [...routeTable.matchAll(/\broute\(\s*"([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .filter((route) => !route.includes(":") && !route.includes("*"))
    .map((route) => `/${route}`);
  return new Set([
    "/",
    ...fixedRoutes,
    ...visaPages.map((page) => `/visa/${page.slug}`),
    ...guidePages.map((guide) => `/${guide.slug}`),
    ...seedPosts.map((post) => `/blog/${post.slug}`),
  ]);
}

describe("the assistant's retrieval questions", () => {
  it("has at least 60 questions, 30 in English, 30 in French and a few in Arabic, none repeated", () => {
    const count = (language: string) => retrievalQuestions.filter((q) => q.language === language).length;
    expect(retrievalQuestions.length).toBeGreaterThanOrEqual(60);
    expect(count("en")).toBeGreaterThanOrEqual(30);
    expect(count("fr")).toBeGreaterThanOrEqual(30);
    expect(count("ar")).toBeGreaterThanOrEqual(3);
    const texts = retrievalQuestions.map((q) => q.question.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("asks only questions the chat accepts (non-empty, at most 1,000 characters)", () => {
    for (const { question } of retrievalQuestions) {
      expect(question.trim().length).toBeGreaterThan(0);
      expect(question.length).toBeLessThanOrEqual(1000);
    }
  });

  it("expects citations of real pages, as paths without query or anchor", () => {
    const pages = realPages();
    expect(pages.has("/visa/carte-bleue-ue")).toBe(true);
    expect(pages.has("/tools/cost-of-living")).toBe(true);
    for (const { question, mustCite } of retrievalQuestions) {
      expect(mustCite.length, question).toBeGreaterThan(0);
      for (const page of mustCite) {
        expect(page, question).toMatch(/^\/[^?#]*$/);
        expect(pages.has(page), `${question} → ${page}`).toBe(true);
      }
    }
  });
});
