import { createPost } from "../../server/modules/blog/create-post.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * The blog's admin addresses answer 404 to every id but a post's, so random path segments never
 * reach the editor's loader and action (or the admin API behind /:id). This writes one draft by
 * the fuzz administrator in the throwaway database and gives every pattern whose only parameter
 * is the post's :id under /admin/blog it as an example, page and API alike.
 */
export async function addAdminBlogExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const email = accounts.find((account) => account.role === "admin")?.email ?? "";
  const admin = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const post = await createPost(db, admin.id, {
    language: "en",
    title: "Fuzz post",
    slug: "fuzz-post",
    excerpt: "",
    bodyMarkdown: "# Fuzz\n\nText.",
    category: "arrival",
    tags: ["fuzz"],
    authorName: "Fuzz",
    coverAlt: "",
    seoTitle: "",
    seoDescription: "",
    translationOf: null,
  });
  for (const endpoint of endpoints) {
    if (!/\/admin\/blog\/:id\b/.test(endpoint.pattern)) continue;
    if ((endpoint.pattern.match(/:/g) ?? []).length !== 1) continue;
    endpoint.examples.push(endpoint.pattern.replace(":id", post.id));
  }
}
