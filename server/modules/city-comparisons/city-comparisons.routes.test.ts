import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { maxSavedComparisons } from "../../../core/saved-comparison.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { ComparisonSummary } from "./comparison-record.ts";

type One = { comparison: ComparisonSummary } & ErrorBody;
type Many = { comparisons: ComparisonSummary[] } & ErrorBody;

describe.each(testEngines)("saved city comparisons (/api/city-comparisons) on %s", (engine) => {
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
  const save = (client: TestClient, body: unknown) => client.json<One>("/api/city-comparisons", { body });
  const rows = async () => api.deps.db.selectFrom("saved_comparisons").selectAll().orderBy("created_at").execute();

  it("saves, lists, opens and deletes a premium member's comparisons, named and unnamed", async () => {
    const amira = await member("amira@example.com", "premium");
    const named = await save(amira, { cities: ["Paris", " lyon", "nice"], name: "  Our shortlist " });
    expect(named.status).toBe(201);
    expect(named.response.headers.get("cache-control")).toBe("no-store");
    expect(named.body.comparison).toMatchObject({
      name: "Our shortlist",
      title: "Our shortlist",
      cities: ["paris", "lyon", "nice"],
      href: "/city-comparison?cities=paris,lyon,nice",
    });
    // Unnamed: called by its cities, in the reader's language.
    const unnamed = await save(amira, { cities: ["bordeaux", "toulouse"] });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.comparison).toMatchObject({ name: null, title: "Bordeaux and Toulouse" });

    const listed = await amira.json<Many>("/api/city-comparisons");
    expect(listed.status).toBe(200);
    expect(listed.response.headers.get("cache-control")).toBe("no-store");
    expect(listed.body.comparisons.map((c) => c.title).sort()).toEqual(["Bordeaux and Toulouse", "Our shortlist"]);
    const inFrench = await amira.json<Many>("/api/city-comparisons", { headers: { "accept-language": "fr" } });
    expect(inFrench.body.comparisons.map((c) => c.title)).toContain("Bordeaux et Toulouse");
    const inArabic = await amira.json<Many>("/api/city-comparisons", { headers: { "accept-language": "ar" } });
    expect(inArabic.body.comparisons.map((c) => c.title)).toContain("بوردو وتولوز");

    const id = named.body.comparison.id;
    const opened = await amira.json<One>(`/api/city-comparisons/${id.toUpperCase()}`);
    expect(opened.status).toBe(200);
    expect(opened.body.comparison).toMatchObject({ id, cities: ["paris", "lyon", "nice"] });

    const deleted = await amira.request(`/api/city-comparisons/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("cache-control")).toBe("no-store");
    expect((await amira.request(`/api/city-comparisons/${id}`)).status).toBe(404);
    expect((await rows()).map((row) => row.cities)).toEqual(["bordeaux,toulouse"]);
  });

  it("an active done-for-you client saves too", async () => {
    const dfy = await member("dfy@example.com", "dfy");
    expect((await save(dfy, { cities: ["marseille", "nice"] })).status).toBe(201);
  });

  it("refuses the same cities twice, in any order, with a 409 in the member's words", async () => {
    const amira = await member("amira@example.com", "premium");
    expect((await save(amira, { cities: ["paris", "lyon"] })).status).toBe(201);
    const again = await save(amira, { cities: ["lyon", "paris"], name: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "conflict", message: apiMessage("en", "comparison_already_saved") });
    // A third city makes it another comparison.
    expect((await save(amira, { cities: ["lyon", "paris", "nice"] })).status).toBe(201);
    expect(await rows()).toHaveLength(2);
  });

  it(`keeps at most ${maxSavedComparisons} comparisons per account, then answers 409 with the limit`, async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    const { id: amiraId } = await api.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "amira@example.com")
      .executeTakeFirstOrThrow();
    // Written directly: the form limit of the save endpoint would stop 50 requests in a minute.
    await api.deps.db
      .insertInto("saved_comparisons")
      .values(
        Array.from({ length: maxSavedComparisons }, (_, index) => ({
          id: crypto.randomUUID(),
          user_id: amiraId,
          name: `Kept ${index}`,
          cities: "paris,lyon",
          created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        })),
      )
      .execute();
    const refused = await save(amira, { cities: ["nice", "annecy"] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      apiMessage("en", "comparison_limit_reached", { max: String(maxSavedComparisons) }),
    );
    expect(refused.body.error.message).toContain(String(maxSavedComparisons));
    const inFrench = await amira.json<ErrorBody>("/api/city-comparisons", {
      body: { cities: ["nice", "annecy"] },
      headers: { "accept-language": "fr" },
    });
    expect(inFrench.body.error.message).toBe(
      apiMessage("fr", "comparison_limit_reached", { max: String(maxSavedComparisons) }),
    );
    // Another member's limit is their own.
    expect((await save(bilal, { cities: ["nice", "annecy"] })).status).toBe(201);
    expect((await amira.json<Many>("/api/city-comparisons")).body.comparisons).toHaveLength(maxSavedComparisons);
  });

  it("another member's comparison answers 404 to open and delete, and stays as it was", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    const { body } = await save(amira, { cities: ["paris", "lyon"], name: "Mine" });
    const id = body.comparison.id;
    for (const method of ["GET", "DELETE"]) {
      const response = await bilal.request(`/api/city-comparisons/${id}`, { method });
      expect(response.status, method).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toBe(apiMessage("en", "comparison_not_found"));
    }
    expect((await bilal.json<Many>("/api/city-comparisons")).body.comparisons).toEqual([]);
    expect((await rows()).map((row) => row.name)).toEqual(["Mine"]);
  });

  it("refuses free members with 403 and visitors with 401, storing nothing", async () => {
    const free = await member("free@example.com", "free");
    const refused = await save(free, { cities: ["paris", "lyon"] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "forbidden", message: apiMessage("en", "plan_required") });
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    expect((await free.request("/api/city-comparisons")).status).toBe(403);
    const visitor = api.client();
    const unsigned = await visitor.request("/api/city-comparisons");
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get("cache-control")).toBe("no-store");
    expect((await visitor.request("/api/city-comparisons", { body: { cities: ["paris", "lyon"] } })).status).toBe(401);
    expect((await visitor.request(`/api/city-comparisons/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(
      401,
    );
    expect(await rows()).toEqual([]);
  });

  it("refuses a cross-site write and a cookie write without any origin, storing nothing", async () => {
    const amira = await member("amira@example.com", "premium");
    const crossSite = await amira.request("/api/city-comparisons", {
      body: { cities: ["paris", "lyon"] },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as ErrorBody).error.message).toBe(apiMessage("en", "cross_site_request"));
    const noOrigin = await amira.request("/api/city-comparisons", {
      body: { cities: ["paris", "lyon"] },
      headers: { origin: "", "sec-fetch-site": "" },
    });
    expect(noOrigin.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it("answers bad input with 400 and a message a person can act on, in their language", async () => {
    const amira = await member("amira@example.com", "premium");
    const cases: [unknown, string][] = [
      [{}, "comparison_cities_required"],
      [{ cities: "paris,lyon" }, "comparison_cities_invalid"],
      [{ cities: ["paris", "berlin"] }, "comparison_cities_invalid"],
      [{ cities: ["paris", "paris"] }, "comparison_cities_repeated"],
      [{ cities: ["paris"] }, "comparison_cities_count"],
      [{ cities: ["paris", "lyon", "nice", "annecy"] }, "comparison_cities_count"],
      [{ cities: ["paris", "lyon"], name: "x".repeat(81) }, "comparison_name_too_long"],
      [{ cities: ["paris", "lyon"], name: "a\tb" }, "comparison_name_invalid"],
      [{ cities: ["paris", "lyon"], name: "a\u0000b" }, "null_character"],
      [[], "invalid_request"],
    ];
    for (const [body, key] of cases) {
      const answer = await save(amira, body);
      expect(answer.status, key).toBe(400);
      expect(answer.body.error.message, key).toBe(apiMessage("en", key));
    }
    const inFrench = await amira.json<ErrorBody>("/api/city-comparisons", {
      body: { cities: ["paris"] },
      headers: { "accept-language": "fr" },
    });
    expect(inFrench.body.error.message).toBe(apiMessage("fr", "comparison_cities_count"));
    for (const method of ["GET", "DELETE"]) {
      const bad = await amira.json<ErrorBody>("/api/city-comparisons/not-an-id", { method });
      expect(bad.status, method).toBe(400);
      expect(bad.body.error.message).toBe(apiMessage("en", "comparison_id_invalid"));
    }
    const raw = await amira.request("/api/city-comparisons", {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(raw.status).toBe(400);
    const broken = await amira.request("/api/city-comparisons", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("goes into the account's export and leaves with the account", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    await save(amira, { cities: ["paris", "lyon"], name: "Mine" });
    await save(amira, { cities: ["nice", "annecy"] });
    await save(bilal, { cities: ["paris", "lyon"], name: "His" });
    const exported = await amira.json<{ savedComparisons: { name: string | null; cities: string[] }[] }>(
      "/api/account/export",
    );
    expect(exported.body.savedComparisons).toEqual([
      expect.objectContaining({ name: "Mine", cities: ["paris", "lyon"] }),
      expect.objectContaining({ name: null, cities: ["nice", "annecy"] }),
    ]);
    const gone = await amira.request("/api/account/delete", { body: { currentPassword: password } });
    expect(gone.status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(["His"]);
  });
});
