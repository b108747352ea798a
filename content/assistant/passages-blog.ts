import type { Passage } from "../../core/assistant/assistant-contract.ts";
import { slugify } from "../../core/blog/blog-slug.ts";
import type { Language } from "../../core/languages.ts";
import { pageUrl, writeProse } from "./passage-text.ts";

/**
 * A published blog post as passages: its excerpt, then one passage per Markdown heading, anchored
 * with the id the article gives that heading (server/modules/blog/render-markdown.ts slugifies the
 * heading and numbers repeats). Markdown marks are taken out; registry tokens are written like
 * every other prose.
 */
export type BlogPostForPassages = {
  slug: string;
  language: Language;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
};

/** Markdown inline and block marks out: what a reader reads, for quoting and for the index. */
function plainMarkdown(markdown: string): string[] {
  return markdown
    .split(/\n{2,}/)
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*+]|\d+[.)])\s)/))
    .map((block) =>
      block
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/^\s*(?:[-*+]|\d+[.)]|>)\s+/gm, "")
        .replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, "$1")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

export function blogPassages(post: BlogPostForPassages): Passage[] {
  const { language } = post;
  const path = `/blog/${post.slug}`;
  const base = `blog:${post.slug}`;
  const passages: Passage[] = [];
  const excerpt = writeProse([post.excerpt], language);
  passages.push({
    id: `${base}:${language}`,
    kind: "blog",
    language,
    title: post.title,
    text: excerpt.text,
    url: pageUrl(path, language),
    sources: excerpt.sources,
  });
  const used = new Set<string>();
  let heading: { title: string; id: string } | null = null;
  let body: string[] = [];
  const flush = () => {
    const written = writeProse(plainMarkdown(body.join("\n")), language);
    if (written.text) {
      passages.push({
        id: `${base}#${heading?.id ?? "intro"}:${language}`,
        kind: "blog",
        language,
        title: heading ? `${post.title} — ${heading.title}` : post.title,
        text: written.text,
        url: pageUrl(path, language, heading?.id),
        sources: written.sources,
      });
    }
    body = [];
  };
  for (const line of post.bodyMarkdown.split("\n")) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) {
      body.push(line);
      continue;
    }
    flush();
    const title = match[1] ?? "";
    const slug = slugify(title.replace(/\{(?:fact|city):[a-zA-Z.-]+\}/g, "")) || `section-${used.size + 1}`;
    let id = slug;
    for (let n = 2; used.has(id); n++) id = `${slug}-${n}`;
    used.add(id);
    heading = { title: writeProse([title], language).text.replace(/\.$/, ""), id };
  }
  flush();
  return passages;
}
