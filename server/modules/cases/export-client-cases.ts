import { casePackageOf } from "../../../core/case/case-package.ts";
import type { Db } from "../../db/database.ts";

/**
 * The case part of "export my data" (GDPR access, ADR 0021, 0034): the client's plan, its tasks,
 * its document requests with their files (name, type, size, date — the files themselves are
 * downloaded from the dashboard), its messages and its activity. Storage keys and checksums are
 * ours, not data about the person, and are left out.
 */
export async function exportClientCases(db: Db, userId: string) {
  const plans = await db.selectFrom("relocation_plans").selectAll().where("client_user_id", "=", userId).execute();
  return Promise.all(
    plans.map(async (plan) => {
      const [tasks, documents, files, messages, activity] = await Promise.all([
        db.selectFrom("case_tasks").selectAll().where("plan_id", "=", plan.id).orderBy("created_at").execute(),
        db.selectFrom("document_requests").selectAll().where("plan_id", "=", plan.id).orderBy("requested_at").execute(),
        db
          .selectFrom("case_files")
          .select([
            "id",
            "document_request_id",
            "message_id",
            "file_name",
            "content_type",
            "size_bytes",
            "uploaded_by",
            "created_at",
          ])
          .where("plan_id", "=", plan.id)
          .orderBy("created_at")
          .execute(),
        db
          .selectFrom("case_messages")
          .select(["id", "author_user_id", "body", "created_at"])
          .where("plan_id", "=", plan.id)
          .orderBy("created_at")
          .execute(),
        db
          .selectFrom("case_activity")
          .select(["kind", "subject", "details", "actor_user_id", "created_at"])
          .where("plan_id", "=", plan.id)
          .orderBy("created_at")
          .execute(),
      ]);
      const fileExport = (file: (typeof files)[number]) => ({
        name: file.file_name,
        type: file.content_type,
        sizeBytes: Number(file.size_bytes),
        uploadedBy: file.uploaded_by === userId ? "you" : "team",
        uploadedAt: file.created_at,
      });
      return {
        name: plan.name,
        visa: plan.visa_slug,
        adults: Number(plan.adults),
        children: Number(plan.children),
        // The name the client was sold, from the catalogue (a legacy tier included).
        package: casePackageOf(plan.tier)?.name ?? null,
        phase: plan.phase,
        status: plan.status,
        targetArrival: plan.target_arrival,
        createdAt: plan.created_at,
        updatedAt: plan.updated_at,
        tasks: tasks.map((task) => ({
          title: task.title,
          description: task.description,
          category: task.category,
          priority: task.priority,
          dueDate: task.due_date,
          status: task.status,
          completedAt: task.completed_at,
          createdAt: task.created_at,
        })),
        documents: documents.map((document) => ({
          title: document.title,
          description: document.description,
          requirements: document.requirements === null ? null : (JSON.parse(document.requirements) as unknown),
          priority: document.priority,
          status: document.status,
          feedback: document.feedback,
          dueDate: document.due_date,
          requestedAt: document.requested_at,
          reviewedAt: document.reviewed_at,
          files: files.filter((file) => file.document_request_id === document.id).map(fileExport),
        })),
        messages: messages.map((message) => ({
          from: message.author_user_id === userId ? "you" : "team",
          body: message.body,
          sentAt: message.created_at,
          attachments: files.filter((file) => file.message_id === message.id).map(fileExport),
        })),
        activity: activity.map((entry) => ({
          kind: entry.kind,
          subject: entry.subject,
          details: entry.details === null ? null : (JSON.parse(entry.details) as unknown),
          by: entry.actor_user_id === userId ? "you" : entry.actor_user_id === null ? null : "team",
          at: entry.created_at,
        })),
      };
    }),
  );
}
