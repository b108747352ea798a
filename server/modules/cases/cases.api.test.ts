import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { CaseView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody, planInput } from "./cases-test-kit.ts";

type CaseAnswer = { case: CaseView | null } & ErrorBody;

describe.each(testEngines)(
  "cases: plans, tasks and who may open them (/api/cases, /api/advisor/cases) on %s",
  (engine) => {
    let database: FreshDatabase;
    let world: CasesWorld;

    beforeEach(async () => {
      database = await freshDatabase(engine);
      world = await casesWorld(database);
    });
    afterEach(async () => {
      await database.dispose();
    });

    it("an advisor opens a done-for-you client's plan; the client finds it as theirs, the feed and the audit log say so", async () => {
      const { amira, claire, db } = world;
      expect((await amira.client.json<CaseAnswer>("/api/cases/mine")).body.case).toBeNull();

      const caseId = await world.openPlan();
      const mine = await amira.client.json<CaseAnswer>("/api/cases/mine");
      expect(mine.status).toBe(200);
      expect(mine.response.headers.get("cache-control")).toContain("no-store");
      expect(mine.body.case).toMatchObject({
        id: caseId,
        name: "Lyon move",
        visaSlug: "passeport-talent-salarie",
        adults: 2,
        children: 1,
        package: { id: "family-premium", name: "Family Premium" },
        phase: "planning",
        status: "active",
        targetArrival: "2027-09-01",
        role: "client",
        client: { id: amira.id, name: "Amira Haddad", email: "amira@example.com", language: "en" },
        team: { advisor: { id: claire.id, name: "Claire Martin" }, contact: null },
        progress: { percent: 0, tasksTotal: 0, phaseNumber: 1, phaseCount: 6 },
        tasks: [],
        documents: [],
        unreadMessages: 0,
      });
      expect(mine.body.case?.activity).toEqual([
        expect.objectContaining({
          kind: "plan_created",
          subject: "Lyon move",
          actor: { name: "Claire Martin", isTeam: true },
        }),
      ]);
      expect((await world.caseOf(claire, caseId)).role).toBe("advisor");

      const audit = await db.selectFrom("audit_log").selectAll().execute();
      expect(audit).toEqual([
        expect.objectContaining({
          actor_user_id: claire.id,
          action: "plan_created",
          target_type: "relocation_plan",
          target_id: caseId,
        }),
      ]);
      expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({ client_user_id: amira.id, phase: "planning" });
    });

    it("refuses a second plan for the same client, also when two advisors ask at once", async () => {
      const { amira, bruno, claire, marc, db } = world;
      await world.openPlan(claire, amira);
      const again = await marc.client.json<ErrorBody>("/api/advisor/cases", {
        body: { ...planInput, clientId: amira.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(apiMessage("en", "case_exists"));

      const both = await Promise.all(
        [claire, marc].map((advisor) =>
          advisor.client.request("/api/advisor/cases", { body: { ...planInput, clientId: bruno.id } }),
        ),
      );
      expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await db.selectFrom("relocation_plans").select("client_user_id").execute()).toHaveLength(2);
    });

    it("checks what a plan is opened with, field by field", async () => {
      const { amira, fatima, claire } = world;
      const post = (body: Record<string, unknown>) =>
        claire.client.json<ErrorBody>("/api/advisor/cases", { body: { ...planInput, clientId: amira.id, ...body } });
      const fieldsOf = (answer: { body: ErrorBody }) =>
        answer.body.error.fields?.map((field) => [field.field, field.message]);

      const noName = await post({ name: "   " });
      expect(noName.status).toBe(400);
      expect(fieldsOf(noName)).toEqual([["name", apiMessage("en", "case_name_required")]]);
      expect(fieldsOf(await post({ adults: 0 }))).toEqual([["adults", apiMessage("en", "case_household_invalid")]]);
      expect(fieldsOf(await post({ packageId: "gold" }))).toEqual([
        ["packageId", apiMessage("en", "case_package_invalid")],
      ]);
      // The legacy tiers (core/case/case-package.ts) are no package: the catalogue's ids only.
      expect(fieldsOf(await post({ packageId: "premium" }))).toEqual([
        ["packageId", apiMessage("en", "case_package_invalid")],
      ]);
      expect(fieldsOf(await post({ packageId: undefined, tier: "standard" }))).toEqual([
        ["packageId", apiMessage("en", "case_package_required")],
      ]);
      expect(fieldsOf(await post({ targetArrival: "2027-02-30" }))).toEqual([
        ["targetArrival", apiMessage("en", "case_date_invalid")],
      ]);
      expect(fieldsOf(await post({ visaSlug: "moon-visa" }))).toEqual([
        ["visaSlug", apiMessage("en", "case_visa_invalid")],
      ]);
      // A free member cannot get a plan; nor an id nobody has; nor may a client be named advisor.
      expect(fieldsOf(await post({ clientId: fatima.id }))).toEqual([
        ["clientId", apiMessage("en", "case_client_invalid")],
      ]);
      expect(fieldsOf(await post({ clientId: crypto.randomUUID() }))).toEqual([
        ["clientId", apiMessage("en", "case_client_invalid")],
      ]);
      expect(fieldsOf(await post({ advisorId: fatima.id }))).toEqual([
        ["advisorId", apiMessage("en", "case_team_invalid")],
      ]);
      expect(fieldsOf(await post({ contactId: "not-an-id" }))).toEqual([
        ["contactId", apiMessage("en", "case_team_invalid")],
      ]);
      const french = await claire.client.json<ErrorBody>("/api/advisor/cases", {
        body: { ...planInput, clientId: amira.id, name: "" },
        headers: { "accept-language": "fr" },
      });
      expect(french.body.error.message).toBe(apiMessage("fr", "case_name_required"));
      expect(await world.db.selectFrom("relocation_plans").selectAll().execute()).toEqual([]);
    });

    it("answers 401 signed out, and 403 on the advisor's routes to clients and free members", async () => {
      const caseId = await world.openPlan();
      const visitor = world.api.client();
      for (const path of ["/api/cases/mine", `/api/cases/${caseId}`, "/api/advisor/clients", "/api/advisor/staff"]) {
        expect((await visitor.request(path)).status, path).toBe(401);
      }
      expect((await visitor.request(`/api/cases/${caseId}/tasks`, { body: { title: "x" } })).status).toBe(401);
      for (const member of [world.fatima, world.amira]) {
        for (const path of ["/api/advisor/clients", "/api/advisor/staff", "/api/advisor/templates"]) {
          const answer = await member.client.json<ErrorBody>(path);
          expect(answer.status, path).toBe(403);
          expect(answer.body.error.message).toBe(apiMessage("en", "staff_only"));
        }
        const create = await member.client.request("/api/advisor/cases", {
          body: { ...planInput, clientId: world.bruno.id },
        });
        expect(create.status).toBe(403);
      }
      expect(await world.db.selectFrom("relocation_plans").selectAll().execute()).toHaveLength(1);
    });

    it("gives another client, and an advisor the case is not assigned to, the same 404 as a case that does not exist", async () => {
      const { amira, bruno, marc, ada, claire } = world;
      const caseId = await world.openPlan();
      const taskId = await world.addTask(caseId);
      const documentId = await world.requestDocument(caseId);
      const randomId = crypto.randomUUID();

      const attempts = (id: string) =>
        [
          ["GET", `/api/cases/${id}`, undefined],
          ["PATCH", `/api/cases/${id}`, { phase: "documentation" }],
          ["POST", `/api/cases/${id}/tasks`, { title: "Mine now", category: "other", priority: "low" }],
          ["POST", `/api/cases/${id}/tasks/${taskId}/events`, { event: "complete" }],
          ["POST", `/api/cases/${id}/documents`, { title: "Anything" }],
          ["POST", `/api/cases/${id}/documents/${documentId}/events`, { event: "submit" }],
          ["GET", `/api/cases/${id}/files/${crypto.randomUUID()}`, undefined],
        ] as const;

      for (const stranger of [bruno, marc]) {
        for (const [method, path, body] of attempts(caseId)) {
          const answer = await stranger.client.json<ErrorBody>(path, { method, body });
          const unknown = await stranger.client.json<ErrorBody>(path.replace(caseId, randomId), { method, body });
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.body.error).toEqual(unknown.body.error);
          expect(answer.body.error.message).toBe(apiMessage("en", "case_not_found"));
        }
      }
      // A malformed id is the same "not found".
      expect((await bruno.client.json<ErrorBody>("/api/cases/not-a-case")).body.error.message).toBe(
        apiMessage("en", "case_not_found"),
      );
      // Nothing moved.
      const seen = await world.caseOf(amira, caseId);
      expect(seen.phase).toBe("planning");
      expect(seen.tasks.map((task) => task.storedStatus)).toEqual(["pending"]);
      expect(seen.tasks).toHaveLength(1);
      expect(seen.documents.map((document) => document.status)).toEqual(["requested"]);
      // The assigned advisor and an administrator open it.
      expect((await world.caseOf(claire, caseId)).role).toBe("advisor");
      expect((await world.caseOf(ada, caseId)).role).toBe("advisor");
    });

    it("lets the team move the phase, assign the team and edit the plan, each in the feed and the audit log; the client cannot", async () => {
      const { amira, claire, marc, ada, db } = world;
      const caseId = await world.openPlan();

      const byClient = await amira.client.json<ErrorBody>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { phase: "documentation" },
      });
      expect(byClient.status).toBe(403);
      expect(byClient.body.error.message).toBe(apiMessage("en", "staff_only"));

      const bad = await claire.client.json<ErrorBody>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { phase: "moon" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual([{ field: "phase", message: apiMessage("en", "case_phase_invalid") }]);

      const moved = await claire.client.json<CaseAnswer>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { phase: "documentation", contactId: ada.id, packageId: "executive-vip", name: "Lyon, autumn 2027" },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.case).toMatchObject({
        phase: "documentation",
        package: { id: "executive-vip", name: "Executive VIP" },
        name: "Lyon, autumn 2027",
        team: { advisor: { id: claire.id }, contact: { id: ada.id, name: "Ada Admin" } },
        progress: { phaseNumber: 2 },
      });
      const feed = (await world.caseOf(amira, caseId)).activity;
      expect(feed.slice(0, 3).map((entry) => [entry.kind, entry.details])).toEqual(
        expect.arrayContaining([
          ["phase_changed", { from: "planning", to: "documentation" }],
          ["team_assigned", { contact: "Ada Admin" }],
          ["plan_updated", { fields: "name,packageId" }],
        ]),
      );
      const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "phase_changed").execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.before_json ?? "{}")).toMatchObject({ phase: "planning" });
      expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({ phase: "documentation" });

      // Sending what is already there records nothing.
      const before = await db.selectFrom("case_activity").selectAll().execute();
      await claire.client.request(`/api/cases/${caseId}`, { method: "PATCH", body: { phase: "documentation" } });
      expect(await db.selectFrom("case_activity").selectAll().execute()).toHaveLength(before.length);

      // Handing the case to Marc: he opens it, Claire no longer does.
      const handed = await claire.client.json<CaseAnswer>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { advisorId: marc.id },
      });
      expect(handed.status).toBe(200);
      expect(handed.body.case).toBeNull();
      expect((await claire.client.request(`/api/cases/${caseId}`)).status).toBe(404);
      expect((await world.caseOf(marc, caseId)).team.advisor?.name).toBe("Marc Dubois");
    });

    it("names a plan stored with a tier of before issue 28 by the catalogue's package of the same rank, until the team saves a package", async () => {
      const { amira, claire, db } = world;
      const caseId = await world.openPlan();
      for (const [tier, name] of [
        ["essential", "Essential Relocation"],
        ["standard", "Family Premium"],
        ["premium", "Executive VIP"],
      ] as const) {
        await db.updateTable("relocation_plans").set({ tier }).where("id", "=", caseId).execute();
        expect((await world.caseOf(amira, caseId)).package?.name, tier).toBe(name);
      }
      // Sending the package the stored tier reads as changes nothing.
      const feed = async () => (await db.selectFrom("case_activity").selectAll().execute()).length;
      const before = await feed();
      const same = await claire.client.json<CaseAnswer>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { packageId: "executive-vip" },
      });
      expect(same.body.case?.package).toEqual({ id: "executive-vip", name: "Executive VIP" });
      expect(await feed()).toBe(before);
      const saved = await claire.client.json<CaseAnswer>(`/api/cases/${caseId}`, {
        method: "PATCH",
        body: { packageId: "startup-launch" },
      });
      expect(saved.body.case?.package).toEqual({ id: "startup-launch", name: "Startup Launch" });
      const row = await db.selectFrom("relocation_plans").select("tier").where("id", "=", caseId).executeTakeFirst();
      expect(row?.tier).toBe("startup-launch");
    });

    it("adds tasks; the client and the team move them along the task machine, impossible moves refused with 409", async () => {
      const { amira, claire, bruno, db } = world;
      const caseId = await world.openPlan();
      const late = await world.addTask(caseId, {
        title: "Open a bank account",
        category: "finance",
        dueDate: "2020-01-15",
      });
      const soon = await world.addTask(caseId, {
        title: "Book the OFII appointment",
        priority: "urgent",
        dueDate: "2099-03-01",
        description: "Within 3 months of arrival.\nBring your passport.",
      });

      const byClient = await amira.client.json<ErrorBody>(`/api/cases/${caseId}/tasks`, {
        body: { title: "Mine", category: "other", priority: "low" },
      });
      expect(byClient.status).toBe(403);
      const invalid = await claire.client.json<ErrorBody>(`/api/cases/${caseId}/tasks`, {
        body: { title: "", category: "sports", priority: "low" },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.fields).toEqual([
        { field: "title", message: apiMessage("en", "task_title_required") },
        { field: "category", message: apiMessage("en", "task_category_invalid") },
      ]);

      let seen = await world.caseOf(amira, caseId);
      expect(seen.tasks.map((task) => [task.title, task.status, task.events])).toEqual([
        ["Open a bank account", "overdue", ["start", "complete"]],
        ["Book the OFII appointment", "pending", ["start", "complete"]],
      ]);
      expect(seen.progress).toMatchObject({
        tasksOverdue: 1,
        tasksTotal: 2,
        nextMilestone: { title: "Open a bank account", dueDate: "2020-01-15" },
      });

      const event = (by: typeof amira, taskId: string, name: string) =>
        by.client.json<{ task: { id: string; status: string } } & ErrorBody>(
          `/api/cases/${caseId}/tasks/${taskId}/events`,
          {
            body: { event: name },
          },
        );
      expect((await event(amira, late, "start")).body.task).toEqual({ id: late, status: "in_progress" });
      expect((await event(claire, late, "complete")).body.task.status).toBe("completed");
      const twice = await event(amira, late, "complete");
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe(apiMessage("en", "task_transition_refused", { status: "completed" }));
      expect((await event(amira, soon, "reopen")).status).toBe(409);
      const badEvent = await event(amira, soon, "delete");
      expect(badEvent.status).toBe(400);
      expect(badEvent.body.error.fields).toEqual([{ field: "event", message: apiMessage("en", "task_event_invalid") }]);

      // Two clicks at once: one applies, the other is refused.
      const both = await Promise.all([event(amira, soon, "complete"), event(claire, soon, "complete")]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);

      // Unknown ids, and another case's task, are not found.
      const brunoCase = await world.openPlan(claire, bruno);
      const brunoTask = await world.addTask(brunoCase, { title: "Bruno's task" });
      for (const taskId of [crypto.randomUUID(), brunoTask, "nope"]) {
        const answer = await event(amira, taskId, "start");
        expect(answer.status, taskId).toBe(404);
        expect(answer.body.error.message).toBe(apiMessage("en", "task_not_found"));
      }
      expect((await world.caseOf(bruno, brunoCase)).tasks[0]?.storedStatus).toBe("pending");

      seen = await world.caseOf(amira, caseId);
      expect(seen.tasks.every((task) => task.storedStatus === "completed")).toBe(true);
      expect(seen.tasks[0]?.events).toEqual(["reopen"]);
      expect(seen.progress).toMatchObject({ tasksDone: 2, tasksOverdue: 0, percent: 100 });
      expect(seen.activity.map((entry) => entry.kind)).toEqual(
        expect.arrayContaining(["task_added", "task_started", "task_completed"]),
      );
      const started = seen.activity.find((entry) => entry.kind === "task_started");
      expect(started?.actor).toEqual({ name: "Amira Haddad", isTeam: false });
      // The client's own moves go to the feed, not to the staff audit log.
      const audited = await db.selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
      expect(audited.filter((row) => row.action === "task_started")).toEqual([]);
      expect(audited.filter((row) => row.action === "task_completed").map((row) => row.actor_user_id)).toContain(
        claire.id,
      );
    });
  },
);
