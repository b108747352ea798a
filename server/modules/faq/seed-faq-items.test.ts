import { afterEach, describe, expect, it } from "vitest";
import help from "../../../content/guides/help.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { publishedFaq } from "./faq-items.ts";
import { faqSeedName, seedFaqItems } from "./seed-faq-items.ts";

describe.each(testEngines)("the help center's Arabic FAQ on %s", (engine) => {
  let database: FreshDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it("reaches a database that copied the English and French sets before it was written", async () => {
    database = await freshDatabase(engine);
    const { db } = database;
    const arabic = help.faq?.ar ?? [];
    expect(arabic.length).toBeGreaterThan(0);
    // A database from before the translation: the help set's marker is there, no Arabic rows.
    await seedFaqItems(db);
    await db.deleteFrom("faq_items").where("language", "=", "ar").where("page", "=", "help").execute();
    await db
      .deleteFrom("content_seeds")
      .where("name", "=", `${faqSeedName("help")}-ar`)
      .execute();
    expect(await publishedFaq(db, "ar", "help")).toEqual([]);

    // The next start copies the Arabic set alone, once.
    expect(await seedFaqItems(db)).toBe(arabic.length);
    expect((await publishedFaq(db, "ar", "help")).map((item) => item.question)).toEqual(
      arabic.map((item) => item.question),
    );
    expect(await seedFaqItems(db)).toBe(0);
  });
});
