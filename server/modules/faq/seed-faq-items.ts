import { homeFaq } from "../../../content/home/home-faq.ts";
import { supportedLanguages } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";

/**
 * On start, fills an empty faq_items table with the home page's written FAQ (every language, in
 * its order, published), so the back office starts from what the site already shows. Once the
 * table has any row it is the administrators' and this does nothing: an item they deleted does
 * not come back. Ids are `<language>-<content id>`, so two instances starting at once insert the
 * same rows and the second one's conflict is ignored.
 */
export async function seedFaqItems(db: Db, now = new Date()): Promise<number> {
  const any = await db.selectFrom("faq_items").select("id").limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = supportedLanguages.flatMap((language) =>
    homeFaq[language].map((item, index) => ({
      id: `${language}-${item.id}`,
      language,
      question: item.question,
      answer: item.answer,
      category: item.category,
      position: (index + 1) * 10,
      published: 1,
      updated_at: now.toISOString(),
    })),
  );
  const result = await db
    .insertInto("faq_items")
    .values(rows)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
