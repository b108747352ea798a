import { casePackageView } from "../../../core/case/case-package.ts";
import { caseProgress } from "../../../core/case/case-progress.ts";
import {
  documentEventsFor,
  isDocumentAwaitingClient,
  isDocumentAwaitingTeam,
} from "../../../core/case/document-status.ts";
import { type Priority, priorities } from "../../../core/case/journey.ts";
import { displayTaskStatus, taskEventsFor } from "../../../core/case/task-status.ts";
import type { Db } from "../../db/database.ts";
import type { OpenedCase } from "./case-access.ts";
import { caseFileView } from "./case-file-view.ts";
import { peopleById, personView } from "./case-people.ts";
import type {
  ActivityView,
  CaseView,
  DocumentRequirementsView,
  DocumentView,
  FileView,
  TaskView,
} from "./case-view.ts";
import { unreadMessageCount } from "./unread-messages.ts";

/** The feed shows the latest changes; older ones stay in the table (and in the account export). */
const activityShown = 50;

const priorityRank = (priority: Priority) => priorities.indexOf(priority);

function parseJson<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Everything one person sees of a case they opened (openCase decided they may), as the one
 * CaseView shape of case-view.ts. Derived figures — progress, overdue, the events each side may
 * fire now, unread messages — are computed here from the rows on every read, never stored.
 * `today` (yyyy-mm-dd) is the viewer's day, which decides what is overdue.
 */
export async function loadCaseView(db: Db, opened: OpenedCase, today: string): Promise<CaseView> {
  const { plan, role, viewer } = opened;
  const [taskRows, documentRows, fileRows, activityRows, unreadMessages] = await Promise.all([
    db.selectFrom("case_tasks").selectAll().where("plan_id", "=", plan.id).execute(),
    db.selectFrom("document_requests").selectAll().where("plan_id", "=", plan.id).execute(),
    db
      .selectFrom("case_files")
      .selectAll()
      .where("plan_id", "=", plan.id)
      .where("document_request_id", "is not", null)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("case_activity")
      .selectAll()
      .where("plan_id", "=", plan.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(activityShown)
      .execute(),
    unreadMessageCount(db, plan.id, viewer.id),
  ]);

  const people = await peopleById(db, [
    plan.client_user_id,
    plan.advisor_user_id,
    plan.contact_user_id,
    ...fileRows.map((row) => row.uploaded_by),
    ...activityRows.map((row) => row.actor_user_id),
  ]);
  const client = people.get(plan.client_user_id);

  const filesByDocument = new Map<string, FileView[]>();
  for (const row of fileRows) {
    const documentId = row.document_request_id ?? "";
    const files = filesByDocument.get(documentId) ?? [];
    files.push(caseFileView(row, plan.client_user_id, people.get(row.uploaded_by)?.name));
    filesByDocument.set(documentId, files);
  }

  const tasks: TaskView[] = taskRows
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      priority: row.priority,
      dueDate: row.due_date,
      storedStatus: row.status,
      status: displayTaskStatus(row.status, row.due_date, today),
      completedAt: row.completed_at,
      events: taskEventsFor(row.status, role),
      createdAt: row.created_at,
    }))
    .sort((a, b) => {
      const aDone = a.storedStatus === "completed";
      const bDone = b.storedStatus === "completed";
      if (aDone !== bDone) return aDone ? 1 : -1;
      if (aDone) return (b.completedAt ?? "").localeCompare(a.completedAt ?? "");
      // Undated tasks after dated ones: a date is a commitment.
      if (a.dueDate !== b.dueDate) {
        if (a.dueDate === null) return 1;
        if (b.dueDate === null) return -1;
        return a.dueDate.localeCompare(b.dueDate);
      }
      return priorityRank(a.priority) - priorityRank(b.priority) || a.createdAt.localeCompare(b.createdAt);
    })
    .map(({ createdAt: _createdAt, ...task }) => task);

  const awaitingViewer = role === "client" ? isDocumentAwaitingClient : isDocumentAwaitingTeam;
  const documentGroup = (status: DocumentView["status"]) =>
    status === "not_requested" ? 2 : awaitingViewer(status) ? 0 : 1;
  const documents: DocumentView[] = documentRows
    .map((row) => ({
      id: row.id,
      templateKey: row.template_key,
      title: row.title,
      description: row.description,
      requirements: parseJson<DocumentRequirementsView>(row.requirements),
      priority: row.priority,
      status: row.status,
      feedback: row.feedback,
      dueDate: row.due_date,
      requestedAt: row.requested_at,
      reviewedAt: row.reviewed_at,
      files: filesByDocument.get(row.id) ?? [],
      events: documentEventsFor(row.status, role),
    }))
    .sort(
      (a, b) =>
        documentGroup(a.status) - documentGroup(b.status) ||
        priorityRank(a.priority) - priorityRank(b.priority) ||
        a.requestedAt.localeCompare(b.requestedAt) ||
        a.id.localeCompare(b.id),
    );

  const activity: ActivityView[] = activityRows.map((row) => {
    const actor = row.actor_user_id === null ? undefined : people.get(row.actor_user_id);
    return {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      details: parseJson<Record<string, string>>(row.details),
      actor: actor ? { name: actor.name, isTeam: actor.id !== plan.client_user_id } : null,
      at: row.created_at,
    };
  });

  return {
    id: plan.id,
    name: plan.name,
    visaSlug: plan.visa_slug,
    adults: Number(plan.adults),
    children: Number(plan.children),
    package: casePackageView(plan.tier),
    phase: plan.phase,
    status: plan.status,
    targetArrival: plan.target_arrival,
    createdAt: plan.created_at,
    updatedAt: plan.updated_at,
    role,
    client: {
      id: plan.client_user_id,
      name: client?.name ?? "",
      email: client?.email ?? "",
      language: client?.language ?? "en",
    },
    team: {
      advisor: personView(plan.advisor_user_id === null ? undefined : people.get(plan.advisor_user_id)),
      contact: personView(plan.contact_user_id === null ? undefined : people.get(plan.contact_user_id)),
    },
    progress: caseProgress(
      plan.phase,
      taskRows.map((row) => ({ title: row.title, status: row.status, dueDate: row.due_date })),
      documentRows.map((row) => ({ status: row.status })),
      today,
    ),
    tasks,
    documents,
    activity,
    unreadMessages,
  };
}
