import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { addMonths } from "../../../core/calculators/iso-date.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, type ErrorBody, registeredClient } from "../auth/accounts-test-kit.ts";
import type { ChecklistView } from "./checklist-record.ts";
import { checklistToday } from "./checklist-today.ts";

type Answer = { checklist: ChecklistView | null } & ErrorBody;

const arrival = addMonths(checklistToday(), 4);

/**
 * The checklist lists each visa route once. A checklist set, before that, on a slug the
 * list now reads as an alias of a route (the Blue Card's English twin) keeps working — its ticks
 * too — and reads as the route; one set now is stored as the route, whatever slug named it.
 */
describe.each(testEngines)("self-service checklist on a route's alias (/api/checklist) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("reads a checklist stored under eu-blue-card as the EU Blue Card's, ticks kept, and ticks on", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const set = await amira.json<Answer>("/api/checklist", {
      method: "PUT",
      body: { visaSlug: "carte-bleue-ue", targetArrival: arrival },
    });
    expect(set.status).toBe(200);
    // As an older checklist was stored: under the twin's slug, one step ticked.
    const { db } = api.deps;
    await db.updateTable("self_service_checklists").set({ visa_slug: "eu-blue-card" }).execute();
    await amira.json<Answer>("/api/checklist/items/check-passport", { method: "PUT", body: { done: true } });

    const read = await amira.json<Answer>("/api/checklist");
    expect(read.status).toBe(200);
    expect(read.body.checklist).toMatchObject({ visaSlug: "carte-bleue-ue", checklist: { visa: "carte-bleue-ue" } });
    expect(read.body.checklist?.checklist.summary.done).toBe(1);
    const ticked = await amira.json<Answer>("/api/checklist/items/open-bank-account", {
      method: "PUT",
      body: { done: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.checklist?.checklist.summary.done).toBe(2);
  });

  it("stores the route when a checklist is set with an alias or an old URL's slug", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const { db } = api.deps;
    for (const [slug, route] of [
      ["eu-blue-card", "carte-bleue-ue"],
      ["student-vls", "etudiant"],
      ["travailleur-independant", "auto-entrepreneur"],
    ] as const) {
      const set = await amira.json<Answer>("/api/checklist", {
        method: "PUT",
        body: { visaSlug: slug, targetArrival: arrival },
      });
      expect(set.status, slug).toBe(200);
      expect(set.body.checklist?.visaSlug, slug).toBe(route);
      const row = await db.selectFrom("self_service_checklists").select("visa_slug").executeTakeFirstOrThrow();
      expect(row.visa_slug, slug).toBe(route);
      expect(findVisa(route)).toBeDefined();
    }
  });
});
