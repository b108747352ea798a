import help from "../../../content/guides/help.ts";
import { type HomeFaqItem, homeFaq } from "../../../content/home/home-faq.ts";
import type { FaqPage } from "../../../core/back-office/back-office-inputs.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { faqSeedName } from "./seed-faq-items.ts";

export type FaqItem = {
  id: string;
  language: Language;
  page: FaqPage;
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
  page: string;
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
    page: row.page === "help" ? "help" : "home",
    question: row.question,
    answer: row.answer,
    category: row.category as HomeFaqItem["category"],
    position: Number(row.position),
    published: Number(row.published) === 1,
    updatedAt: row.updated_at,
  };
}

/** Every item of a language and page (or of all), in their order, drafts included: the back office's list. */
export async function listFaqItems(db: Db, filter: { language?: Language; page?: FaqPage } = {}): Promise<FaqItem[]> {
  let query = db
    .selectFrom("faq_items")
    .selectAll()
    .orderBy("page")
    .orderBy("language")
    .orderBy("position")
    .orderBy("id");
  if (filter.language) query = query.where("language", "=", filter.language);
  if (filter.page) query = query.where("page", "=", filter.page);
  return (await query.execute()).map(toItem);
}

export async function getFaqItem(db: Db, id: string): Promise<FaqItem | undefined> {
  const row = await db.selectFrom("faq_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/** The written FAQ of a page, standing in while the database has none (never seeded yet). */
function writtenFaq(page: FaqPage, language: Language): HomeFaqItem[] {
  if (page === "home") return homeFaq[language];
  return help.faq?.[language] ?? help.faq?.en ?? [];
}

/**
 * The FAQ the home page or /help shows: the published items of that page in the page's
 * language, in order. Until the page's written set has been copied (a database not yet seeded)
 * the written content stands in, so the pages never lose their FAQ. Once copied, the items are
 * the administrators': if they delete or unpublish them all, the page has none.
 */
export async function publishedFaq(db: Db, language: Language, page: FaqPage = "home"): Promise<HomeFaqItem[]> {
  const seeded = await db
    .selectFrom("content_seeds")
    .select("name")
    .where("name", "=", faqSeedName(page))
    .executeTakeFirst();
  if (!seeded) return writtenFaq(page, language);
  const rows = await db
    .selectFrom("faq_items")
    .selectAll()
    .where("page", "=", page)
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
