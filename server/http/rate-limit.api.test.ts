import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../db/test-database.ts";
import { serveOnLoopback } from "../testing/serve-on-loopback.ts";
import { buildTestApi, type ErrorBody } from "../testing/test-api.ts";

/*
 * The limits with their default configuration (ADR 0018), over real HTTP on loopback: every
 * request comes from 127.0.0.1, one address shared by everyone, as behind an office's NAT.
 */

const person = (i: number) => ({
  wizard: { country: "IN", profession: "tech", income: "over_6k", sessionId: `session_1732268400000_nat${i}` },
  consultation: {
    name: `Person ${i}`,
    email: `person${i}@office.example`,
    timeZone: "Africa/Casablanca",
    countryOfOrigin: "ma",
    applicationType: "individual",
    message: "We are thinking of moving to Lyon next year: what are our options?",
    language: "en",
  },
  capture: { email: `person${i}@office.example` },
});

describe.each(testEngines)("limits that fit real users on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;

  async function start(env: Record<string, string> = {}) {
    server = await serveOnLoopback(buildTestApi(db, env).api);
  }
  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
  });
  afterEach(async () => {
    await server?.close();
    await database.dispose();
  });

  const post = (path: string, body: unknown, language = "en") =>
    fetch(`${server.baseUrl}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify(body),
    });
  const count = async (table: "assessments" | "consultation_requests" | "email_captures") =>
    (await db.selectFrom(table).select("id").execute()).length;

  it("lets 30 people behind one address complete the wizard, the consultation form and the e-mail capture", async () => {
    await start();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { wizard, consultation, capture } = person(i);
        return [
          (await post("/assessments", wizard)).status,
          (await post("/consultation-request", consultation)).status,
          (await post("/email-capture", capture)).status,
        ];
      }),
    );
    expect(statuses.flat().filter((status) => status !== 201)).toEqual([]);
    expect(await count("assessments")).toBe(30);
    expect(await count("consultation_requests")).toBe(30);
    expect(await count("email_captures")).toBe(30);
  });

  it("refuses one client repeating a form with one e-mail address: 429, Retry-After and the wait, in English and French", async () => {
    await start();
    const { consultation } = person(1);
    // The same inbox however it is written: case and +tags do not make a new person.
    const spellings = ["person1@office.example", "Person1@Office.example", "person1+a@office.example"];
    for (let i = 0; i < 5; i++) {
      expect((await post("/consultation-request", { ...consultation, email: spellings[i % 3] })).status).toBe(201);
    }

    const refused = await post("/consultation-request", consultation);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: "Too many requests with this email address. Please try again in 60 minutes.",
    });
    const inFrench = await post("/consultation-request", consultation, "fr");
    expect(((await inFrench.json()) as ErrorBody).error.message).toBe(
      "Trop de demandes avec cette adresse e-mail. Veuillez réessayer dans 60 minutes.",
    );
    expect(await count("consultation_requests")).toBe(5);

    // Another person behind the same address is not held back by it.
    expect((await post("/consultation-request", person(2).consultation)).status).toBe(201);
  });

  it("refuses one client flooding a form with many addresses once past the per-connection limit", async () => {
    await start();
    for (let i = 0; i < 60; i++) expect((await post("/email-capture", person(i).capture)).status).toBe(201);

    const refused = await post("/email-capture", person(60).capture);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const wait = retryAfter === 60 ? "1 minute" : retryAfter === 1 ? "1 second" : `${retryAfter} seconds`;
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: `Too many requests from your connection. Please try again in ${wait}.`,
    });
    const inFrench = (await (await post("/email-capture", person(61).capture, "fr")).json()) as ErrorBody;
    expect(inFrench.error.message).toMatch(
      /^Trop de requêtes depuis votre connexion\. Veuillez réessayer dans (\d+\ssecondes?|1\sminute)\.$/,
    );
    expect(await count("email_captures")).toBe(60);

    // Each form and the wizard keep their own count: the flood used up only the e-mail capture.
    expect((await post("/consultation-request", person(0).consultation)).status).toBe(201);
    expect((await post("/assessments", person(0).wizard)).status).toBe(201);
  });

  it("counts the wizard apart, at its own generous limit", async () => {
    await start({ WIZARD_RATE_LIMIT_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) expect((await post("/assessments", person(i).wizard)).status).toBe(201);
    const refused = await post("/assessments", person(3).wizard, "ar");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(
      /^طلبات كثيرة جدًا من اتصالك\. الوقت المتبقي قبل أن تتمكن من المحاولة مرة أخرى: .+\.$/,
    );
    expect((await post("/email-capture", person(0).capture)).status).toBe(201);
  });
});
