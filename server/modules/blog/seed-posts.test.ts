import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedPosts } from "../../../content/blog/seed-posts.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { findLivePost } from "./find-live-post.ts";
import { listLivePosts } from "./list-live-posts.ts";
import { blogSeedName, seedBlogPosts } from "./seed-posts.ts";
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
    const translations = seedPosts.filter((post) => post.translationKey === first.translationKey && post !== first);
    expect(translations.map((post) => post.language).sort()).toEqual(["ar", "fr"]);
    expect((await translationsOf(database.db, found.post)).map((post) => post.slug).sort()).toEqual(
      translations.map((post) => post.slug).sort(),
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

  it("gives a blog seeded before the Arabic articles those articles once, each with its translations", async () => {
    const earlier = seedPosts.filter((post) => post.language !== "ar");
    const arabic = seedPosts.filter((post) => post.language === "ar");
    expect(arabic.length).toBeGreaterThanOrEqual(6);
    await seedBlogPosts(database.db, earlier);
    await database.db.deleteFrom("content_seeds").where("name", "=", blogSeedName("ar")).execute();
    expect(await listLivePosts(database.db, { language: "ar", perPage: 100 })).toMatchObject({ total: 0 });

    expect(await seedBlogPosts(database.db, seedPosts)).toBe(arabic.length);
    expect((await listLivePosts(database.db, { language: "ar", perPage: 100 })).total).toBe(arabic.length);
    const first = arabic[0]!;
    const found = await findLivePost(database.db, "ar", first.slug);
    if (!found || !("post" in found)) throw new Error("Arabic seed post not live");
    const siblings = seedPosts.filter((post) => post.translationKey === first.translationKey && post !== first);
    expect((await translationsOf(database.db, found.post)).map((post) => post.slug).sort()).toEqual(
      siblings.map((post) => post.slug).sort(),
    );

    // Deleted by an administrator: it stays deleted on the next start.
    await database.db.deleteFrom("blog_posts").where("id", "=", found.post.id).execute();
    expect(await seedBlogPosts(database.db, seedPosts)).toBe(0);
    expect(await findLivePost(database.db, "ar", first.slug)).toBeFalsy();
  });
});
