import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { quizCities } from "../../../content/cities/quiz-cities.ts";
import { maxQuizPoints, type QuizAnswers, rankCities } from "../../../core/city-quiz.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, password, registeredClient } from "../auth/accounts-test-kit.ts";
import { lastQuizResult } from "./last-quiz-result.ts";
import { saveQuizResult } from "./save-quiz-result.ts";

const lyonAnswers: QuizAnswers = {
  budget: "1500-2500",
  climate: "continental",
  size: "big",
  priorities: ["career", "culture"],
  language: "some",
  lifestyle: "remote-work",
};
const seaAnswers: QuizAnswers = {
  budget: "1000-1500",
  climate: "mediterranean",
  size: "any",
  priorities: ["nature"],
  language: "none",
  lifestyle: "remote-work",
};

const result = (answers: QuizAnswers) => ({
  answers,
  ranking: rankCities(answers, quizCities),
  maxPoints: maxQuizPoints,
});

describe.each(testEngines)("saved city quiz results on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const userIdOf = async (email: string) =>
    (await database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("keeps one result per account, the last one, with the cities' points as shown", async () => {
    await registeredClient(api, "amira@example.com");
    const amira = await userIdOf("amira@example.com");
    expect(await lastQuizResult(database.db, amira)).toBeNull();

    await saveQuizResult(database.db, amira, result(seaAnswers), new Date("2026-11-20T10:00:00Z"));
    await saveQuizResult(database.db, amira, result(lyonAnswers), new Date("2026-11-25T09:30:00Z"));

    const rows = await database.db.selectFrom("city_quiz_results").selectAll().execute();
    expect(rows).toHaveLength(1);
    const last = await lastQuizResult(database.db, amira);
    expect(last?.answers).toEqual(lyonAnswers);
    expect(last?.createdAt).toBe("2026-11-25T09:30:00.000Z");
    expect(last?.maxPoints).toBe(70);
    expect(last?.cities.slice(0, 3)).toEqual([
      { cityId: "lyon", points: 62 },
      { cityId: "paris", points: 59 },
      { cityId: "marseille", points: 49 },
    ]);
    expect(last?.cities).toHaveLength(7);
  });

  it("two saves at once leave one row", async () => {
    await registeredClient(api, "amira@example.com");
    const amira = await userIdOf("amira@example.com");
    await Promise.all([
      saveQuizResult(database.db, amira, result(seaAnswers)),
      saveQuizResult(database.db, amira, result(lyonAnswers)),
    ]);
    expect(await database.db.selectFrom("city_quiz_results").selectAll().execute()).toHaveLength(1);
  });

  it("never shows one account's result to another", async () => {
    await registeredClient(api, "amira@example.com");
    await registeredClient(api, "omar@example.com");
    const amira = await userIdOf("amira@example.com");
    const omar = await userIdOf("omar@example.com");
    await saveQuizResult(database.db, amira, result(lyonAnswers));
    expect(await lastQuizResult(database.db, omar)).toBeNull();
    await saveQuizResult(database.db, omar, result(seaAnswers));
    expect((await lastQuizResult(database.db, amira))?.answers).toEqual(lyonAnswers);
    expect((await lastQuizResult(database.db, omar))?.answers).toEqual(seaAnswers);
  });

  it("reads a row whose answers no longer exist as no result, not as a broken page", async () => {
    await registeredClient(api, "amira@example.com");
    const amira = await userIdOf("amira@example.com");
    await saveQuizResult(database.db, amira, result(lyonAnswers));
    await database.db
      .updateTable("city_quiz_results")
      .set({ answers_json: JSON.stringify({ ...lyonAnswers, climate: "tropical" }) })
      .execute();
    expect(await lastQuizResult(database.db, amira)).toBeNull();
  });

  it("is in the account's export, and goes with the account", async () => {
    const client = await registeredClient(api, "amira@example.com");
    await registeredClient(api, "omar@example.com");
    const amira = await userIdOf("amira@example.com");
    const omar = await userIdOf("omar@example.com");
    await saveQuizResult(database.db, amira, result(lyonAnswers), new Date("2026-11-25T09:30:00Z"));
    await saveQuizResult(database.db, omar, result(seaAnswers));

    const exported = await client.request("/api/account/export");
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as { cityQuizResults: unknown[] };
    expect(data.cityQuizResults).toEqual([
      {
        answers: lyonAnswers,
        ranking: expect.objectContaining({ maxPoints: 70 }),
        createdAt: "2026-11-25T09:30:00.000Z",
      },
    ]);

    const deleted = await client.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    const left = await database.db.selectFrom("city_quiz_results").select("user_id").execute();
    expect(left).toEqual([{ user_id: omar }]);
  });
});
