import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { password } from "../auth/accounts-test-kit.ts";
import { type CasesWorld, casesWorld } from "./cases-test-kit.ts";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(testEngines)("a client's case in their data export and erasure on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let uploadsDir: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-case-erasure-"));
    world = await casesWorld(database, { UPLOADS_DIR: uploadsDir });
  });
  afterEach(async () => {
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** Amira's case with a task done, a document with a file, a message and its attachment. */
  async function amiraCase() {
    const { amira, claire, db } = world;
    const caseId = await world.openPlan();
    const taskId = await world.addTask(caseId, { title: "Open a bank account", category: "finance" });
    await amira.client.request(`/api/cases/${caseId}/tasks/${taskId}/events`, { body: { event: "complete" } });
    const documentId = await world.requestDocument(caseId, { title: "Payslips" });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "payslip march.png");
    const uploaded = await world.api.app.request(`/api/cases/${caseId}/documents/${documentId}/files`, {
      method: "POST",
      body: form,
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        cookie: [...amira.client.jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    expect(uploaded.status).toBe(201);
    await db
      .insertInto("case_messages")
      .values({
        id: crypto.randomUUID(),
        plan_id: caseId,
        author_user_id: claire.id,
        body: "Welcome!",
        created_at: new Date().toISOString(),
      })
      .execute();
    return caseId;
  }

  it("exports the plan, its tasks, documents with their files' names, types, sizes and dates, messages and activity", async () => {
    await amiraCase();
    const response = await world.amira.client.request("/api/account/export");
    expect(response.status).toBe(200);
    const data = JSON.parse(await response.text());
    expect(data.relocationPlans).toHaveLength(1);
    const [plan] = data.relocationPlans;
    expect(plan).toMatchObject({
      name: "Lyon move",
      visa: "passeport-talent-salarie",
      phase: "planning",
      // Stored as a legacy tier (core/case/case-package.ts): exported by the catalogue's name.
      package: "Family Premium",
    });
    expect(plan.tasks).toEqual([expect.objectContaining({ title: "Open a bank account", status: "completed" })]);
    expect(plan.documents).toEqual([
      expect.objectContaining({
        title: "Payslips",
        status: "uploaded",
        files: [
          {
            name: "payslip-march.png",
            type: "image/png",
            sizeBytes: png.length,
            uploadedBy: "you",
            uploadedAt: expect.any(String),
          },
        ],
      }),
    ]);
    expect(plan.messages).toEqual([expect.objectContaining({ from: "team", body: "Welcome!" })]);
    expect(plan.activity.map((entry: { kind: string }) => entry.kind)).toEqual([
      "plan_created",
      "task_added",
      "task_completed",
      "document_requested",
      "document_uploaded",
    ]);
    // Our storage keys and checksums are not the person's data.
    expect(JSON.stringify(data)).not.toMatch(/cases\/[0-9a-f-]{36}\/|sha256/);
    // Someone without a plan exports none.
    const bruno = JSON.parse(await (await world.bruno.client.request("/api/account/export")).text());
    expect(bruno.relocationPlans).toEqual([]);
  });

  it("erases the client's plan and everything under it, stored files included, and leaves other cases alone", async () => {
    const { amira, bruno, claire, db } = world;
    const caseId = await amiraCase();
    const brunoCase = await world.openPlan(claire, bruno);
    await world.addTask(brunoCase, { title: "Bruno's task" });
    expect(await filesUnder(uploadsDir)).toHaveLength(1);

    const deleted = await amira.client.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);

    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect((await db.selectFrom("relocation_plans").select("id").execute()).map((row) => row.id)).toEqual([brunoCase]);
    for (const table of [
      "case_tasks",
      "document_requests",
      "case_files",
      "case_messages",
      "case_activity",
      "case_notifications",
    ] as const) {
      const left = await db.selectFrom(table).select("plan_id").execute();
      expect(
        left.every((row) => row.plan_id === brunoCase),
        table,
      ).toBe(true);
    }
    expect(await db.selectFrom("case_tasks").select("title").execute()).toEqual([{ title: "Bruno's task" }]);
    // The audit log keeps who did what and when about the erased case, not what it said.
    const audit = await db.selectFrom("audit_log").selectAll().where("target_id", "=", caseId).execute();
    expect(audit.map((row) => [row.action, row.before_json, row.after_json])).toEqual([["plan_created", null, null]]);
    expect(await world.caseOf(bruno, brunoCase)).toMatchObject({ id: brunoCase });
  });
});
