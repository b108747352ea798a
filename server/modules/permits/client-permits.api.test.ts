import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type CasesWorld, casesWorld, type ErrorBody } from "../cases/cases-test-kit.ts";
import type { PermitView } from "./permit-view.ts";

type One = { permit: PermitView } & ErrorBody;
type List = { permits: PermitView[] };

const residencePermit = {
  routeSlug: "salarie",
  document: "residence-permit",
  startDate: "2026-01-10",
  expiryDate: "2027-01-09",
  departement: "69",
  filing: "online",
};

describe.each(testEngines)("the team records the client's permit (/api/cases/:caseId/permits) on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let caseId: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
    caseId = await world.openPlan();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("the case's advisor records it: it is the client's, in the case's feed and the audit log", async () => {
    const saved = await world.claire.client.json<One>(`/api/cases/${caseId}/permits`, { body: residencePermit });
    expect(saved.status).toBe(201);
    expect(saved.body.permit.calendar.find((item) => item.kind === "renewal-window")).toMatchObject({
      day: "2026-09-11",
      lastDay: "2026-11-10",
    });
    const mine = await world.amira.client.json<List>("/api/permits");
    expect(mine.body.permits.map((permit) => permit.id)).toEqual([saved.body.permit.id]);
    const feed = await database.db
      .selectFrom("case_activity")
      .select(["kind", "actor_user_id"])
      .where("kind", "=", "permit_recorded")
      .execute();
    expect(feed).toEqual([{ kind: "permit_recorded", actor_user_id: world.claire.id }]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "permit_recorded")
      .execute();
    expect(audit).toEqual([{ action: "permit_recorded", target_id: caseId }]);
  });

  it("refuses bad input with the client's form messages; another advisor, the client and a stranger cannot", async () => {
    const refused = await world.claire.client.json<ErrorBody>(`/api/cases/${caseId}/permits`, {
      body: { ...residencePermit, departement: "99" },
      headers: { "accept-language": "fr" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toContainEqual({
      field: "departement",
      message: apiMessage("fr", "permit_departement_invalid"),
    });

    expect((await world.marc.client.json(`/api/cases/${caseId}/permits`, { body: residencePermit })).status).toBe(404);
    const client = await world.amira.client.json<ErrorBody>(`/api/cases/${caseId}/permits`, { body: residencePermit });
    expect(client.status).toBe(403);
    expect((await world.bruno.client.json(`/api/cases/${caseId}/permits`, { body: residencePermit })).status).toBe(404);
    expect((await world.api.client().request(`/api/cases/${caseId}/permits`, { body: residencePermit })).status).toBe(
      401,
    );
    expect((await world.amira.client.json<List>("/api/permits")).body.permits).toEqual([]);
  });
});
