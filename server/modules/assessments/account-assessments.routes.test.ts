import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { AssessmentSummary } from "./assessment-summary.ts";
import type { SavedAssessment } from "./get-assessment.ts";

const sessionId = "session_1732268400000_k3j9x2abqrstuvwxyzabcdef";
const otherSessionId = "session_1732268400000_zzzzzzzzzzzzzzzzzzzzzzzz";
const answers = { country: "IN", profession: "tech", income: "over_6k", sessionId };
type Run = { id: string; options: { id: string; matchScore: number }[] };

describe.each(testEngines)("my assessments (/api/account/assessments) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function runWizard(client: TestClient = api.client(), body: Record<string, unknown> = answers): Promise<Run> {
    const { status, body: run } = await client.json<Run>("/api/assessments", { body });
    expect(status).toBe(201);
    return run;
  }
  const list = async (client: TestClient) => {
    const { status, body } = await client.json<{ assessments: AssessmentSummary[] }>("/api/account/assessments");
    expect(status).toBe(200);
    return body.assessments;
  };
  const claim = (client: TestClient, body: unknown) =>
    client.json<{ assessment: AssessmentSummary } & ErrorBody>("/api/account/assessments/claim", { body });
  const ownerOf = async (id: string) =>
    (await api.deps.db.selectFrom("assessments").select("user_id").where("id", "=", id).executeTakeFirst())?.user_id;
  const userIdOf = async (email: string) =>
    (await api.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("signed out, every route answers 401 and changes nothing", async () => {
    const run = await runWizard();
    const visitor = api.client();
    const id = run.id;
    for (const [path, init] of [
      ["/api/account/assessments", {}],
      [`/api/account/assessments/${id}`, {}],
      ["/api/account/assessments/claim", { body: { id, sessionId } }],
      [`/api/account/assessments/${id}`, { method: "DELETE" }],
    ] as const) {
      const response = await visitor.request(path, init);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
    }
    expect(await ownerOf(id)).toBeNull();
  });

  it("a run made signed in is listed with its date, answers and top options, and reopens with the full result", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const run = await runWizard(amira);
    const older = await runWizard(amira, { ...answers, country: "DE", profession: "student", income: "under_2k" });

    const listed = await list(amira);
    expect(listed.map((a) => a.id).sort()).toEqual([run.id, older.id].sort());
    const summary = listed.find((a) => a.id === run.id)!;
    expect(summary).toMatchObject({ country: "IN", profession: "tech", income: "over_6k", language: "en" });
    expect(summary.topOptions).toEqual(run.options.slice(0, 3).map(({ id, matchScore }) => ({ id, matchScore })));
    expect(new Date(summary.createdAt).toISOString()).toBe(summary.createdAt);
    // The session id is the browser's secret: never echoed back.
    expect(JSON.stringify(listed)).not.toContain(sessionId);

    const reopened = await amira.json<{ assessment: SavedAssessment }>(`/api/account/assessments/${run.id}`);
    expect(reopened.status).toBe(200);
    // The whole result as the wizard answered it (options, and what else it carried), id aside.
    const { id: _id, ...shown } = run;
    expect(reopened.body.assessment.result).toEqual(shown);
  });

  it("a run stored in the first shape (a bare list of options) still lists and reopens, marked legacy", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const id = crypto.randomUUID();
    const options = [
      { id: "passeport-talent", matchScore: 95, costEur: 269, processing: { minMonths: 2, maxMonths: 3 } },
    ];
    await api.deps.db
      .insertInto("assessments")
      .values({
        id,
        session_id: sessionId,
        country: "IN",
        profession: "tech",
        income: "over_6k",
        result_json: JSON.stringify(options),
        language: "en",
        created_at: new Date().toISOString(),
        user_id: await userIdOf("amira@example.com"),
      })
      .execute();
    expect((await list(amira))[0]?.topOptions).toEqual([{ id: "passeport-talent", matchScore: 95 }]);
    const reopened = await amira.json<{ assessment: SavedAssessment }>(`/api/account/assessments/${id}`);
    expect(reopened.body.assessment.result).toEqual({ options, legacy: true });
  });

  it("claims an anonymous run only with the session id that made it; a wrong one is refused and changes nothing", async () => {
    const run = await runWizard();
    const amira = await registeredClient(api, "amira@example.com");

    const wrong = await claim(amira, { id: run.id, sessionId: otherSessionId });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toMatchObject({ code: "not_found", message: expect.stringContaining("another browser") });
    expect(await ownerOf(run.id)).toBeNull();
    expect(await list(amira)).toEqual([]);

    const right = await claim(amira, { id: run.id.toUpperCase(), sessionId });
    expect(right.status).toBe(200);
    expect(right.body.assessment).toMatchObject({ id: run.id, country: "IN" });
    expect(await ownerOf(run.id)).toBe(await userIdOf("amira@example.com"));
    expect((await list(amira)).map((a) => a.id)).toEqual([run.id]);

    // A reload or a second tab claims again: still a success, nothing changes.
    expect((await claim(amira, { id: run.id, sessionId })).status).toBe(200);
  });

  it("a run someone else owns cannot be claimed, read or deleted — even with the right session id", async () => {
    const run = await runWizard();
    const amira = await registeredClient(api, "amira@example.com");
    const bilal = await registeredClient(api, "bilal@example.com", "203.0.113.20");
    expect((await claim(amira, { id: run.id, sessionId })).status).toBe(200);

    const stolen = await claim(bilal, { id: run.id, sessionId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe(
      (await claim(bilal, { id: crypto.randomUUID(), sessionId })).body.error.message,
    );

    const read = await bilal.json<ErrorBody>(`/api/account/assessments/${run.id}`);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe("There is no assessment with this reference in your account.");
    const removed = await bilal.request(`/api/account/assessments/${run.id}`, { method: "DELETE" });
    expect(removed.status).toBe(404);

    expect(await list(bilal)).toEqual([]);
    expect(await ownerOf(run.id)).toBe(await userIdOf("amira@example.com"));
    expect((await list(amira)).map((a) => a.id)).toEqual([run.id]);
  });

  it("a run made signed in by someone else cannot be claimed with its session id", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const bilal = await registeredClient(api, "bilal@example.com", "203.0.113.20");
    const run = await runWizard(amira);
    expect((await claim(bilal, { id: run.id, sessionId })).status).toBe(404);
    expect(await ownerOf(run.id)).toBe(await userIdOf("amira@example.com"));
  });

  it("an anonymous run older than seven days can no longer be claimed", async () => {
    const run = await runWizard();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await api.deps.db.updateTable("assessments").set({ created_at: eightDaysAgo }).where("id", "=", run.id).execute();
    const amira = await registeredClient(api, "amira@example.com");
    expect((await claim(amira, { id: run.id, sessionId })).status).toBe(404);
    expect(await ownerOf(run.id)).toBeNull();
  });

  it("bad input is a 400 naming the field, in the reader's language", async () => {
    const run = await runWizard();
    const amira = await registeredClient(api, "amira@example.com");
    const cases: [unknown, string, string][] = [
      [{ sessionId }, "id", "assessment_id_invalid"],
      [{ id: "../../users", sessionId }, "id", "assessment_id_invalid"],
      [{ id: run.id }, "sessionId", "session_id_invalid"],
      [{ id: run.id, sessionId: "session_1_UPPER" }, "sessionId", "session_id_invalid"],
      [{ id: run.id, sessionId: `session_1_${"a".repeat(200)}` }, "sessionId", "session_id_invalid"],
      [[], "body", "invalid_request"],
    ];
    for (const [body, field, key] of cases) {
      const refused = await claim(amira, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields?.[0]?.field, JSON.stringify(body)).toBe(field);
      expect(refused.body.error.code).toBe("bad_request");
      expect(refused.body.error.message).toBe(apiMessage("en", key));
    }
    const french = await amira.json<ErrorBody>("/api/account/assessments/not-an-id", {
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(400);
    expect(french.body.error.message).toBe("La référence de l'évaluation n'est pas valide.");
    const notJson = await amira.request("/api/account/assessments/claim", {
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(await ownerOf(run.id)).toBeNull();
  });

  it("deletes one's own run for good; a second delete is a 404", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const kept = await runWizard(amira);
    const run = await runWizard(amira);
    const removed = await amira.json<{ deleted: boolean }>(`/api/account/assessments/${run.id}`, { method: "DELETE" });
    expect(removed).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await ownerOf(run.id)).toBeUndefined();
    expect((await list(amira)).map((a) => a.id)).toEqual([kept.id]);
    expect((await amira.request(`/api/account/assessments/${run.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("a claimed run is in the data export and goes with the account; another visitor's run stays", async () => {
    const run = await runWizard();
    const stranger = await runWizard(api.client(), { ...answers, sessionId: otherSessionId });
    const amira = await registeredClient(api, "amira@example.com");
    expect((await claim(amira, { id: run.id, sessionId })).status).toBe(200);

    const exported = await amira.json<{ wizardRuns: { country: string }[] }>("/api/account/export");
    expect(exported.body.wizardRuns).toEqual([expect.objectContaining({ country: "IN" })]);
    expect(JSON.stringify(exported.body)).not.toContain(sessionId);

    expect((await amira.request("/api/account/delete", { body: { currentPassword: password } })).status).toBe(200);
    expect(await ownerOf(run.id)).toBeUndefined();
    expect(await ownerOf(stranger.id)).toBeNull();
  });
});
