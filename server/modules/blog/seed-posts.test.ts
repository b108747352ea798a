import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedPosts } from "../../../content/blog/seed-posts.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { findLivePost } from "./find-live-post.ts";
import { listLivePosts } from "./list-live-posts.ts";
import { seedBlogPosts } from "./seed-posts.ts";
import { translationsOf } from "./translations-of.ts";

describe.each(testEngines)("blog seeding on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("publishes the seed posts once, linked as translations, and never again once the blog has posts", async () => {
    expect(await seedBlogPosts(database.db, seedPosts)).toBe(seedPosts.length);
    const english = seedPosts.filter((post) => post.language === "en");
    expect((await listLivePosts(database.db, { language: "en", perPage: 100 })).total).toBe(english.length);
    const first = english[0];
    if (!first) throw new Error("no English seed post");
    const found = await findLivePost(database.db, "en", first.slug);
    if (!found || !("post" in found)) throw new Error("seed post not live");
    const french = seedPosts.find((post) => post.translationKey === first.translationKey && post.language === "fr");
    expect((await translationsOf(database.db, found.post)).map((post) => post.slug)).toEqual(
      french ? [french.slug] : [],
    );

    // An admin's edit survives the next start.
    await database.db
      .updateTable("blog_posts")
      .set({ title: "Edited by an admin" })
      .where("id", "=", found.post.id)
      .execute();
    expect(await seedBlogPosts(database.db, seedPosts)).toBe(0);
    const count = await database.db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(seedPosts.length);
    const edited = await findLivePost(database.db, "en", first.slug);
    expect(edited && "post" in edited ? edited.post.title : null).toBe("Edited by an admin");
  });
});
