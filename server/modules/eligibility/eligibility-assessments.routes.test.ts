import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatFactDate } from "../../../content/facts/format-fact.ts";
import { eligibilityMessagesEn, eligibilityMessagesFr } from "../../../content/messages/eligibility-messages.ts";
import { nextAllowanceDay } from "../../../core/eligibility/eligibility-allowance.ts";
import type { RouteDifference } from "../../../core/eligibility/eligibility-differences.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { EligibilityAllowance } from "./eligibility-allowance-of.ts";
import { saveEligibilityDraft } from "./eligibility-drafts.ts";
import type { SavedEligibilityAssessment } from "./eligibility-record.ts";
import { saveEligibilityAssessment } from "./save-eligibility-assessment.ts";

type One = { assessment: SavedEligibilityAssessment } & ErrorBody;
type Many = { assessments: SavedEligibilityAssessment[]; allowance: EligibilityAllowance } & ErrorBody;
type Rerun = {
  assessment: SavedEligibilityAssessment;
  differences: RouteDifference[];
  previous: { id: string };
} & ErrorBody;

const engineer = {
  nationality: "LB",
  purpose: "work",
  diploma: "master",
  contractType: "permanent",
  annualGrossSalaryEur: 52000,
};
const retiree = {
  nationality: "US",
  purpose: "retire",
  monthlyResourcesEur: 1450,
  resourcesKind: "pension",
  plannedStart: "2026-05-01",
};

describe.each(testEngines)("saved detailed assessments (/api/eligibility/assessments) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function member(email: string, plan: "free" | "premium" | "dfy"): Promise<TestClient> {
    const client = await registeredClient(api, email);
    if (plan === "dfy")
      await api.deps.db.updateTable("users").set({ has_active_dfy_plan: 1 }).where("email", "=", email).execute();
    else await api.deps.db.updateTable("users").set({ plan }).where("email", "=", email).execute();
    return client;
  }
  const save = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
    client.json<One>("/api/eligibility/assessments", { body, headers });
  const userIdOf = async (email: string) =>
    (await api.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("a free member saves one a Paris month, computed on the server; the second is refused with the day of the next", async () => {
    const amira = await member("amira@example.com", "free");
    const first = await save(amira, { ...engineer, plannedStart: "2026-12-01" });
    expect(first.status).toBe(201);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body.assessment.result.routes[0]).toMatchObject({
      slug: "passeport-talent-salarie",
      verdict: "eligible",
    });
    expect(first.body.assessment).toMatchObject({ figuresDate: "2026-12-01", language: "en", rerunOf: null });

    const listed = await amira.json<Many>("/api/eligibility/assessments");
    const next = nextAllowanceDay(parisDate());
    expect(listed.body.allowance).toEqual({ unlimited: false, used: true, nextOn: next });
    expect(listed.body.assessments.map((assessment) => assessment.id)).toEqual([first.body.assessment.id]);

    const second = await save(amira, engineer, { "accept-language": "fr" });
    expect(second.status).toBe(403);
    expect(second.body.error.message).toBe(
      eligibilityMessagesFr.eligibility_monthly_limit.replace("{next}", formatFactDate(next, "fr")),
    );
    // Deleting the month's assessment empties it but does not give the month back.
    expect(
      (await amira.request(`/api/eligibility/assessments/${first.body.assessment.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await amira.json<Many>("/api/eligibility/assessments")).body.assessments).toEqual([]);
    expect((await save(amira, engineer)).status).toBe(403);
    const kept = await api.deps.db.selectFrom("eligibility_assessments").selectAll().executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ profile_json: "{}", result_json: "{}" });
    expect(kept.deleted_at).not.toBeNull();
  });

  it("counts the free month in Paris: 23:30 on 31 December and 00:00 on 1 January are two months", async () => {
    await member("omar@example.com", "free");
    const userId = await userIdOf("omar@example.com");
    const input = {
      userId,
      plan: "free" as const,
      profile: { ...engineer, purpose: "work" as const } as never,
      language: "en" as const,
    };
    await saveEligibilityAssessment(api.deps.db, input, new Date("2026-12-31T22:30:00Z"));
    await expect(saveEligibilityAssessment(api.deps.db, input, new Date("2026-12-31T22:59:00Z"))).rejects.toMatchObject(
      {
        messageKey: "eligibility_monthly_limit",
        values: { next: "January 1, 2027" },
      },
    );
    await expect(
      saveEligibilityAssessment(api.deps.db, input, new Date("2026-12-31T23:00:00Z")),
    ).resolves.toMatchObject({ figuresDate: "2027-01-01" });
  });

  it("holds the free limit when two saves race", async () => {
    const amira = await member("race@example.com", "free");
    const answers = await Promise.all([save(amira, engineer), save(amira, engineer), save(amira, engineer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    expect(await api.deps.db.selectFrom("eligibility_assessments").selectAll().execute()).toHaveLength(1);
  });

  it("premium and done-for-you members save as many as they like, and re-run one against today's facts with the differences", async () => {
    const lea = await member("lea@example.com", "premium");
    const saved = await save(lea, retiree);
    expect(saved.status).toBe(201);
    const visitor = saved.body.assessment.result.routes.find((route) => route.slug === "visiteur-touriste")!;
    expect(visitor).toMatchObject({ verdict: "eligible" });
    expect(visitor.reasons[0]).toMatchObject({ threshold: 1443, met: true });
    expect((await save(lea, engineer)).status).toBe(201);

    const rerun = await lea.json<Rerun>(`/api/eligibility/assessments/${saved.body.assessment.id}/rerun`, {
      method: "POST",
    });
    expect(rerun.status).toBe(201);
    expect(rerun.body.previous.id).toBe(saved.body.assessment.id);
    expect(rerun.body.assessment).toMatchObject({ rerunOf: saved.body.assessment.id, figuresDate: parisDate() });
    // The net SMIC rose on 1 June 2026: the visitor route is now short by 28 €.
    expect(rerun.body.differences).toContainEqual({
      slug: "visiteur-touriste",
      verdictBefore: "eligible",
      verdictAfter: "borderline",
      reasons: [
        {
          condition: "visitor-resources",
          before: { threshold: 1443, met: true },
          after: { threshold: 1478, met: false, shortBy: 28 },
        },
      ],
    });
    expect((await lea.json<Many>("/api/eligibility/assessments")).body).toMatchObject({
      allowance: { unlimited: true, used: false, nextOn: null },
      assessments: expect.arrayContaining([expect.objectContaining({ id: rerun.body.assessment.id })]),
    });

    const dfy = await member("dfy@example.com", "dfy");
    for (let i = 0; i < 3; i++) expect((await save(dfy, engineer)).status).toBe(201);
  });

  it("refuses a re-run to a free member (403) and every call to a visitor (401)", async () => {
    const amira = await member("free@example.com", "free");
    const saved = await save(amira, engineer);
    expect(
      (await amira.request(`/api/eligibility/assessments/${saved.body.assessment.id}/rerun`, { method: "POST" }))
        .status,
    ).toBe(403);
    const visitor = api.client();
    expect((await visitor.request("/api/eligibility/assessments")).status).toBe(401);
    expect((await visitor.request("/api/eligibility/assessments", { body: engineer })).status).toBe(401);
    expect((await visitor.request(`/api/eligibility/assessments/${saved.body.assessment.id}`)).status).toBe(401);
    expect(await api.deps.db.selectFrom("eligibility_assessments").selectAll().execute()).toHaveLength(1);
  });

  it("another member's assessment is a 404 to open, delete and re-run, and stays as it was", async () => {
    const owner = await member("owner@example.com", "premium");
    const other = await member("other@example.com", "premium");
    const saved = await save(owner, engineer);
    const path = `/api/eligibility/assessments/${saved.body.assessment.id}`;
    expect((await other.request(path)).status).toBe(404);
    expect((await other.request(path, { method: "DELETE" })).status).toBe(404);
    expect((await other.request(`${path}/rerun`, { method: "POST" })).status).toBe(404);
    expect((await other.json<Many>("/api/eligibility/assessments")).body.assessments).toEqual([]);
    expect((await owner.json<One>(path)).body.assessment.id).toBe(saved.body.assessment.id);
  });

  it("refuses bad input with 400 and a translated message, storing nothing", async () => {
    const amira = await member("bad@example.com", "premium");
    const refused = await save(amira, { nationality: "LB", purpose: "work", annualGrossSalaryEur: "lots" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toContainEqual({
      field: "annualGrossSalaryEur",
      message: eligibilityMessagesEn.eligibility_amount_invalid,
    });
    expect((await amira.request("/api/eligibility/assessments/not-an-id")).status).toBe(400);
    expect(await api.deps.db.selectFrom("eligibility_assessments").selectAll().execute()).toHaveLength(0);
  });

  it("are in the account's data export, and go with the account", async () => {
    const amira = await member("export@example.com", "premium");
    const keep = await member("keep@example.com", "premium");
    const saved = await save(amira, engineer);
    await save(keep, engineer);
    const userId = await userIdOf("export@example.com");
    await saveEligibilityDraft(api.deps.db, { userId }, { nationality: "LB", purpose: "work" });
    const exported = await amira.request("/api/account/export");
    const data = (await exported.json()) as {
      eligibilityAssessments: { id: string }[];
      eligibilityDraft: { answers: unknown };
    };
    expect(data.eligibilityAssessments.map((assessment) => assessment.id)).toEqual([saved.body.assessment.id]);
    expect(data.eligibilityDraft.answers).toEqual({ nationality: "LB", purpose: "work" });

    expect((await amira.request("/api/account/delete", { body: { currentPassword: password } })).status).toBe(200);
    const left = await api.deps.db.selectFrom("eligibility_assessments").select("user_id").execute();
    expect(left.map((row) => row.user_id)).toEqual([await userIdOf("keep@example.com")]);
    expect(await api.deps.db.selectFrom("eligibility_drafts").selectAll().execute()).toEqual([]);
  });
});
