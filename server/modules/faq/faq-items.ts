import { type HomeFaqItem, homeFaq } from "../../../content/home/home-faq.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";

export type FaqItem = {
  id: string;
  language: Language;
  question: string;
  answer: string;
  category: HomeFaqItem["category"];
  position: number;
  published: boolean;
  updatedAt: string;
};

function toItem(row: {
  id: string;
  language: string;
  question: string;
  answer: string;
  category: string;
  position: number;
  published: number;
  updated_at: string;
}): FaqItem {
  return {
    id: row.id,
    language: row.language as Language,
    question: row.question,
    answer: row.answer,
    category: row.category as HomeFaqItem["category"],
    position: Number(row.position),
    published: Number(row.published) === 1,
    updatedAt: row.updated_at,
  };
}

/** Every item of a language (or of all), in their order, drafts included: the back office's list. */
export async function listFaqItems(db: Db, language?: Language): Promise<FaqItem[]> {
  let query = db.selectFrom("faq_items").selectAll().orderBy("language").orderBy("position").orderBy("id");
  if (language) query = query.where("language", "=", language);
  return (await query.execute()).map(toItem);
}

export async function getFaqItem(db: Db, id: string): Promise<FaqItem | undefined> {
  const row = await db.selectFrom("faq_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/**
 * The FAQ the home page and /help show: the published items of the page's language, in order.
 * While the table is empty (a database not yet seeded) the static content stands in, so the
 * pages never lose their FAQ.
 */
export async function publishedFaq(db: Db, language: Language): Promise<HomeFaqItem[]> {
  const any = await db.selectFrom("faq_items").select("id").limit(1).executeTakeFirst();
  if (!any) return homeFaq[language];
  const rows = await db
    .selectFrom("faq_items")
    .selectAll()
    .where("language", "=", language)
    .where("published", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const item = toItem(row);
    return { id: item.id, category: item.category, question: item.question, answer: item.answer };
  });
}
