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
import type { ScenarioSummary } from "./scenario-record.ts";

const budgetQuery = "income=3000&savings=5000&months=6&people=1&adults=1&city=lyon&visa=salarie&rental=unfurnished";
type One = { scenario: ScenarioSummary } & ErrorBody;

describe.each(testEngines)("saved scenarios (/api/scenarios) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function member(email: string, plan: "free" | "premium" | "dfy", ip?: string): Promise<TestClient> {
    const client = await registeredClient(api, email, ip);
    if (plan === "dfy") {
      await api.deps.db.updateTable("users").set({ has_active_dfy_plan: 1 }).where("email", "=", email).execute();
    } else {
      await api.deps.db.updateTable("users").set({ plan }).where("email", "=", email).execute();
    }
    return client;
  }
  const save = (client: TestClient, body: unknown) => client.json<One>("/api/scenarios", { body });
  const rows = async () => api.deps.db.selectFrom("saved_scenarios").selectAll().execute();

  it("saves, lists, opens, renames and deletes a premium member's scenario, the query kept canonical", async () => {
    const amira = await member("amira@example.com", "premium");
    // The fields in another order and with a question mark: stored as the page writes them.
    const saved = await save(amira, {
      tool: "budget",
      name: "  Lyon, six months ",
      query: "?rental=unfurnished&visa=salarie&city=lyon&adults=1&people=1&months=6&savings=5000&income=3000",
    });
    expect(saved.status).toBe(201);
    expect(saved.body.scenario).toMatchObject({
      tool: "budget",
      name: "Lyon, six months",
      query: budgetQuery,
      href: `/tools/budget?${budgetQuery}`,
    });
    const id = saved.body.scenario.id;

    const listed = await amira.json<{ scenarios: ScenarioSummary[] }>("/api/scenarios");
    expect(listed.body.scenarios.map((s) => s.id)).toEqual([id]);
    expect((await amira.json<One>(`/api/scenarios/${id.toUpperCase()}`)).body.scenario.name).toBe("Lyon, six months");

    const renamed = await amira.json<One>(`/api/scenarios/${id}`, { method: "PATCH", body: { name: "Lyon plan B" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.scenario).toMatchObject({ id, name: "Lyon plan B", query: budgetQuery });
    expect(renamed.body.scenario.updatedAt >= renamed.body.scenario.createdAt).toBe(true);

    const deleted = await amira.request(`/api/scenarios/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await amira.request(`/api/scenarios/${id}`)).status).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("an active done-for-you client saves too", async () => {
    const dfy = await member("dfy@example.com", "dfy");
    const saved = await save(dfy, { tool: "timeline", name: "ASAP", query: "visa=salarie&mode=asap&docs=4" });
    expect(saved.status).toBe(201);
  });

  it("another member's scenario answers 404 to read, rename and delete, and stays as it was", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    const { body } = await save(amira, { tool: "budget", name: "Mine", query: budgetQuery });
    const id = body.scenario.id;
    for (const [path, init] of [
      [`/api/scenarios/${id}`, {}],
      [`/api/scenarios/${id}`, { method: "PATCH", body: { name: "Stolen" } }],
      [`/api/scenarios/${id}`, { method: "DELETE" }],
    ] as const) {
      const response = await bilal.request(path, init);
      expect(response.status, `${init && "method" in init ? init.method : "GET"}`).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toBe(apiMessage("en", "scenario_not_found"));
    }
    expect((await bilal.json<{ scenarios: ScenarioSummary[] }>("/api/scenarios")).body.scenarios).toEqual([]);
    expect((await rows()).map((row) => row.name)).toEqual(["Mine"]);
  });

  it("refuses free members with 403 and visitors with 401, storing nothing", async () => {
    const free = await member("free@example.com", "free");
    const refused = await save(free, { tool: "budget", name: "Mine", query: budgetQuery });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "forbidden", message: apiMessage("en", "plan_required") });
    expect((await free.request("/api/scenarios")).status).toBe(403);
    const visitor = api.client();
    expect((await visitor.request("/api/scenarios")).status).toBe(401);
    expect(
      (await visitor.request("/api/scenarios", { body: { tool: "budget", name: "x", query: budgetQuery } })).status,
    ).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it("answers bad input with 400 and a message a person can act on, in their language", async () => {
    const amira = await member("amira@example.com", "premium");
    const cases: [unknown, string][] = [
      [{ name: "x", query: budgetQuery }, "scenario_tool_required"],
      [{ tool: "mortgage", name: "x", query: budgetQuery }, "scenario_tool_invalid"],
      [{ tool: "budget", name: " ", query: budgetQuery }, "scenario_name_required"],
      [{ tool: "budget", name: "x".repeat(81), query: budgetQuery }, "scenario_name_too_long"],
      [{ tool: "budget", name: "a\u0000b", query: budgetQuery }, "null_character"],
      // Valid for the budget planner, not for the timeline; and a city the dataset lacks.
      [{ tool: "timeline", name: "x", query: budgetQuery }, "scenario_query_invalid"],
      [{ tool: "budget", name: "x", query: budgetQuery.replace("lyon", "london") }, "scenario_query_invalid"],
    ];
    for (const [body, key] of cases) {
      const answer = await save(amira, body);
      expect(answer.status, key).toBe(400);
      expect(answer.body.error.message, key).toBe(apiMessage("en", key));
    }
    const bad = await amira.json<ErrorBody>("/api/scenarios/not-an-id");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(apiMessage("en", "scenario_id_invalid"));
    const raw = await amira.request("/api/scenarios", {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(raw.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("goes into the account's export and leaves with the account", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    await save(amira, { tool: "budget", name: "Mine", query: budgetQuery });
    await save(bilal, { tool: "budget", name: "His", query: budgetQuery });
    const exported = await amira.json<{ savedScenarios: { tool: string; name: string; inputs: string }[] }>(
      "/api/account/export",
    );
    expect(exported.body.savedScenarios).toEqual([
      expect.objectContaining({ tool: "budget", name: "Mine", inputs: budgetQuery }),
    ]);
    const gone = await amira.request("/api/account/delete", { body: { currentPassword: password } });
    expect(gone.status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(["His"]);
  });
});
