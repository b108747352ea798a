import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { newCaseFileKey } from "../../server/infra/storage/file-storage.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";

/** A real 1×1 PNG, the stored file the download route is fuzzed with. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The routes under a case that name an item too (`:taskId`, `:documentId`, `:fileId`) answer 404
 * to every id but one of the case, so random segments never reach their handlers. Each fuzz case
 * (made by case-examples.ts) gets a task, a requested document and a stored file (a real object
 * in the fuzz server's storage), and every API route and page with these parameters (the
 * advisor's case pages too) gets the case's real ids as examples, so fuzzed events, uploads,
 * downloads and page actions reach the state machines, the storage and the stream.
 */
export async function addCaseItemExamples(runtime: Runtime, endpoints: Endpoint[]): Promise<void> {
  const { db, fileStorage } = runtime.deps;
  const plans = await db.selectFrom("relocation_plans").select(["id", "client_user_id", "advisor_user_id"]).execute();
  const at = new Date().toISOString();
  for (const plan of plans) {
    const ids = {
      caseId: plan.id,
      taskId: crypto.randomUUID(),
      documentId: crypto.randomUUID(),
      fileId: crypto.randomUUID(),
    };
    const staff = plan.advisor_user_id ?? plan.client_user_id;
    await db
      .insertInto("case_tasks")
      .values({
        id: ids.taskId,
        plan_id: plan.id,
        title: "Fuzz task",
        description: null,
        category: "other",
        priority: "medium",
        due_date: null,
        status: "pending",
        completed_at: null,
        reminded_at: null,
        created_by: staff,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("document_requests")
      .values({
        id: ids.documentId,
        plan_id: plan.id,
        template_key: null,
        title: "Fuzz document",
        description: null,
        requirements: null,
        priority: "medium",
        status: "requested",
        feedback: null,
        due_date: null,
        reviewed_by: null,
        reviewed_at: null,
        created_by: staff,
        requested_at: at,
        updated_at: at,
      })
      .execute();
    const key = newCaseFileKey(plan.id);
    const tempPath = join(fileStorage.tempDir, `${ids.fileId}.fuzz`);
    await mkdir(fileStorage.tempDir, { recursive: true });
    await writeFile(tempPath, png);
    await fileStorage.putFile(key, tempPath, { contentType: "image/png", size: png.length });
    await db
      .insertInto("case_files")
      .values({
        id: ids.fileId,
        plan_id: plan.id,
        document_request_id: null,
        message_id: null,
        storage_key: key,
        file_name: "fuzz.png",
        content_type: "image/png",
        size_bytes: png.length,
        sha256: "fuzz",
        uploaded_by: plan.client_user_id,
        created_at: at,
      })
      .execute();

    for (const endpoint of endpoints) {
      if (!/:(caseId|taskId|documentId|fileId)\b/.test(endpoint.pattern)) continue;
      const path = endpoint.pattern.replace(
        /:(caseId|taskId|documentId|fileId)\b/g,
        (_, name: keyof typeof ids) => ids[name],
      );
      if (!path.includes("/:") && !endpoint.examples.includes(path)) endpoint.examples.push(path);
    }
  }
}
