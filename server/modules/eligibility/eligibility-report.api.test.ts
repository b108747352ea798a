import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeText } from "../../../content/eligibility/change-texts.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { reportTexts } from "../../../content/eligibility/report-texts.ts";
import { factOn } from "../../../content/facts/fact-on.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import type { RouteAssessment } from "../../../core/eligibility/eligibility-result.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import { createPdfService } from "../guide-pdf/pdf-service.ts";
import { lettersOnly, pdfFonts, pdfText, spaced } from "../guide-pdf/pdf-test-kit.ts";
import { shippedFontFamilies } from "../guide-pdf/typst-fonts.ts";
import type { SavedEligibilityAssessment } from "./eligibility-record.ts";

type Saved = { assessment: SavedEligibilityAssessment } & ErrorBody;

/** An engineer with a 52,000 € permanent job: Talent – qualified employee, short of the Blue Card's 59,373 €. */
const engineer = {
  nationality: "LB",
  purpose: "work",
  diploma: "master",
  contractType: "permanent",
  annualGrossSalaryEur: 52000,
  plannedStart: "2026-12-01",
};

const pdfTimeout = { timeout: 60_000 };

/** The Arabic runs of a sentence (its figures and Latin names read back in their own order around them). */
function arabicRuns(text: string): string[] {
  return (text.match(/[\p{Script=Arabic}\s\u064b-\u065f\u0670]+/gu) ?? []).filter((run) => /\p{L}/u.test(run));
}

describe.each(testEngines)(
  "the PDF report of a saved assessment (/api/eligibility/assessments/:id/pdf) on %s",
  (engine) => {
    let database: FreshDatabase;
    let api: AccountsApi;

    beforeEach(async () => {
      database = await freshDatabase(engine);
      api = buildAccountsApi(database);
    });
    afterEach(async () => {
      await database.dispose();
    });

    async function premiumMember(on: AccountsApi, email: string): Promise<TestClient> {
      const client = await registeredClient(on, email);
      await on.deps.db.updateTable("users").set({ plan: "premium" }).where("email", "=", email).execute();
      return client;
    }
    async function savedAssessment(client: TestClient): Promise<SavedEligibilityAssessment> {
      const saved = await client.json<Saved>("/api/eligibility/assessments", { body: engineer });
      expect(saved.status).toBe(201);
      return saved.body.assessment;
    }
    const download = (client: TestClient, id: string, query = "", headers: Record<string, string> = {}) =>
      client.request(`/api/eligibility/assessments/${id}/pdf${query}`, { headers });

    /** The routes, reasons and figures the report of the engineer's assessment must give back. */
    function expectations(assessment: SavedEligibilityAssessment) {
      const route = (slug: string): RouteAssessment => {
        const found = assessment.result.routes.find((one) => one.slug === slug);
        if (!found) throw new Error(`no route ${slug}`);
        return found;
      };
      const talent = route("passeport-talent-salarie");
      const blueCard = route("carte-bleue-ue");
      const blueCardSalary = blueCard.reasons.find((reason) => reason.factId === "eu-blue-card.min-annual-salary")!;
      const fact = factOn("eu-blue-card.min-annual-salary", assessment.figuresDate);
      return { talent, blueCard, blueCardSalary, fact, notApplicable: route("etudiant") };
    }

    it(
      "gives a premium member their assessment as a PDF in English, French and Arabic, read back with its reasons, figures and sources",
      pdfTimeout,
      async () => {
        const amira = await premiumMember(api, "amira@example.com");
        const assessment = await savedAssessment(amira);
        const { talent, blueCard, blueCardSalary, fact, notApplicable } = expectations(assessment);
        expect(talent.verdict).toBe("eligible");
        expect(blueCard.verdict).toBe("not-eligible");
        expect(fact.source.publisher).toBe("Légifrance");

        const texts = {} as Record<Language, string>;
        for (const language of ["en", "fr", "ar"] as const) {
          const response = await download(amira, assessment.id, `?lang=${language}`);
          expect(response.status, language).toBe(200);
          expect(response.headers.get("content-type")).toBe("application/pdf");
          expect(response.headers.get("content-disposition")).toBe(
            `attachment; filename="passerelle-assessment-${parisDate(new Date(assessment.createdAt))}.pdf"`,
          );
          expect(response.headers.get("cache-control")).toBe("no-store");
          const pdf = new Uint8Array(await response.arrayBuffer());
          expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
          // Only the fonts we ship, embedded (ADR 0069): Amiri comes in with Arabic only.
          const fonts = pdfFonts(pdf);
          expect(fonts.length).toBeGreaterThan(0);
          for (const font of fonts) {
            expect(font.embedded, font.family).toBe(true);
            expect(shippedFontFamilies).toContain(font.family);
          }
          expect(new Set(fonts.map((font) => font.family))).toEqual(
            new Set(language === "ar" ? ["Inter", "Amiri"] : ["Inter"]),
          );
          texts[language] = pdfText(pdf);
        }

        // English and French: the sentences read back whole, spaces aside.
        for (const language of ["en", "fr"] as const) {
          const text = spaced(texts[language]);
          for (const expected of [
            reportTexts[language].title,
            routeName(talent.slug, language),
            verdictLabel(talent.verdict, language),
            routeName(blueCard.slug, language),
            verdictLabel(blueCard.verdict, language),
            reasonText(blueCardSalary, language).sentence,
            changeText(blueCard.changes[0]!, language),
            fact.source.publisher,
            fact.source.url,
            formatCheckedOn(fact.checkedOn, language),
            reportTexts[language].disclaimerTitle,
            reportTexts[language].disclaimer,
            routeName(notApplicable.slug, language),
          ]) {
            expect(text, language).toContain(spaced(expected));
          }
        }
        expect(spaced(texts.en)).toContain("Your salary €52,000 gross a year — required €59,373: short by €7,373");
        expect(spaced(texts.en)).toContain("Guidance, not legal advice");
        expect(spaced(texts.fr)).toContain(
          spaced("Votre salaire\u202f: 52 000 € brut par an — requis\u202f: 59 373 €"),
        );
        expect(spaced(texts.fr)).toContain("pas un conseil juridique");

        // Arabic: in logical order (pdftotext gives the letters back as written, not reversed), each
        // Arabic run of the sentences whole, the figures and the Latin names in their own order.
        const letters = lettersOnly(texts.ar);
        const title = lettersOnly(reportTexts.ar.title);
        expect(letters).toContain(title);
        expect(letters).not.toContain([...title].reverse().join(""));
        for (const sentence of [
          routeName(talent.slug, "ar"),
          routeName(blueCard.slug, "ar"),
          reasonText(blueCardSalary, "ar").sentence,
          changeText(blueCard.changes[0]!, "ar"),
          formatCheckedOn(fact.checkedOn, "ar"),
          reportTexts.ar.disclaimerTitle,
          reportTexts.ar.disclaimer,
          routeName(notApplicable.slug, "ar"),
        ]) {
          for (const run of arabicRuns(sentence)) expect(letters).toContain(lettersOnly(run));
        }
        for (const figure of ["52,000", "59,373", "7,373", fact.source.publisher, fact.source.url]) {
          expect(texts.ar).toContain(figure);
        }
        expect(letters).toContain(lettersOnly("إرشادات وليست استشارة قانونية"));
      },
    );

    it("is in the request's language when no ?lang= is given", pdfTimeout, async () => {
      const amira = await premiumMember(api, "amira@example.com");
      const assessment = await savedAssessment(amira);
      const response = await download(amira, assessment.id, "", { "accept-language": "fr" });
      expect(response.status).toBe(200);
      expect(spaced(pdfText(new Uint8Array(await response.arrayBuffer())))).toContain(spaced(reportTexts.fr.title));
    });

    it("is for its owner only: another member gets a 404, a visitor a 401, a bad id or language a 400", async () => {
      const amira = await premiumMember(api, "amira@example.com");
      const assessment = await savedAssessment(amira);
      const other = await premiumMember(api, "other@example.com");

      const refused = await other.json<ErrorBody>(`/api/eligibility/assessments/${assessment.id}/pdf`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(apiMessage("en", "eligibility_assessment_not_found"));
      expect(refused.response.headers.get("cache-control")).toBe("no-store");
      expect((await download(api.client(), assessment.id)).status).toBe(401);
      const badId = await amira.json<ErrorBody>("/api/eligibility/assessments/not-an-id/pdf");
      expect(badId.status).toBe(400);
      expect(badId.body.error.message).toBe(apiMessage("en", "eligibility_assessment_id_invalid"));
      const badLanguage = await amira.json<ErrorBody>(`/api/eligibility/assessments/${assessment.id}/pdf?lang=de`);
      expect(badLanguage.status).toBe(400);
      expect(badLanguage.body.error.message).toBe(apiMessage("en", "language_invalid"));
      // A deleted assessment has no report either.
      expect((await amira.request(`/api/eligibility/assessments/${assessment.id}`, { method: "DELETE" })).status).toBe(
        200,
      );
      expect((await download(amira, assessment.id)).status).toBe(404);
    });

    it("answers 503 with a translated message when Typst cannot print, as invoices do", async () => {
      const withoutPrinter = buildAccountsApi(database);
      withoutPrinter.deps.pdfs = createPdfService({
        cacheDir: "/nonexistent/pdf-cache",
        logger: pino({ level: "silent" }),
        compilerModule: "/nonexistent/typst-ts-node-compiler/index.js",
      });
      try {
        const amira = await premiumMember(withoutPrinter, "amira@example.com");
        const assessment = await savedAssessment(amira);
        for (const language of ["en", "fr"] as const) {
          const refused = await amira.json<ErrorBody>(
            `/api/eligibility/assessments/${assessment.id}/pdf?lang=${language}`,
          );
          expect(refused.status).toBe(503);
          expect(refused.body.error.message).toBe(apiMessage(language, "pdf_unavailable"));
          expect(refused.response.headers.get("cache-control")).toBe("no-store");
        }
      } finally {
        await withoutPrinter.deps.pdfs.close();
      }
    });
  },
);
