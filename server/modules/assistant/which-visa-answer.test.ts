import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewQuestions } from "../../../content/assistant/preview-questions.ts";
import { seedPosts } from "../../../content/blog/seed-posts.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { assistantAnswersAr } from "../../../content/i18n/assistant-answers-ar.ts";
import { type AssistantAnswers, assistantAnswersEn } from "../../../content/i18n/assistant-answers-en.ts";
import { assistantAnswersFr } from "../../../content/i18n/assistant-answers-fr.ts";
import { recommendationTexts } from "../../../content/wizard/recommendation-texts.ts";
import type { AnswerEvent, ChatTurn } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
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

const phrases: Record<Language, AssistantAnswers> = {
  en: assistantAnswersEn,
  fr: assistantAnswersFr,
  ar: assistantAnswersAr,
};
const talentFloor = currentFact("talent.qualified-employee.min-annual-salary");
const blueCardFloor = currentFact("eu-blue-card.min-annual-salary");

async function ask(question: string, language: Language, history: ChatTurn[] = []) {
  const { passages } = knowledge.retrieve(question, language, 6, history);
  const events: Exclude<AnswerEvent, { type: "done" }>[] = [];
  for await (const event of createBuiltinAnswerer().answer(
    { question, language, history, passages },
    new AbortController().signal,
  )) {
    events.push(event);
  }
  const deltas = events.flatMap((event) => (event.type === "delta" ? [event.text] : []));
  const citations = events.flatMap((event) => (event.type === "citations" ? event.citations : []));
  return { events, deltas, text: deltas.join(""), urls: citations.map((citation) => citation.url), citations };
}

describe("the built-in answerer's « which visa » answer, from the wizard's table", () => {
  it.each([
    ["en", "/visa/eu-blue-card?lang=en"],
    ["fr", "/visa/carte-bleue-ue?lang=fr"],
    ["ar", "/visa/eu-blue-card?lang=ar"],
  ] as const)(
    "answers the %s preview question with the talent and Blue Card routes and their registry floors",
    async (language, blueCard) => {
      const { events, deltas, text, urls, citations } = await ask(previewQuestions[language]["which-visa"], language);
      expect(events[0]).toEqual({ type: "start", answerer: "builtin", notes: [] });
      // The routes in the engine's order, each named as the wizard names it, the floor as a condition.
      const names = (["passeport-talent", "eu-blue-card", "employee-visa"] as const).map(
        (id) => recommendationTexts[id][language].name,
      );
      const at = names.map((name) => text.indexOf(name));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      const floor = (fact: typeof talentFloor) =>
        phrases[language].whichVisa.floor.replace("{floor}", formatFact(fact, language));
      expect(text).toContain(floor(talentFloor));
      expect(text).toContain(floor(blueCardFloor));
      expect(urls.slice(0, 3)).toEqual([
        `/visa/passeport-talent?lang=${language}`,
        blueCard,
        `/visa/salarie?lang=${language}`,
      ]);
      expect(citations[1]?.sources).toContainEqual({
        publisher: blueCardFloor.source.publisher,
        url: blueCardFloor.source.url,
        checkedOn: blueCardFloor.checkedOn,
      });
      // Then the free assessment, linked, and the guidance line last; streamed in several pieces.
      expect(text).toContain(phrases[language].whichVisa.invitation);
      expect(urls).toContain(`/?lang=${language}#journey-heading`);
      expect(deltas.at(-1)?.trim()).toBe(phrases[language].disclaimer);
      expect(deltas.length).toBeGreaterThanOrEqual(6);
    },
  );

  it("tells an EU national that no visa is needed and cites the EU/EEA guide", async () => {
    const english = await ask("I'm Italian, which visa do I need as a software developer?", "en");
    expect(english.text).toContain(assistantAnswersEn.tools.noVisaNeeded);
    expect(english.urls).toEqual(["/eu-eea-nationals?lang=en"]);
    expect(english.text).not.toContain(formatFact(talentFloor, "en"));
    const french = await ask("je suis allemande, quel visa pour travailler comme developpeuse ?", "fr");
    expect(french.text).toContain(assistantAnswersFr.tools.noVisaNeeded);
    expect(french.urls).toEqual(["/eu-eea-nationals?lang=fr"]);
  });

  it("reads typos and other professions, and a follow-up naming only a profession", async () => {
    const nurse = await ask("wich viza for a nurse", "en");
    expect(nurse.text).toContain(recommendationTexts["employee-visa"].en.name);
    expect(nurse.urls).toEqual(["/visa/salarie?lang=en", "/?lang=en#journey-heading"]);
    const freelance = await ask(
      "web developer wanting to freelance as a micro-entrepreneur, what permit do i need",
      "en",
    );
    expect(freelance.urls).toContain("/visa/auto-entrepreneur?lang=en");
    const retired = await ask("je suis retraité, quel titre de séjour ?", "fr");
    expect(retired.urls[0]).toBe("/visa/visiteur-touriste?lang=fr");
    const history: ChatTurn[] = [
      { role: "user", text: previewQuestions.en["which-visa"] },
      { role: "assistant", text: "…" },
    ];
    const student = await ask("And for a student?", "en", history);
    expect(student.urls[0]).toBe("/visa/etudiant?lang=en");
    expect(student.text).not.toContain(formatFact(talentFloor, "en"));
  });

  it("answers a which-visa question naming no profession from our pages, then offers the assessment", async () => {
    const { text, urls, deltas } = await ask("Which visa is right for me?", "en");
    expect(text).toContain(assistantAnswersEn.intro);
    expect(text).not.toContain(assistantAnswersEn.whichVisa.intro.split("{profession}")[0]);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(urls.at(-1)).toBe("/?lang=en#journey-heading");
    expect(deltas.at(-2)?.trim()).toBe(assistantAnswersEn.whichVisa.invitationNoProfession);
    expect(deltas.at(-1)?.trim()).toBe(assistantAnswersEn.disclaimer);
  });

  it("leaves other questions alone: the Blue Card salary is still quoted from its page", async () => {
    const { urls, text } = await ask("What salary do I need for the EU Blue Card?", "en");
    expect(urls).not.toContain("/?lang=en#journey-heading");
    expect(text).toContain(formatFact(blueCardFloor, "en"));
    const fee = await ask("What visa fee does a student pay?", "en");
    expect(fee.urls).not.toContain("/?lang=en#journey-heading");
    const status = await ask("Quel statut choisir pour un freelance, micro-entreprise ou SASU ?", "fr");
    expect(status.urls).not.toContain("/?lang=fr#journey-heading");
  });
});

describe("the built-in answerer's quotes", () => {
  it("do not repeat an amount the calculator or an earlier quote already gave (Lyon's rent, in French)", async () => {
    const { text } = await ask(previewQuestions.fr["cost-of-living-lyon"], "fr");
    const amounts = [...text.matchAll(/(\d[\d\s]*\d|\d)\s€/g)].map((match) => match[1]?.replace(/\D/g, ""));
    expect(amounts.length).toBeGreaterThan(4);
    expect(new Set(amounts).size).toBe(amounts.length);
  });
});
