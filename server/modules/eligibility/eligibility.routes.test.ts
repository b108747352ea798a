import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountErrorsEn } from "../../../content/i18n/account-errors-en.ts";
import { eligibilityMessagesEn as en } from "../../../content/messages/eligibility-messages.ts";
import type { EligibilityResult } from "../../../core/eligibility/eligibility-result.ts";
import { assessedSlugs } from "../../../core/eligibility/evaluate-eligibility.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { buildTestApi, type ErrorBody, jsonPost } from "../../testing/test-api.ts";

/**
 * POST /api/eligibility: stateless, so one engine is enough (the rate limiter's table is the only
 * thing it touches, tested on both engines in server/http/rate-limit.test.ts).
 */
describe("POST /api/eligibility", () => {
  let database: FreshDatabase;
  let app: ReturnType<typeof buildTestApi>;

  beforeEach(async () => {
    database = await freshDatabase("sqlite");
    app = buildTestApi(database.db);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.api.request("/eligibility", jsonPost(body, headers));
  const routeOf = (result: EligibilityResult, slug: string) => result.routes.find((route) => route.slug === slug)!;

  it("ranks every route for the issue's engineer: 52,000 € is below the Blue Card but above the talent floor", async () => {
    const response = await post({
      nationality: "lb",
      purpose: "work",
      diploma: "master",
      contractType: "permanent",
      annualGrossSalaryEur: 52000,
      familySize: 2,
      plannedStart: "2026-12-01",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const result = (await response.json()) as EligibilityResult;
    expect(result.date).toBe("2026-12-01");
    expect(result.routes.map((route) => route.slug).sort()).toEqual([...assessedSlugs].sort());
    expect(result.routes[0]).toMatchObject({ slug: "passeport-talent-salarie", verdict: "eligible" });
    const blueCard = routeOf(result, "carte-bleue-ue");
    expect(blueCard.verdict).toBe("not-eligible");
    expect(blueCard.reasons).toContainEqual({
      condition: "blue-card-salary",
      kind: "required",
      threshold: 59373,
      value: 52000,
      unit: "eur-per-year-gross",
      met: false,
      factId: "eu-blue-card.min-annual-salary",
      shortBy: 7373,
    });
    expect(blueCard.changes).toEqual([
      { action: "raise", condition: "blue-card-salary", unit: "eur-per-year-gross", from: 52000, to: 59373, by: 7373 },
    ]);
    // Ranked: no route after a worse verdict.
    const order = ["eligible", "likely", "borderline", "not-eligible", "not-applicable"];
    const ranks = result.routes.map((route) => order.indexOf(route.verdict));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("compares with the figures in force on the planned start: the net SMIC before and after 1 June 2026", async () => {
    const retiree = { nationality: "US", purpose: "retire", monthlyResourcesEur: 1450, resourcesKind: "pension" };
    const may = (await (await post({ ...retiree, plannedStart: "2026-05-31" })).json()) as EligibilityResult;
    const june = (await (await post({ ...retiree, plannedStart: "2026-06-01" })).json()) as EligibilityResult;
    expect(routeOf(may, "visiteur-touriste").reasons[0]).toMatchObject({ threshold: 1443, met: true });
    expect(routeOf(may, "visiteur-touriste").changes).toContainEqual(
      expect.objectContaining({ action: "apply-before", date: "2026-06-01", to: 1478 }),
    );
    expect(routeOf(june, "visiteur-touriste")).toMatchObject({ verdict: "borderline" });
    expect(routeOf(june, "visiteur-touriste").reasons[0]).toMatchObject({ threshold: 1478, met: false, shortBy: 28 });
  });

  it("takes today in Paris when no planned start is given", async () => {
    const result = (await (await post({ nationality: "MA", purpose: "study" })).json()) as EligibilityResult;
    expect(result.date).toBe(parisDate());
  });

  it("refuses bad input with 400, each field named and translated", async () => {
    const refused = async (body: unknown, language = "en") => {
      const response = await post(body, { "accept-language": language });
      expect(response.status).toBe(400);
      return ((await response.json()) as ErrorBody).error;
    };
    expect((await refused({ purpose: "work" })).fields).toContainEqual(
      expect.objectContaining({ field: "nationality", message: accountErrorsEn.nationality_required }),
    );
    expect((await refused({ nationality: "XX", purpose: "work" })).fields?.[0]).toMatchObject({
      field: "nationality",
      message: accountErrorsEn.nationality_invalid,
    });
    expect((await refused({ nationality: "MA" })).fields?.[0]).toMatchObject({
      field: "purpose",
      message: en.eligibility_purpose_required,
    });
    expect((await refused({ nationality: "MA", purpose: "holiday" })).fields?.[0]).toMatchObject({
      message: en.eligibility_purpose_invalid,
    });
    const badAge = await refused({ nationality: "MA", purpose: "au-pair", age: 12.5 }, "fr");
    expect(badAge.fields?.[0]).toMatchObject({ field: "age" });
    expect(badAge.message).toBe("Indiquez votre âge en années entières (de 0 à 120).");
    expect((await refused({ nationality: "MA", purpose: "work", annualGrossSalaryEur: -1 })).fields?.[0]).toMatchObject(
      { field: "annualGrossSalaryEur" },
    );
    expect(
      (await refused({ nationality: "MA", purpose: "work", annualGrossSalaryEur: "45000" })).fields?.[0],
    ).toMatchObject({ message: en.eligibility_amount_invalid });
    expect((await refused({ nationality: "MA", purpose: "work", familySize: 0 })).fields?.[0]).toMatchObject({
      field: "familySize",
    });
    for (const plannedStart of ["2026-02-30", "2026-13-01", "01/12/2026", "1999-01-01", "2100-01-01"]) {
      expect(
        (await refused({ nationality: "MA", purpose: "work", plannedStart })).fields?.[0],
        plannedStart,
      ).toMatchObject({
        field: "plannedStart",
        message: en.eligibility_planned_start_invalid,
      });
    }
    expect((await refused({ nationality: "MA", purpose: "work", contractType: "zero-hours" }, "ar")).message).toBe(
      "يرجى اختيار إحدى الإجابات المقترحة.",
    );
    expect((await refused([1, 2])).code).toBe("bad_request");
  });

  it("limits a client to WIZARD_RATE_LIMIT_PER_MINUTE answers with 429 and Retry-After", async () => {
    const { api } = buildTestApi(database.db, { WIZARD_RATE_LIMIT_PER_MINUTE: "2" });
    const ask = () => api.request("/eligibility", jsonPost({ nationality: "MA", purpose: "study" }));
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a cross-site request with 403", async () => {
    const response = await post(
      { nationality: "MA", purpose: "study" },
      { host: "localhost", origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});
