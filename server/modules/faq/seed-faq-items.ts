import help from "../../../content/guides/help.ts";
import { type HomeFaqItem, homeFaq } from "../../../content/home/home-faq.ts";
import type { FaqPage } from "../../../core/back-office/back-office-inputs.ts";
import { type Language, supportedLanguages } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";

/** The content_seeds marker of a page's written FAQ set: written when the set is copied. */
export function faqSeedName(page: FaqPage): string {
  return `faq-${page}`;
}

/**
 * The written FAQ sets copied into the database, each under its own content_seeds marker: the home
 * page's (every language), the help center's English and French, and its Arabic, translated later
 * (ADR 0086) and so a set of its own: databases that copied the first two get it on their next start.
 */
const writtenSets: { name: string; page: FaqPage; items: Partial<Record<Language, HomeFaqItem[]>> }[] = [
  {
    name: faqSeedName("home"),
    page: "home",
    items: Object.fromEntries(supportedLanguages.map((l) => [l, homeFaq[l]])),
  },
  { name: faqSeedName("help"), page: "help", items: { en: help.faq?.en ?? [], fr: help.faq?.fr ?? [] } },
  { name: `${faqSeedName("help")}-ar`, page: "help", items: { ar: help.faq?.ar ?? [] } },
];

/**
 * On start, copies each written FAQ set into faq_items once (in its order, published), so the
 * back office starts from what the site already shows. A set is marked in content_seeds in the
 * same transaction: once copied it is the administrators', and an item they deleted never comes
 * back. Ids are stable (`<language>-<id>` for the home page, as before, `help-<language>-<id>`),
 * so two instances starting at once insert the same rows and the second one's conflicts are
 * ignored.
 */
export async function seedFaqItems(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const set of writtenSets) {
    inserted += await db.transaction().execute(async (trx) => {
      const marker = await trx
        .insertInto("content_seeds")
        .values({ name: set.name, seeded_at: now.toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
      const rows = Object.entries(set.items).flatMap(([language, items]) =>
        (items ?? []).map((item, index) => ({
          id: set.page === "home" ? `${language}-${item.id}` : `${set.page}-${language}-${item.id}`,
          language,
          page: set.page,
          question: item.question,
          answer: item.answer,
          category: item.category,
          position: (index + 1) * 10,
          published: 1,
          updated_at: now.toISOString(),
        })),
      );
      if (rows.length === 0) return 0;
      const result = await trx
        .insertInto("faq_items")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    });
  }
  return inserted;
}
