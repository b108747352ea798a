import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPosts } from "../../../content/blog/seed-posts.ts";
import { costOfLivingFor } from "../../../content/calculators/cost-of-living-for-city.ts";
import { housingForHousehold } from "../../../content/calculators/estimates.ts";
import { findCity } from "../../../content/cities/cities.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { assistantAnswersEn } from "../../../content/i18n/assistant-answers-en.ts";
import { assistantAnswersFr } from "../../../content/i18n/assistant-answers-fr.ts";
import { formatEuros } from "../../../content/visas/visa-costs.ts";
import type { AnswerEvent, ChatTurn } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
import { formatEuros as formatCatalogueEuros, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { seedBlogPosts } from "../blog/seed-posts.ts";
import { seedFaqItems } from "../faq/seed-faq-items.ts";
import { createBuiltinAnswerer } from "./builtin-answerer.ts";
import { type KnowledgeBase, loadKnowledgeBase } from "./knowledge-base.ts";

let database: FreshDatabase;
let knowledge: KnowledgeBase;

beforeAll(async () => {
  database = await freshDatabase("sqlite");
  await seedBlogPosts(database.db, seedPosts);
  await seedFaqItems(database.db);
  knowledge = await loadKnowledgeBase(database.db);
});
afterAll(() => database.dispose());

async function ask(question: string, language: Language, history: ChatTurn[] = []) {
  const { passages, notes } = knowledge.retrieve(question, language, 6, history);
  const events: Exclude<AnswerEvent, { type: "done" }>[] = [];
  const signal = new AbortController().signal;
  for await (const event of createBuiltinAnswerer().answer({ question, language, history, passages }, signal)) {
    events.push(event);
  }
  const text = events.map((event) => (event.type === "delta" ? event.text : "")).join("");
  const citations = events.flatMap((event) => (event.type === "citations" ? event.citations : []));
  return { events, text, citations, passages, notes };
}

const blueCardSalary = currentFact("eu-blue-card.min-annual-salary");

describe("the built-in answerer over our knowledge base", () => {
  it("answers the EU Blue Card salary in English with the registry's figure and the Blue Card page", async () => {
    const { events, text, citations, passages } = await ask("What salary do I need for the EU Blue Card?", "en");
    expect(passages[0]?.text).toContain(formatFact(blueCardSalary, "en"));
    expect(events[0]).toEqual({ type: "start", answerer: "builtin", notes: [] });
    expect(events.filter((event) => event.type === "delta").length).toBeGreaterThan(2);
    expect(text).toContain(formatFact(blueCardSalary, "en"));
    expect(text).toContain(assistantAnswersEn.disclaimer);
    expect(citations.map((citation) => citation.url)).toContain("/visa/eu-blue-card?lang=en#key-figures-heading");
    const cited = citations.find((citation) => citation.url.startsWith("/visa/eu-blue-card"));
    expect(cited?.sources).toContainEqual({
      publisher: blueCardSalary.source.publisher,
      url: blueCardSalary.source.url,
      checkedOn: blueCardSalary.checkedOn,
    });
  });

  it("answers « Quel salaire pour la carte bleue européenne ? » in French with the French figure and page", async () => {
    const { text, citations } = await ask("Quel salaire pour la carte bleue européenne\u202f?", "fr");
    expect(text).toContain(formatFact(blueCardSalary, "fr"));
    expect(text).toContain(assistantAnswersFr.disclaimer);
    // The page's conditions, where the floor is stated (the part asked is answered by its section).
    expect(citations.map((citation) => citation.url.replace(/#.*$/, ""))).toContain("/visa/carte-bleue-ue?lang=fr");
  });

  it("answers an Arabic question about a figure in Arabic: the registry's Arabic labels, the page's Arabic title", async () => {
    const { events, text, notes, citations } = await ask(
      "ما هو الراتب المطلوب للحصول على البطاقة الزرقاء الأوروبية؟",
      "ar",
    );
    expect(notes).toEqual([]);
    expect(events[0]).toMatchObject({ type: "start" });
    expect((events[0] as { notes?: string[] }).notes ?? []).toEqual([]);
    const page = citations.find((citation) => citation.kind === "visa");
    expect(page?.url.replace(/#.*$/, "")).toBe("/visa/eu-blue-card?lang=ar");
    expect(page?.title).toMatch(/[\u0600-\u06ff]/);
    // The registry's figure written the Arabic way, inside Arabic sentences.
    expect(text).toContain(formatFact(blueCardSalary, "ar"));
    const words = text.replace(/\p{Script=Latin}+/gu, "");
    expect(words.match(/\p{Script=Arabic}/gu)?.length ?? 0).toBeGreaterThan(100);
    expect(text.match(/\p{Script=Latin}[\p{Script=Latin}\s]{12,}/u)).toBeNull();
  });

  it("answers our own prices from the catalogue, in Arabic too", async () => {
    const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
    if (!premium) throw new Error("no Premium Relocator");
    const english = await ask("How much is the Premium Relocator subscription?", "en");
    expect(english.text).toContain(formatCatalogueEuros(premium.monthlyCents, "en"));
    expect(english.citations.map((citation) => citation.url)).toContain("/pricing?lang=en#pricing-panel");
    const arabic = await ask("كم سعر اشتراك بريميوم؟", "ar");
    expect(arabic.notes).toEqual([]);
    expect(arabic.text).toContain(formatCatalogueEuros(premium.monthlyCents, "ar"));
  });

  it("says where to check when our pages hold no figure for what is asked, and invents none", async () => {
    const { events, text } = await ask("How much does a driving licence exchange cost?", "en");
    expect(events[0]).toMatchObject({ type: "start", notes: ["no_grounding"] });
    expect(text).toMatch(/Our pages (give no official figure|do not answer)/);
    expect(text.replace(/https?:\S+/g, "")).not.toMatch(/\d/);
  });

  it("answers nothing it cannot ground, with no citation", async () => {
    for (const question of ["zxqv wplk", "can i bring my pet dog to france", "best pizza in paris"]) {
      const { events, citations, text } = await ask(question, "en");
      expect(events[0], question).toMatchObject({ type: "start", notes: ["no_grounding"] });
      expect(citations, question).toEqual([]);
      expect(text).toContain(assistantAnswersEn.noGrounding.slice(0, assistantAnswersEn.noGrounding.indexOf("{")));
    }
  });

  it("stops streaming when the reader stops it", async () => {
    const controller = new AbortController();
    const { passages } = knowledge.retrieve("What salary do I need for the EU Blue Card?", "en");
    const seen: string[] = [];
    for await (const event of createBuiltinAnswerer().answer(
      { question: "What salary do I need for the EU Blue Card?", language: "en", history: [], passages },
      controller.signal,
    )) {
      seen.push(event.type);
      if (event.type === "delta") controller.abort();
    }
    expect(seen).toEqual(["start", "delta"]);
  });
});

describe("the built-in answerer calling our engines", () => {
  it("gives the cost of living of a named city from the calculator, and cites the tool", async () => {
    const lyon = findCity("lyon");
    if (!lyon) throw new Error("no Lyon");
    const monthly = costOfLivingFor(lyon, { housing: "one-bedroom", people: 1, lifestyle: "moderate" }).monthly;
    const { text, citations } = await ask("What does it cost to live in Lyon each month?", "en");
    expect(text).toContain(formatEuros(monthly.typical, "en"));
    expect(citations[0]?.url).toBe(
      "/tools/cost-of-living?city=lyon&housing=one-bedroom&people=1&lifestyle=moderate&lang=en",
    );
    expect(text).toContain(assistantAnswersEn.disclaimer);
  });

  it("reads the city and the household from the question, in Arabic too", async () => {
    const lyon = findCity("lyon");
    if (!lyon) throw new Error("no Lyon");
    const arabic = await ask("كم تبلغ تكلفة المعيشة الشهرية في ليون؟", "ar");
    const single = costOfLivingFor(lyon, { housing: "one-bedroom", people: 1, lifestyle: "moderate" }).monthly;
    expect(arabic.text).toContain(formatEuros(single.typical, "ar"));
    expect(arabic.text).toContain("ليون");
    const family = await ask("how much money should we budget for moving to lyon, family of four", "en");
    expect(family.citations[0]?.url).toContain(
      `/tools/cost-of-living?city=lyon&housing=${housingForHousehold[3]}&people=4`,
    );
  });

  it("reads a follow-up with the previous question", async () => {
    const first = await ask("What does it cost to live in Paris?", "en");
    const history: ChatTurn[] = [
      { role: "user", text: "What does it cost to live in Paris?" },
      { role: "assistant", text: first.text },
    ];
    const { citations } = await ask("and in Lyon?", "en", history);
    expect(citations[0]?.url).toContain("/tools/cost-of-living?city=lyon");
  });

  it("leaves a rent question to our pages, not to the calculator", async () => {
    const { citations } = await ask("encadrement des loyers a paris, comment savoir si mon loyer est trop cher", "fr");
    expect(citations.map((citation) => citation.kind)).not.toContain("tool");
  });

  it("answers how long a visa takes with the timeline engine", async () => {
    const { text, citations } = await ask("How long does the EU Blue Card take to get?", "en");
    expect(text).toContain(formatFact(currentFact("processing.talent"), "en"));
    expect(citations[0]?.url).toBe("/tools/timeline?visa=eu-blue-card&mode=asap&lang=en");
  });
});
