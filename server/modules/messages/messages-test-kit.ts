// Test support for the message and notification suites (and the fuzz's case): a relocation plan,
// uploaded files and tasks written as the advisor workspace and the upload route write them (their
// own suites test those routes), so these suites depend only on what they test.
import type { Db } from "../../db/database.ts";

/** Anyone with an account: only the id is used. */
type Person = { id: string };

/** A plan for `client`, with `advisor` assigned (or nobody: "awaiting assignment"). */
export async function planFor(
  db: Db,
  client: Person,
  team: { advisor?: Person | null; contact?: Person | null } = {},
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("relocation_plans")
    .values({
      id,
      client_user_id: client.id,
      name: "Lyon move",
      visa_slug: "passeport-talent-salarie",
      adults: 1,
      children: 0,
      tier: "standard",
      phase: "documentation",
      status: "active",
      advisor_user_id: team.advisor?.id ?? null,
      contact_user_id: team.contact?.id ?? null,
      target_arrival: "2027-09-01",
      created_by: team.advisor?.id ?? client.id,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A file `by` uploaded to the plan and did not attach yet (or a document's, with documentRequestId). */
export async function uploadedFile(
  db: Db,
  planId: string,
  by: Person,
  options: { documentRequestId?: string; name?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("case_files")
    .values({
      id,
      plan_id: planId,
      document_request_id: options.documentRequestId ?? null,
      message_id: null,
      storage_key: `cases/${planId}/${id}`,
      file_name: options.name ?? "passport.png",
      content_type: "image/png",
      size_bytes: 2048,
      sha256: "0".repeat(64),
      uploaded_by: by.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A task of the plan, as the advisor adds it. */
export async function taskFor(
  db: Db,
  planId: string,
  by: Person,
  task: { title: string; dueDate: string | null; status?: "pending" | "in_progress" | "completed" },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("case_tasks")
    .values({
      id,
      plan_id: planId,
      title: task.title,
      description: null,
      category: "appointments",
      priority: "high",
      due_date: task.dueDate,
      status: task.status ?? "pending",
      completed_at: task.status === "completed" ? at : null,
      reminded_at: null,
      created_by: by.id,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
