import { describe, expect, it } from "vitest";
import { createBlogPostSchema, setBlogStatusSchema } from "./blog-inputs.ts";
import { isValidSlug, slugify } from "./blog-slug.ts";
import { canApplyStatusAction, isLive } from "./blog-status.ts";
import { readingMinutes } from "./reading-time.ts";

describe("blog slugs", () => {
  it("folds accents and ligatures into a URL-safe slug", () => {
    expect(slugify("Être à Paris : l’œuvre d’une vie !")).toBe("etre-a-paris-l-oeuvre-d-une-vie");
    expect(isValidSlug(slugify("Ouvrir un compte bancaire en France"))).toBe(true);
  });
  it("cuts long titles at a word within 80 characters", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });
  it("refuses upper case, spaces, doubled or edge hyphens and lengths outside 3-80", () => {
    for (const bad of ["Abc", "a b", "a--b", "-ab", "ab-", "ab", "a".repeat(81), "été"]) {
      expect(isValidSlug(bad)).toBe(false);
    }
    expect(isValidSlug("abc")).toBe(true);
  });
});

describe("blog status", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  it("a scheduled post is live once its time has passed, never before", () => {
    expect(isLive({ status: "scheduled", publishedAt: "2026-11-25T10:00:01Z" }, now)).toBe(false);
    expect(isLive({ status: "scheduled", publishedAt: "2026-11-25T09:59:59Z" }, now)).toBe(true);
    expect(isLive({ status: "draft", publishedAt: "2020-01-01T00:00:00Z" }, now)).toBe(false);
    expect(isLive({ status: "published", publishedAt: "2026-11-25T09:00:00Z" }, now)).toBe(true);
  });
  it("a published post can only be unpublished; a draft cannot be unpublished", () => {
    expect(canApplyStatusAction("published", "schedule")).toBe(false);
    expect(canApplyStatusAction("published", "unpublish")).toBe(true);
    expect(canApplyStatusAction("draft", "unpublish")).toBe(false);
    expect(canApplyStatusAction("scheduled", "publish")).toBe(true);
  });
  it("scheduling needs a time", () => {
    expect(setBlogStatusSchema.safeParse({ action: "schedule" }).success).toBe(false);
    expect(setBlogStatusSchema.safeParse({ action: "schedule", publishAt: "2026-12-01T08:00:00Z" }).success).toBe(true);
  });
});

describe("reading time", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("mot ".repeat(200))).toBe(1);
    expect(readingMinutes("mot ".repeat(201))).toBe(2);
    expect(readingMinutes(`# Title\n\n${"word ".repeat(450)}`)).toBe(3);
  });
});

describe("post input", () => {
  const valid = {
    language: "fr",
    title: "Ouvrir un compte",
    slug: "ouvrir-un-compte",
    category: "money",
    authorName: "L’équipe",
  };
  it("accepts a minimal post and de-duplicates tags", () => {
    const parsed = createBlogPostSchema.parse({ ...valid, tags: ["Banque", "banque"] });
    expect(parsed.tags).toEqual(["banque"]);
  });
  it("names what is wrong", () => {
    const result = createBlogPostSchema.safeParse({
      ...valid,
      title: "x".repeat(141),
      category: "gossip",
      tags: Array.from({ length: 9 }, (_, i) => `t${i}`),
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(["blog_title_too_long", "blog_category_invalid", "blog_tags_too_many"]),
    );
  });
});
