import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { selfServiceItemKeys } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { addDays, addMonths } from "../../../core/calculators/iso-date.ts";
import { arrivalMonthsAhead, arrivalMonthsBack } from "../../../core/checklist/checklist-plan.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { ChecklistView } from "./checklist-record.ts";
import { checklistToday } from "./checklist-today.ts";
import { latestChosenVisa } from "./latest-chosen-visa.ts";
import { saveTicks } from "./save-ticks.ts";

type Answer = { checklist: ChecklistView | null } & ErrorBody;

const today = checklistToday();
const arrival = addMonths(today, 4);
const validationMonths = currentFact("vls-ts.validation-deadline").value as number;

describe.each(testEngines)("self-service checklist (/api/checklist) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const read = (client: TestClient, language = "en") =>
    client.json<Answer>("/api/checklist", { headers: { "accept-language": language } });
  const setPlan = (client: TestClient, body: unknown) => client.json<Answer>("/api/checklist", { method: "PUT", body });
  const tick = (client: TestClient, key: string, done: unknown) =>
    client.json<Answer>(`/api/checklist/items/${encodeURIComponent(key)}`, { method: "PUT", body: { done } });
  const doneKeys = (view: ChecklistView | null) =>
    (view?.checklist.items ?? []).filter((item) => item.done).map((item) => item.key);
  const item = (view: ChecklistView | null, key: string) => view?.checklist.items.find((i) => i.key === key);

  it("is empty until a free member chooses a visa and an arrival, then dated from that arrival", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const empty = await read(amira);
    expect(empty.status).toBe(200);
    expect(empty.body.checklist).toBeNull();
    expect(empty.response.headers.get("cache-control")).toBe("no-store");

    const set = await setPlan(amira, { visaSlug: "salarie", targetArrival: arrival });
    expect(set.status).toBe(200);
    expect(set.response.headers.get("cache-control")).toBe("no-store");
    const view = set.body.checklist;
    expect(view).toMatchObject({ visaSlug: "salarie", targetArrival: arrival });
    expect(view?.checklist.items.map((i) => i.key)).toEqual(expect.arrayContaining(selfServiceItemKeys("salarie")));
    // The VLS-TS is validated within the registry's deadline after arrival, a date the person can check.
    expect(item(view, "validate-vls-ts")?.dueDate).toBe(addMonths(arrival, validationMonths));
    // Items come by due date, the steps before arrival first.
    const dates = view?.checklist.items.map((i) => i.dueDate) ?? [];
    expect(dates).toEqual([...dates].sort());
    expect(dates[0] && dates[0] < arrival).toBe(true);
    expect(view?.checklist.summary).toMatchObject({ done: 0, total: dates.length, percent: 0 });
  });

  it("ticks and unticks items, idempotently, and what is ticked survives a new read", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await setPlan(amira, { visaSlug: "salarie", targetArrival: arrival });

    const first = await tick(amira, "check-passport", true);
    expect(first.status).toBe(200);
    expect(doneKeys(first.body.checklist)).toEqual(["check-passport"]);
    const tickedAt = (await api.deps.db.selectFrom("self_service_ticks").select("ticked_at").execute())[0]?.ticked_at;
    // Ticking again changes nothing, not even when it was ticked.
    expect((await tick(amira, "check-passport", true)).status).toBe(200);
    expect(await api.deps.db.selectFrom("self_service_ticks").select("ticked_at").execute()).toEqual([
      { ticked_at: tickedAt },
    ]);
    await tick(amira, "validate-vls-ts", true);

    const again = await read(amira);
    expect(doneKeys(again.body.checklist).sort()).toEqual(["check-passport", "validate-vls-ts"]);
    expect(again.body.checklist?.checklist.summary.done).toBe(2);
    expect(item(again.body.checklist, "validate-vls-ts")).toMatchObject({ done: true, overdue: false, dueSoon: false });

    expect((await tick(amira, "check-passport", false)).status).toBe(200);
    expect((await tick(amira, "check-passport", false)).status).toBe(200);
    expect(doneKeys((await read(amira)).body.checklist)).toEqual(["validate-vls-ts"]);
  });

  it("changing the visa keeps the ticks of the items both share and drops the others", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    await setPlan(amira, { visaSlug: "etudiant", targetArrival: arrival });
    expect(selfServiceItemKeys("etudiant")).toContain("student-cvec");
    expect(selfServiceItemKeys("salarie")).not.toContain("student-cvec");
    await tick(amira, "check-passport", true);
    await tick(amira, "student-cvec", true);

    const changed = await setPlan(amira, { visaSlug: "salarie", targetArrival: addDays(arrival, 10) });
    expect(changed.status).toBe(200);
    expect(changed.body.checklist).toMatchObject({ visaSlug: "salarie", targetArrival: addDays(arrival, 10) });
    expect(doneKeys(changed.body.checklist)).toEqual(["check-passport"]);
    // Back to the student visa: the dropped tick does not come back.
    await setPlan(amira, { visaSlug: "etudiant", targetArrival: arrival });
    expect(doneKeys((await read(amira)).body.checklist)).toEqual(["check-passport"]);
    expect(await api.deps.db.selectFrom("self_service_checklists").select("user_id").execute()).toHaveLength(1);
  });

  it("refuses a visa, a date or an item it does not know with 400 and a message in the person's language", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const cases: [unknown, string][] = [
      [{ visaSlug: "green-card", targetArrival: arrival }, "checklist_visa_invalid"],
      [{ targetArrival: arrival }, "checklist_visa_invalid"],
      [{ visaSlug: 42, targetArrival: arrival }, "checklist_visa_invalid"],
      [{ visaSlug: "salarie", targetArrival: "2027-02-30" }, "checklist_arrival_invalid"],
      [{ visaSlug: "salarie", targetArrival: "01/09/2027" }, "checklist_arrival_invalid"],
      [{ visaSlug: "salarie" }, "checklist_arrival_invalid"],
      // Outside the window: one day too far back, one day too far ahead.
      [
        { visaSlug: "salarie", targetArrival: addDays(addMonths(today, -arrivalMonthsBack), -1) },
        "checklist_arrival_invalid",
      ],
      [
        { visaSlug: "salarie", targetArrival: addDays(addMonths(today, arrivalMonthsAhead), 1) },
        "checklist_arrival_invalid",
      ],
    ];
    for (const [body, key] of cases) {
      const answer = await setPlan(amira, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toBe(apiMessage("en", key));
    }
    // The window's ends themselves are accepted.
    for (const edge of [addMonths(today, -arrivalMonthsBack), addMonths(today, arrivalMonthsAhead)]) {
      expect((await setPlan(amira, { visaSlug: "salarie", targetArrival: edge })).status, edge).toBe(200);
    }

    // French, and an item of another visa's checklist (or none at all).
    const french = await amira.json<ErrorBody>("/api/checklist/items/student-cvec", {
      method: "PUT",
      body: { done: true },
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(400);
    expect(french.body.error.message).toBe(apiMessage("fr", "checklist_item_invalid"));
    expect((await tick(amira, "no-such-item", true)).body.error.message).toBe(
      apiMessage("en", "checklist_item_invalid"),
    );
    expect((await tick(amira, "check-passport", "yes")).status).toBe(400);
    expect(await api.deps.db.selectFrom("self_service_ticks").selectAll().execute()).toEqual([]);
  });

  it("saves a whole page at once (no JavaScript): only the items it showed, and only this checklist's", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const userId = (await api.deps.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    await setPlan(amira, { visaSlug: "salarie", targetArrival: arrival });
    await tick(amira, "check-passport", true);
    await tick(amira, "open-bank-account", true);
    await saveTicks(api.deps.db, userId, {
      // open-bank-account was not on that page: it stays ticked. student-cvec is another visa's.
      shown: ["check-passport", "validate-vls-ts", "apply-france-visas", "student-cvec"],
      ticked: ["validate-vls-ts", "apply-france-visas", "student-cvec"],
    });
    expect(doneKeys((await read(amira)).body.checklist).sort()).toEqual([
      "apply-france-visas",
      "open-bank-account",
      "validate-vls-ts",
    ]);
  });

  it("has nothing to tick before a visa and an arrival are chosen (409)", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const answer = await tick(amira, "check-passport", true);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(apiMessage("en", "checklist_missing"));
  });

  it("answers visitors with 401 and stores nothing", async () => {
    const visitor = api.client();
    expect((await read(visitor)).status).toBe(401);
    const put = await setPlan(visitor, { visaSlug: "salarie", targetArrival: arrival });
    expect(put.status).toBe(401);
    expect(put.body.error.message).toBe(apiMessage("en", "sign_in_required"));
    expect((await tick(visitor, "check-passport", true)).status).toBe(401);
    expect(await api.deps.db.selectFrom("self_service_checklists").selectAll().execute()).toEqual([]);
  });

  it("keeps each person's checklist and ticks to themselves", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const bilal = await registeredClient(api, "bilal@example.com", "203.0.113.20");
    await setPlan(amira, { visaSlug: "salarie", targetArrival: arrival });
    await tick(amira, "check-passport", true);

    expect((await read(bilal)).body.checklist).toBeNull();
    // Bilal's own checklist of the same visa starts with nothing ticked; his tick is his alone.
    await setPlan(bilal, { visaSlug: "salarie", targetArrival: addMonths(arrival, 1) });
    expect(doneKeys((await read(bilal)).body.checklist)).toEqual([]);
    await tick(bilal, "open-bank-account", true);
    await tick(bilal, "check-passport", false);
    expect(doneKeys((await read(amira)).body.checklist)).toEqual(["check-passport"]);
    expect((await read(amira)).body.checklist?.targetArrival).toBe(arrival);
  });

  it("prefills with the visa of the newest saved wizard run", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const userId = (await api.deps.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    expect(await latestChosenVisa(api.deps.db, userId)).toBeNull();
    const run = await amira.json<{ options: { visaSlug: string | null }[] }>("/api/assessments", {
      body: { country: "IN", profession: "tech", income: "over_6k", sessionId: "session_1732268400000_k3j9x2abqrst" },
    });
    expect(run.status).toBe(201);
    const best = run.body.options.find((option) => option.visaSlug)?.visaSlug;
    expect(best).toBeTruthy();
    expect(await latestChosenVisa(api.deps.db, userId)).toBe(best);
  });

  it("goes into the account's export and leaves with the account", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const bilal = await registeredClient(api, "bilal@example.com", "203.0.113.20");
    await setPlan(amira, { visaSlug: "salarie", targetArrival: arrival });
    await tick(amira, "check-passport", true);
    await setPlan(bilal, { visaSlug: "etudiant", targetArrival: arrival });
    await tick(bilal, "student-cvec", true);

    const exported = await amira.json<{ selfServiceChecklist: unknown }>("/api/account/export");
    expect(exported.body.selfServiceChecklist).toEqual({
      visa: "salarie",
      targetArrival: arrival,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ticked: [{ item: "check-passport", tickedAt: expect.any(String) }],
    });

    const gone = await amira.request("/api/account/delete", { body: { currentPassword: password } });
    expect(gone.status).toBe(200);
    expect(await api.deps.db.selectFrom("self_service_checklists").select("visa_slug").execute()).toEqual([
      { visa_slug: "etudiant" },
    ]);
    expect(await api.deps.db.selectFrom("self_service_ticks").select("item_key").execute()).toEqual([
      { item_key: "student-cvec" },
    ]);
  });
});
