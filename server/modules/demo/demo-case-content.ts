import type { DocumentTemplateKey } from "../../../content/case/document-templates.ts";
import type { Priority, TaskCategory } from "../../../core/case/journey.ts";
import type { DfyPackageId } from "../../../core/plans-catalogue.ts";

/**
 * What the demo client's case holds. Due dates are days from the day of the run (Paris), so a
 * fresh seed always shows work done, work due soon and one task overdue; who acts is the side that
 * would in a real case.
 */
export const demoPackage: DfyPackageId = "family-premium";

export const demoPlan = {
  name: "Lyon move",
  visaSlug: "passeport-talent-salarie",
  adults: 2,
  children: 1,
  packageId: demoPackage,
  /** Days from today. */
  arrivalInDays: 120,
} as const;

export type DemoTask = {
  title: string;
  description?: string;
  category: TaskCategory;
  priority: Priority;
  dueInDays: number;
  /** Where the task is left, and by whom it got there. */
  state: { status: "pending" } | { status: "in_progress" | "completed"; by: "client" | "advisor" };
};

export const demoTasks: readonly DemoTask[] = [
  {
    title: "Create your France-Visas account",
    description: "Use the same e-mail address as your passport application.",
    category: "administration",
    priority: "high",
    dueInDays: -14,
    state: { status: "completed", by: "client" },
  },
  {
    title: "Book the biometrics appointment",
    category: "appointments",
    priority: "high",
    dueInDays: -5,
    state: { status: "completed", by: "advisor" },
  },
  {
    title: "Send the signed employment contract",
    category: "documents",
    priority: "urgent",
    dueInDays: -2,
    state: { status: "pending" },
  },
  {
    title: "Get the birth certificates translated",
    description: "A sworn translator (traducteur assermenté) for each child's and adult's certificate.",
    category: "documents",
    priority: "medium",
    dueInDays: 10,
    state: { status: "in_progress", by: "client" },
  },
  {
    title: "Shortlist flats near the office",
    category: "housing",
    priority: "medium",
    dueInDays: 30,
    state: { status: "pending" },
  },
  {
    title: "Open a French bank account",
    category: "finance",
    priority: "low",
    dueInDays: 90,
    state: { status: "pending" },
  },
];

export type DemoDocument = {
  templateKey: DocumentTemplateKey;
  required: boolean;
  dueInDays: number;
  /** A file the client uploads, and whether the advisor then approves it. */
  upload?: { fileName: string; lines: readonly string[]; approved: boolean };
};

export const demoDocuments: readonly DemoDocument[] = [
  {
    templateKey: "passport-scan",
    required: true,
    dueInDays: -7,
    upload: {
      fileName: "passport-amira-haddad.pdf",
      lines: ["Surname: HADDAD", "Given names: Amira", "Nationality: Moroccan", "Passport no.: DEMO00000"],
      approved: true,
    },
  },
  {
    templateKey: "birth-certificate",
    required: true,
    dueInDays: 10,
    upload: {
      fileName: "birth-certificate-amira-haddad.pdf",
      lines: ["Acte de naissance (extrait)", "Name: Amira Haddad", "Born: Casablanca"],
      approved: false,
    },
  },
  { templateKey: "employment-contract", required: true, dueInDays: 14 },
  { templateKey: "proof-of-accommodation", required: false, dueInDays: 45 },
];

export type DemoMessage = {
  by: "client" | "advisor";
  body: string;
  /** A file uploaded with the message. */
  attachment?: { fileName: string; title: string; lines: readonly string[] };
};

export const demoMessages: readonly DemoMessage[] = [
  {
    by: "advisor",
    body: "Welcome, Amira! I'm Claire, your advisor for the move to Lyon. I've put your first tasks and the documents we need on your dashboard, and attached the overview of the steps.",
    attachment: {
      fileName: "lyon-move-overview.pdf",
      title: "Lyon move - overview",
      lines: ["1. Talent passport application", "2. Biometrics appointment", "3. Arrival and OFII validation"],
    },
  },
  {
    by: "client",
    body: "Thank you, Claire! I've uploaded my passport and my birth certificate. The employment contract should be signed this week.",
  },
  {
    by: "advisor",
    body: "Your passport scan is approved. I'm reviewing the birth certificate now; please send the signed contract as soon as you have it.",
  },
];
