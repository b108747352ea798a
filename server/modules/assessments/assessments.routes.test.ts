import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentAmount, currentFact } from "../../../content/facts/fact-on.ts";
import { visaCostOf, visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import { netSalaryTableOn, recommendWithRegistry } from "../../../content/wizard/recommendation-figures.ts";
import { grossOfNet } from "../../../core/net-gross.ts";
import type { IncomeBand, Profession, Recommendation } from "../../../core/recommend.ts";
import type { Db } from "../../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { buildTestApi, type ErrorBody, jsonPost } from "../../testing/test-api.ts";

const sessionId = "session_1732268400000_k3j9x2ab";
const india = { country: "IN", profession: "tech" as Profession, income: "over_6k" as IncomeBand, sessionId };
/** A net monthly amount as gross pay, to the euro, by URSSAF's table in force today (ADR 0058). */
const grossOf = (net: number) => Math.round(grossOfNet(net, netSalaryTableOn()));

describe.each(testEngines)("POST /api/assessments on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  let app: ReturnType<typeof buildTestApi>;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = buildTestApi(db);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const assess = (body: unknown, headers: Record<string, string> = {}) =>
    app.api.request("/assessments", jsonPost(body, headers));
  const runs = () => db.selectFrom("assessments").selectAll().orderBy("created_at").execute();
  const summary = (options: { id: string; matchScore: number }[]) => options.map((o) => `${o.id} ${o.matchScore}`);

  describe("a valid run", () => {
    it("India + tech + over 6k: talent 95, EU Blue Card 90, employee 75, with the pages' costs and times, stored as shown", async () => {
      const before = Date.now();
      const response = await assess(india, { "accept-language": "fr-FR,fr;q=0.9" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string } & Recommendation;
      expect(summary(body.options)).toEqual(["passeport-talent 95", "eu-blue-card 90", "employee-visa 75"]);
      expect(body.dropped).toEqual([]);
      expect(body.regimes).toEqual([]);
      const talentCost = visaCostOf("passeport-talent")!;
      expect(body.options[0]).toEqual({
        id: "passeport-talent",
        visaSlug: "passeport-talent",
        href: "/visa/passeport-talent",
        matchScore: 95,
        // visa fee + residence-permit tax, each from the registry: the talent page's total. A VLS-TS
        // route pays no stamp duty (content/visas/visa-costs.ts).
        cost: {
          parts: [
            { role: "visa-fee", factId: "long-stay-visa.fee", value: currentFact("long-stay-visa.fee").value },
            {
              role: "residence-permit-tax",
              factId: "residence-permit.tax-first-issue",
              value: currentFact("residence-permit.tax-first-issue").value,
            },
          ],
          total: talentCost.total,
        },
        processing: { factId: "processing.talent", min: 2, max: 4, unit: "weeks", ourEstimate: true },
        salaryFloor: {
          annualGrossEur: 39582,
          factId: "talent.qualified-employee.min-annual-salary",
          monthlyGrossEur: 3299,
          income: "over_6k",
          band: { min: 6000, max: null },
          grossBand: { min: grossOf(6000), max: null },
          fit: "above",
        },
        resourcesFloor: null,
        isPremium: false,
        freeServices: [],
      });
      expect(body.options[0]?.cost?.total).not.toBe(269);
      expect(body.options[0]?.cost?.parts.map((part) => part.role)).not.toContain("stamp-duty");
      expect(talentCost.total).toBe(
        currentAmount("long-stay-visa.fee") + currentAmount("residence-permit.tax-first-issue"),
      );
      expect(body.options[1]).toMatchObject({
        id: "eu-blue-card",
        isPremium: true,
        href: "/visa/carte-bleue-ue",
        cost: { total: visaCostOf("carte-bleue-ue")!.total },
        processing: visaProcessingOf("carte-bleue-ue"),
        salaryFloor: { annualGrossEur: 59373, monthlyGrossEur: 4948, fit: "above" },
      });
      expect(body.options[2]).toMatchObject({
        id: "employee-visa",
        cost: { total: visaCostOf("salarie")!.total },
        processing: visaProcessingOf("salarie"),
        salaryFloor: null,
      });

      const rows = await runs();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toMatchObject({
        id: body.id,
        session_id: sessionId,
        country: "IN",
        profession: "tech",
        income: "over_6k",
        language: "fr",
      });
      // What was shown is what was stored.
      expect(JSON.parse(row.result_json)).toEqual({
        options: body.options,
        dropped: body.dropped,
        regimes: body.regimes,
      });
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
    });

    it("tech at 2-4 k€ a month: talent capped at 80 with the 39,582 € floor beside the band", async () => {
      const response = await assess({ ...india, income: "2k_4k" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Recommendation;
      expect(summary(body.options)).toEqual(["passeport-talent 80", "employee-visa 75"]);
      expect(body.options[0]?.salaryFloor).toEqual({
        annualGrossEur: 39582,
        factId: "talent.qualified-employee.min-annual-salary",
        monthlyGrossEur: 3299,
        income: "2k_4k",
        band: { min: 2000, max: 4000 },
        grossBand: { min: grossOf(2000), max: grossOf(4000) },
        fit: "straddles",
      });
      expect(body.dropped).toEqual([]);
      expect(JSON.parse((await runs())[0]!.result_json)).toEqual({
        options: body.options,
        dropped: body.dropped,
        regimes: [],
      });
    });

    it("tech under 2 k€ a month: talent dropped, with the reason and the floor, and stored so", async () => {
      const response = await assess({ ...india, income: "under_2k" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Recommendation;
      expect(summary(body.options)).toEqual(["employee-visa 75"]);
      expect(body.dropped).toEqual([
        {
          id: "passeport-talent",
          visaSlug: "passeport-talent",
          href: "/visa/passeport-talent",
          reason: "below-salary-floor",
          salaryFloor: {
            annualGrossEur: 39582,
            factId: "talent.qualified-employee.min-annual-salary",
            monthlyGrossEur: 3299,
            income: "under_2k",
            band: { min: 0, max: 2000 },
            grossBand: { min: 0, max: grossOf(2000) },
            fit: "below",
          },
        },
      ]);
      expect(JSON.parse((await runs())[0]!.result_json)).toEqual({
        options: body.options,
        dropped: body.dropped,
        regimes: [],
      });
    });

    it("tech at 4-6 k€ net a month: talent kept at 95, the EU Blue Card at 90 (its 59,373 € gross floor cleared by the band as gross pay)", async () => {
      const body = (await (await assess({ ...india, income: "4k_6k" })).json()) as Recommendation;
      expect(summary(body.options)).toEqual(["passeport-talent 95", "eu-blue-card 90", "employee-visa 75"]);
      expect(body.options[1]?.salaryFloor).toEqual({
        annualGrossEur: 59373,
        factId: "eu-blue-card.min-annual-salary",
        monthlyGrossEur: 4948,
        income: "4k_6k",
        band: { min: 4000, max: 6000 },
        grossBand: { min: grossOf(4000), max: grossOf(6000) },
        fit: "above",
      });
      // 4,000 € net is more than the floor's 4,948 € gross a month once converted.
      expect(grossOf(4000)).toBeGreaterThanOrEqual(4948);
    });

    it("Algeria + tech: the talent card and its Blue Card category are dropped for the Franco-Algerian regime, and stored so", async () => {
      const response = await assess({ ...india, country: "DZ" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Recommendation;
      expect(summary(body.options)).toEqual(["employee-visa 75"]);
      expect(body.dropped).toEqual([
        {
          id: "passeport-talent",
          visaSlug: "passeport-talent",
          href: "/visa/passeport-talent",
          reason: "nationality-regime",
          regime: "franco-algerian",
        },
        {
          id: "eu-blue-card",
          visaSlug: "carte-bleue-ue",
          href: "/visa/carte-bleue-ue",
          reason: "nationality-regime",
          regime: "franco-algerian",
        },
      ]);
      expect(body.regimes).toEqual(["franco-algerian"]);
      expect(JSON.parse((await runs())[0]!.result_json)).toEqual({
        options: body.options,
        dropped: body.dropped,
        regimes: ["franco-algerian"],
      });
    });

    it("a retiree under 2 k€ net a month: the visitor option at 80 with the net SMIC as its resources floor", async () => {
      const body = (await (
        await assess({ ...india, country: "US", profession: "retiree", income: "under_2k" })
      ).json()) as Recommendation;
      expect(body.options[0]).toMatchObject({ id: "retiree-visitor-visa", matchScore: 80, salaryFloor: null });
      expect(body.options[0]?.resourcesFloor).toEqual({
        monthlyNetEur: currentFact("smic.monthly-net").value,
        factId: "smic.monthly-net",
        income: "under_2k",
        band: { min: 0, max: 2000 },
        fit: "straddles",
      });
    });

    it("Germany gives only 'no visa needed' at 100 with the free services and the EU/EEA page", async () => {
      const response = await assess({ ...india, country: "DE" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Recommendation;
      expect(body.dropped).toEqual([]);
      expect(body.regimes).toEqual([]);
      expect(body.options).toEqual([
        {
          id: "no-visa-needed",
          visaSlug: null,
          href: "/eu-eea-nationals",
          matchScore: 100,
          cost: null,
          processing: null,
          salaryFloor: null,
          resourcesFloor: null,
          isPremium: false,
          freeServices: ["company-setup", "job-market", "logistics", "tax", "family"],
        },
      ]);
    });

    it.each([
      ["LI", "student", "under_2k"],
      ["CH", "retiree", "2k_4k"],
    ])("%s (Liechtenstein, Switzerland) counts as EU/EEA", async (country, profession, income) => {
      const response = await assess({ country, profession, income, sessionId });
      expect(summary(((await response.json()) as { options: { id: string; matchScore: number }[] }).options)).toEqual([
        "no-visa-needed 100",
      ]);
    });

    it("accepts a country code in any letter case and stores it in capitals", async () => {
      const response = await assess({ ...india, country: " li " });
      expect(response.status).toBe(201);
      expect((await runs()).map((r) => r.country)).toEqual(["LI"]);
    });

    it("computes the result on the server: options sent by the client are ignored", async () => {
      const response = await assess({
        ...india,
        profession: "other",
        options: [{ id: "eu-blue-card", matchScore: 100 }],
        matchScore: 100,
      });
      const body = (await response.json()) as { options: { id: string; matchScore: number }[] };
      expect(summary(body.options)).toEqual(["employee-visa 75"]);
      expect(JSON.parse((await runs())[0]!.result_json)).toEqual(
        recommendWithRegistry({ ...india, profession: "other" }),
      );
    });

    it("keeps every run of a session, in the visitor's language (cookie first)", async () => {
      await assess(india, { cookie: "passerelle_lang=ar", "accept-language": "fr" });
      await assess({ ...india, income: "under_2k" }, { "accept-language": "de-DE" });
      const rows = await runs();
      expect(rows.map((r) => [r.session_id, r.income, r.language])).toEqual([
        [sessionId, "over_6k", "ar"],
        [sessionId, "under_2k", "en"],
      ]);
      expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    });

    it("queues no e-mail: a wizard run is anonymous", async () => {
      await assess(india);
      expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
      expect(app.nudges.count).toBe(0);
    });
  });

  describe("bad input", () => {
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await assess(body, headers);
      expect(response.status).toBe(400);
      return (await response.json()) as ErrorBody;
    };

    it.each([
      ["a missing country", { ...india, country: undefined }, "country", "Please choose your country of citizenship."],
      ["an empty country", { ...india, country: "  " }, "country", "Please choose your country of citizenship."],
      ["an unknown country code", { ...india, country: "XX" }, "country", "Please choose a country from the list."],
      [
        "a country name instead of a code",
        { ...india, country: "India" },
        "country",
        "Please choose a country from the list.",
      ],
      ["'other' as a country", { ...india, country: "other" }, "country", "Please choose a country from the list."],
      ["a missing profession", { ...india, profession: undefined }, "profession", "Please choose your profession."],
      [
        "an unknown profession",
        { ...india, profession: "astronaut" },
        "profession",
        "Please choose one of the professions offered.",
      ],
      ["a missing income", { ...india, income: undefined }, "income", "Please choose your monthly income range."],
      [
        "an unknown income band",
        { ...india, income: "6000" },
        "income",
        "Please choose one of the income ranges offered.",
      ],
      [
        "a missing session id",
        { ...india, sessionId: undefined },
        "sessionId",
        "The browser session reference is missing or not valid. Reload the page and try again.",
      ],
      [
        "a session id without the session_ prefix",
        { ...india, sessionId: "1732268400000_k3j9x2" },
        "sessionId",
        "The browser session reference is missing or not valid. Reload the page and try again.",
      ],
      [
        "a session id with capitals",
        { ...india, sessionId: "session_1732268400000_K3J9" },
        "sessionId",
        "The browser session reference is missing or not valid. Reload the page and try again.",
      ],
      [
        "a session id without a time stamp",
        { ...india, sessionId: "session_now_k3j9" },
        "sessionId",
        "The browser session reference is missing or not valid. Reload the page and try again.",
      ],
      [
        "an overlong session id",
        { ...india, sessionId: `session_1_${"a".repeat(100)}` },
        "sessionId",
        "The browser session reference is missing or not valid. Reload the page and try again.",
      ],
    ])("refuses %s with 400 naming the field", async (_case, body, field, message) => {
      const error = (await refused(body)).error;
      expect(error).toEqual({ code: "bad_request", message, fields: [{ field, message }] });
      expect(await runs()).toHaveLength(0);
    });

    it("names every missing answer at once, in French for a French visitor", async () => {
      const body = await refused({}, { "accept-language": "fr" });
      expect(body.error.fields).toEqual([
        { field: "country", message: "Veuillez choisir votre pays de nationalité." },
        { field: "profession", message: "Veuillez choisir votre profession." },
        { field: "income", message: "Veuillez choisir votre tranche de revenus mensuels." },
        {
          field: "sessionId",
          message: "La référence de session du navigateur est absente ou invalide. Rechargez la page puis réessayez.",
        },
      ]);
      expect(body.error.message).toBe("Veuillez choisir votre pays de nationalité.");
    });

    it("answers in Arabic for an Arabic visitor", async () => {
      const body = await refused({ ...india, income: "lots" }, { cookie: "passerelle_lang=ar" });
      expect(body.error.message).toBe("يرجى اختيار إحدى فئات الدخل المعروضة.");
    });

    it("refuses a body that is not JSON, or not an object", async () => {
      const form = await app.api.request("/assessments", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "country=IN",
      });
      expect(form.status).toBe(400);
      expect(((await form.json()) as ErrorBody).error.message).toBe(
        "Send the request body as JSON (Content-Type: application/json).",
      );
      expect((await refused("[1,2]")).error.message).toBe("Some fields are missing or not valid.");
      expect((await refused('{"country":')).error.message).toBe("The request body is not valid JSON.");
      expect(await runs()).toHaveLength(0);
    });
  });

  describe("abuse", () => {
    it("rate-limits a client after WIZARD_RATE_LIMIT_PER_MINUTE runs with 429 and Retry-After", async () => {
      const { api } = buildTestApi(db, { WIZARD_RATE_LIMIT_PER_MINUTE: "2" });
      for (let i = 0; i < 2; i++) expect((await api.request("/assessments", jsonPost(india))).status).toBe(201);
      const limited = await api.request("/assessments", jsonPost(india, { "accept-language": "fr" }));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(((await limited.json()) as ErrorBody).error).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(
          /^Trop de requêtes depuis votre connexion\. Veuillez réessayer dans (\d+\ssecondes?|1\sminute)\.$/,
        ),
      });
      expect(await runs()).toHaveLength(2);
    });

    it("counts the limit per client", async () => {
      const { api } = buildTestApi(db, { WIZARD_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "true" });
      const from = (ip: string) => api.request("/assessments", jsonPost(india, { "x-forwarded-for": ip }));
      expect((await from("203.0.113.1")).status).toBe(201);
      expect((await from("203.0.113.1")).status).toBe(429);
      expect((await from("203.0.113.2")).status).toBe(201);
    });

    it("refuses a cross-site request with 403 and stores nothing", async () => {
      const byOrigin = await assess(india, { host: "localhost", origin: "https://evil.example" });
      expect(byOrigin.status).toBe(403);
      expect(((await byOrigin.json()) as ErrorBody).error).toEqual({
        code: "forbidden",
        message: "This request came from another site and was refused.",
      });
      const byFetchSite = await assess(india, { "sec-fetch-site": "cross-site" });
      expect(byFetchSite.status).toBe(403);
      expect(await runs()).toHaveLength(0);

      const sameOrigin = await assess(india, {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      });
      expect(sameOrigin.status).toBe(201);
    });

    it("offers no way to read runs back: GET is a JSON 404", async () => {
      await assess(india);
      const response = await app.api.request("/assessments");
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
    });
  });
});
