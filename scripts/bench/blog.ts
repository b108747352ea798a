import { seedPosts } from "../../content/blog/seed-posts.ts";
import { comparisonLighthouse } from "./city-comparison.ts";

/**
 * Lighthouse mobile on a blog post (issue 15, Must show: at least 98 in all four categories): the
 * newest English seed article, which a fresh server has published at start-up.
 */
export async function benchBlogPost(base: string): Promise<void> {
  const newest = seedPosts
    .filter((post) => post.language === "en")
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  if (!newest) {
    console.log("Lighthouse mobile blog post: not measured — no English seed post");
    return;
  }
  const path = `/blog/${newest.slug}?lang=en`;
  const lighthouse = await comparisonLighthouse(base, 300_000, path);
  if (lighthouse.ok) {
    const scores = Object.entries(lighthouse.scores)
      .map(([category, score]) => `${category} ${score}`)
      .join(", ");
    console.log(`Lighthouse mobile ${path}: ${scores} (goal ≥ 98 each)`);
  } else {
    console.log(`Lighthouse mobile ${path}: not measured — ${lighthouse.reason}`);
  }
}
