import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { documentRequestFromTemplate, templatesForVisa } from "../../../content/case/document-templates.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import type { ClientRowView, PersonView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody } from "./cases-test-kit.ts";

type Clients = { clients: ClientRowView[] } & ErrorBody;

describe.each(testEngines)("the advisor's workspace (/api/advisor) on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("lists each advisor's clients: dfy clients awaiting a plan and the cases they may open, with what needs attention", async () => {
    const { amira, bruno, claire, marc, ada, db } = world;
    const caseId = await world.openPlan(claire, amira);
    await world.addTask(caseId, { title: "Late", dueDate: "2020-01-01" });
    await world.addTask(caseId, { title: "Later", dueDate: "2099-01-01" });
    const documentId = await world.requestDocument(caseId);
    await db.updateTable("document_requests").set({ status: "submitted" }).where("id", "=", documentId).execute();
    const at = new Date().toISOString();
    await db
      .insertInto("case_messages")
      .values([
        { id: crypto.randomUUID(), plan_id: caseId, author_user_id: amira.id, body: "Hello", created_at: at },
        { id: crypto.randomUUID(), plan_id: caseId, author_user_id: claire.id, body: "Welcome", created_at: at },
      ])
      .execute();

    const forClaire = await claire.client.json<Clients>("/api/advisor/clients");
    expect(forClaire.status).toBe(200);
    expect(forClaire.response.headers.get("cache-control")).toContain("no-store");
    expect(forClaire.body.clients).toEqual([
      {
        clientId: amira.id,
        name: "Amira Haddad",
        email: "amira@example.com",
        language: "en",
        userPlan: "dfy",
        case: {
          id: caseId,
          name: "Lyon move",
          phase: "planning",
          status: "active",
          advisor: { id: claire.id, name: "Claire Martin", email: "claire@passerelle.example" },
          overdueTasks: 1,
          awaitingReview: 1,
          unreadMessages: 1,
          percent: 0,
        },
      },
      {
        clientId: bruno.id,
        name: "Bruno Silva",
        email: "bruno@example.com",
        language: "en",
        userPlan: "dfy",
        case: null,
      },
    ]);
    // Fatima (free) is nobody's client; Amira's case is Claire's, so Marc sees only Bruno, awaiting a plan.
    const forMarc = await marc.client.json<Clients>("/api/advisor/clients");
    expect(forMarc.body.clients.map((row) => [row.name, row.case?.id ?? null])).toEqual([["Bruno Silva", null]]);
    // An administrator sees every case; the messages are unread for them both.
    const forAda = await ada.client.json<Clients>("/api/advisor/clients");
    expect(forAda.body.clients.map((row) => [row.name, row.case?.unreadMessages ?? null])).toEqual([
      ["Amira Haddad", 2],
      ["Bruno Silva", null],
    ]);
    // Once read, nothing is unread.
    await db
      .insertInto("case_message_reads")
      .values({ plan_id: caseId, user_id: claire.id, last_read_at: at })
      .execute();
    expect((await claire.client.json<Clients>("/api/advisor/clients")).body.clients[0]?.case?.unreadMessages).toBe(0);
  });

  it("lists the staff who can be assigned, and an advisor made with admin:create --role advisor is one of them", async () => {
    const { claire, fatima } = world;
    await createOrPromoteAdmin(world.api.deps, fatima.email, { role: "advisor", keepPassword: true });
    const staff = await claire.client.json<{ staff: PersonView[] }>("/api/advisor/staff");
    expect(staff.body.staff.map((person) => person.name)).toEqual([
      "Ada Admin",
      "Claire Martin",
      "Fatima Free",
      "Marc Dubois",
    ]);
    // Fatima, now an advisor, works in the workspace.
    expect((await fatima.client.request("/api/advisor/clients")).status).toBe(200);
  });

  it("offers a visa's document templates in the advisor's language, every template without a visa, 400 for another visa", async () => {
    const { claire } = world;
    const forVisa = await claire.client.json<{ templates: { templateKey: string; title: string }[] }>(
      "/api/advisor/templates?visa=salarie",
      { headers: { "accept-language": "fr" } },
    );
    expect(forVisa.status).toBe(200);
    expect(forVisa.body.templates.map((template) => template.templateKey)).toEqual(
      templatesForVisa("salarie").map((template) => template.key),
    );
    expect(forVisa.body.templates[0]).toEqual(documentRequestFromTemplate("passport-scan", "fr"));
    const all = await claire.client.json<{ templates: unknown[] }>("/api/advisor/templates");
    expect(all.body.templates.length).toBeGreaterThan(forVisa.body.templates.length);
    const unknown = await claire.client.json<ErrorBody>("/api/advisor/templates?visa=moon");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ field: "visa", message: apiMessage("en", "case_visa_invalid") }]);
  });
});
