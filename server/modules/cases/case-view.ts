import type { CaseProgress } from "../../../core/case/case-progress.ts";
import type { CaseRole } from "../../../core/case/case-role.ts";
import type { DocumentEvent, DocumentStatus } from "../../../core/case/document-status.ts";
import type { JourneyPhase, PlanStatus, Priority, TaskCategory } from "../../../core/case/journey.ts";
import type { StoredTaskStatus, TaskEvent, TaskStatus } from "../../../core/case/task-status.ts";
import type { Language } from "../../../core/languages.ts";
import type { DfyPackageId } from "../../../core/plans-catalogue.ts";

/**
 * What a case looks like to the person opening it: the one shape the API answers and the
 * dashboard and advisor pages render (ADR 0034). Built by load-case-view.ts from the rows;
 * everything derived (progress, overdue, what each side may do next) is computed on reading.
 */
export type PersonView = { id: string; name: string; email: string };

export type FileView = {
  id: string;
  name: string;
  /** The checked type (image/jpeg, image/png, application/pdf). */
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  uploadedBy: { name: string; isTeam: boolean };
  /** GET answers the file as an attachment, to the client and the team only. */
  downloadPath: string;
};

/** A document template's requirements, frozen on the request when it was made. */
export type DocumentRequirementsView = {
  formats: string[];
  maxMegabytes: number;
  colour: "colour" | "any";
  translation: boolean;
  apostille: "when-issued-abroad" | "no";
  processingTime: string | null;
  tips: string[];
  requiredForms: { label: string; url: string }[];
};

export type DocumentView = {
  id: string;
  templateKey: string | null;
  title: string;
  description: string | null;
  requirements: DocumentRequirementsView | null;
  priority: Priority;
  status: DocumentStatus;
  feedback: string | null;
  dueDate: string | null;
  requestedAt: string;
  reviewedAt: string | null;
  files: FileView[];
  /** What the viewer may do now (core/case/document-status.ts documentEventsFor). */
  events: DocumentEvent[];
};

export type TaskView = {
  id: string;
  title: string;
  description: string | null;
  category: TaskCategory;
  priority: Priority;
  dueDate: string | null;
  storedStatus: StoredTaskStatus;
  /** With "overdue" when past due and unfinished. */
  status: TaskStatus;
  completedAt: string | null;
  events: TaskEvent[];
};

export type ActivityView = {
  id: string;
  kind: string;
  subject: string | null;
  details: Record<string, string> | null;
  actor: { name: string; isTeam: boolean } | null;
  at: string;
};

export type CaseView = {
  id: string;
  name: string;
  visaSlug: string;
  adults: number;
  children: number;
  /** The catalogue's package the case is for, by its one name (null only for a value no package reads). */
  package: { id: DfyPackageId; name: string } | null;
  phase: JourneyPhase;
  status: PlanStatus;
  targetArrival: string | null;
  createdAt: string;
  updatedAt: string;
  /** How the viewer stands on this case. */
  role: CaseRole;
  client: PersonView & { language: Language };
  /** null members read "awaiting assignment". */
  team: { advisor: PersonView | null; contact: PersonView | null };
  progress: CaseProgress;
  /** Unfinished first, by due date then priority; finished last. */
  tasks: TaskView[];
  /** Waiting on the viewer first, then by priority and request date. */
  documents: DocumentView[];
  /** Newest first, at most 50. */
  activity: ActivityView[];
  unreadMessages: number;
};

export type MessageView = {
  id: string;
  body: string;
  at: string;
  author: { id: string; name: string; isTeam: boolean; isViewer: boolean };
  attachments: FileView[];
};

/** One row of the advisor's client list. */
export type ClientRowView = {
  clientId: string;
  name: string;
  email: string;
  language: Language;
  /** The client's tier: only dfy clients can have a plan opened for them. */
  userPlan: string;
  case: {
    id: string;
    name: string;
    phase: JourneyPhase;
    status: PlanStatus;
    advisor: PersonView | null;
    overdueTasks: number;
    awaitingReview: number;
    unreadMessages: number;
    percent: number;
  } | null;
};
