import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { faqItemSchema } from "../../../core/back-office/back-office-inputs.ts";
import { createBlogPostSchema } from "../../../core/blog/blog-inputs.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createPost } from "../blog/create-post.ts";
import { setPostStatus } from "../blog/set-post-status.ts";
import { createFaqItem, updateFaqItem } from "../faq/save-faq-item.ts";
import { loadKnowledgeBase } from "./knowledge-base.ts";

const admin = crypto.randomUUID();

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

describe.each(testEngines)("the assistant's knowledge base (%s)", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("indexes a published article by its headings with the article's anchors, and never a draft", async () => {
    const post = await createPost(
      database.db,
      admin,
      createBlogPostSchema.parse({
        language: "fr",
        title: "Faire reconnaître son diplôme de kinésithérapeute",
        slug: "diplome-kinesitherapeute",
        excerpt: "Les étapes pour exercer comme kinésithérapeute en France.",
        bodyMarkdown:
          "## L'autorisation d'exercice\n\nUn kinésithérapeute diplômé hors de l'Union demande une autorisation d'exercice à la préfecture de région.",
        category: "arrival",
        authorName: "Passerelle",
      }),
    );
    const question = "autorisation d'exercice kinesitherapeute";
    const draft = await loadKnowledgeBase(database.db);
    expect(draft.retrieve(question, "fr").passages.map((passage) => pathOf(passage.url))).not.toContain(
      "/blog/diplome-kinesitherapeute",
    );

    await setPostStatus(database.db, admin, post.id, { action: "publish" });
    await draft.refresh(database.db);
    const [best] = draft.retrieve(question, "fr").passages;
    expect(best).toMatchObject({
      kind: "blog",
      language: "fr",
      title: "Faire reconnaître son diplôme de kinésithérapeute — L'autorisation d'exercice",
      url: "/blog/diplome-kinesitherapeute?lang=fr#l-autorisation-d-exercice",
    });
  });

  it("indexes published FAQ items on the page that shows them, in their language", async () => {
    const item = await createFaqItem(
      database.db,
      faqItemSchema.parse({
        language: "en",
        page: "help",
        question: "Can I bring my parrot to France?",
        answer: "Pets travelling from outside the EU need a microchip and a rabies vaccination.",
        category: "general",
        position: 99,
        published: false,
      }),
      admin,
    );
    const knowledge = await loadKnowledgeBase(database.db);
    const question = "parrot rabies microchip";
    expect(knowledge.retrieve(question, "en").passages.map((passage) => passage.kind)).not.toContain("faq");

    await updateFaqItem(database.db, item.id, { ...item, published: true }, admin);
    await knowledge.refresh(database.db);
    expect(knowledge.retrieve(question, "en").passages[0]).toMatchObject({
      kind: "faq",
      title: "Can I bring my parrot to France?",
      url: `/help?lang=en#${item.id}`,
    });
    expect(knowledge.retrieve(question, "fr").passages.map((passage) => passage.kind)).not.toContain("faq");
  });

  it("returns at most two passages of one page, best first", async () => {
    const knowledge = await loadKnowledgeBase(database.db);
    const { passages, notes } = knowledge.retrieve("student visa resources work hours documents", "en", 6);
    expect(notes).toEqual([]);
    expect(passages.length).toBeGreaterThan(2);
    const perPage = new Map<string, number>();
    for (const passage of passages) perPage.set(pathOf(passage.url), (perPage.get(pathOf(passage.url)) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
  });
});
