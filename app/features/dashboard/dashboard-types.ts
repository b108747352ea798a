import type { JourneyPhase, PlanStatus } from "../../../core/case/journey.ts";
import type { DocumentView, FileView, TaskView } from "../../../server/modules/cases/case-view.ts";

/**
 * What the /dashboard pages render: the case view (server/modules/cases/case-view.ts) with every
 * date and size already formatted in the page's language by the loader, so the browser shows the
 * server's text exactly and carries no formatting code.
 */
export type DashboardSection = "overview" | "tasks" | "documents" | "messages";

export type DashboardNav = {
  current: DashboardSection;
  hrefs: Record<DashboardSection, string>;
  unread: number;
};

export type PlanSummary = {
  name: string;
  visa: { label: string; href: string };
  /** The package's one name, from the catalogue (core/plans-catalogue.ts); null when none is recorded. */
  packageName: string | null;
  status: PlanStatus;
  phase: JourneyPhase;
  adults: number;
  children: number;
  /** Formatted, or null while not set. */
  targetArrival: string | null;
};

export type TaskItem = TaskView & {
  /** The due date formatted ("3 December 2026"), or null. */
  dueText: string | null;
  completedText: string | null;
};

export type FileItem = FileView & {
  sizeText: string;
  uploadedText: string;
  /** The viewer uploaded it ("by you"). */
  byViewer: boolean;
  documentId: string;
  documentTitle: string;
};

export type DocumentItem = Omit<DocumentView, "files"> & {
  dueText: string | null;
  requestedText: string;
  files: FileItem[];
  /** Where the upload widget posts (only when the document takes an upload now). */
  uploadEndpoint: string | null;
  /** The requirement's size limit, formatted ("10 MB"). */
  maxSizeText: string | null;
  /** The accepted formats as a list in the page's language ("PDF, JPG and PNG"). */
  formatsText: string | null;
};

export type ActivityItem = {
  id: string;
  text: string;
  who: string | null;
  /** "3 hours ago" or a date; `at` (ISO) for the <time> element and `fullDate` for its title. */
  when: string;
  at: string;
  fullDate: string;
};
