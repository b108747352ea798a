import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBlogPostSchema } from "../../../core/blog/blog-inputs.ts";
import { loadConfig } from "../../config.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { createPost } from "../blog/create-post.ts";
import { setPostStatus } from "../blog/set-post-status.ts";
import { createAssistant, knowledgeMaxAgeMs } from "./create-assistant.ts";

const question = "Where can I learn to make the perfect galette bretonne in Rennes?";
const postPath = "/blog/galette-bretonne-rennes";

describe("the assistant's knowledge base over time", () => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("finds an article published after start-up once the knowledge base has aged, answering meanwhile", async () => {
    let clock = Date.parse("2026-11-25T08:00:00Z");
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url });
    const assistant = createAssistant({ config, db: database.db, logger: pino({ level: "silent" }) }, () => clock);
    const cites = async () =>
      (await assistant.knowledge()).retrieve(question, "en").passages.some((p) => p.url.startsWith(postPath));
    expect(await cites()).toBe(false);

    const post = await createPost(
      database.db,
      crypto.randomUUID(),
      createBlogPostSchema.parse({
        language: "en",
        title: "The perfect galette bretonne in Rennes",
        slug: "galette-bretonne-rennes",
        excerpt: "Where to learn the galette bretonne in Rennes.",
        bodyMarkdown: "## Learning\n\nThe galette bretonne is taught in Rennes at the crêperie school.",
        category: "arrival",
        authorName: "Passerelle",
      }),
    );
    await setPostStatus(database.db, crypto.randomUUID(), post.id, { action: "publish" });

    // Still the knowledge base built at the first question: young enough.
    clock += knowledgeMaxAgeMs - 1000;
    expect(await cites()).toBe(false);
    // Past its age: this question is answered from the old one while a fresh one is built…
    clock += 2000;
    expect(await cites()).toBe(false);
    // …which the next questions use.
    await expect.poll(cites, { timeout: 5000 }).toBe(true);
  });

  it("refresh() rebuilds at once", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url });
    const assistant = createAssistant({ config, db: database.db, logger: pino({ level: "silent" }) });
    const before = await assistant.knowledge();
    await assistant.refresh();
    expect(await assistant.knowledge()).not.toBe(before);
  });
});
