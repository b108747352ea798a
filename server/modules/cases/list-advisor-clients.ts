import { caseProgress } from "../../../core/case/case-progress.ts";
import { isDocumentAwaitingTeam } from "../../../core/case/document-status.ts";
import { asLanguage } from "../../../core/languages.ts";
import { effectivePlan } from "../../../core/plans.ts";
import type { Db } from "../../db/database.ts";
import { flag, storedFlag } from "../auth/db-values.ts";
import { type CaseViewer, type PlanRow, requireStaff, roleOn } from "./case-access.ts";
import { peopleById, personView } from "./case-people.ts";
import type { ClientRowView } from "./case-view.ts";

/**
 * The advisor's list of clients: every done-for-you client still waiting for a plan (any advisor
 * may open one), and every client whose plan this viewer may open (roleOn: an administrator sees
 * all; an advisor the cases assigned to them and the unassigned ones). A client whose plan belongs
 * to another advisor is not listed: that case is not this viewer's to open, exactly as its address
 * answers them 404. Each case row carries what needs attention — overdue tasks, documents awaiting
 * review, messages this viewer has not read — and the same progress figure the client sees. Sorted
 * by name.
 */
export async function listAdvisorClients(db: Db, viewer: CaseViewer, today: string): Promise<ClientRowView[]> {
  requireStaff(viewer);
  const allPlans = await db.selectFrom("relocation_plans").selectAll().execute();
  const plans = allPlans.filter((plan) => roleOn(plan, viewer) !== null);
  const planned = new Set(allPlans.map((plan) => plan.client_user_id));

  const dfyClients = await db
    .selectFrom("users")
    .select(["id", "name", "email", "language", "plan", "has_active_dfy_plan"])
    .where("role", "=", "user")
    .where((eb) => eb.or([eb("has_active_dfy_plan", "=", storedFlag(db, true)), eb("plan", "=", "dfy")]))
    .execute();
  const withCases =
    plans.length === 0
      ? []
      : await db
          .selectFrom("users")
          .select(["id", "name", "email", "language", "plan", "has_active_dfy_plan"])
          .where(
            "id",
            "in",
            plans.map((plan) => plan.client_user_id),
          )
          .execute();
  const clients = new Map(
    [...dfyClients.filter((client) => !planned.has(client.id)), ...withCases].map((client) => [client.id, client]),
  );

  const planIds = plans.map((plan) => plan.id);
  const [tasks, documents, messages, reads, advisors] = await Promise.all([
    planIds.length === 0
      ? []
      : db
          .selectFrom("case_tasks")
          .select(["plan_id", "title", "status", "due_date"])
          .where("plan_id", "in", planIds)
          .execute(),
    planIds.length === 0
      ? []
      : db.selectFrom("document_requests").select(["plan_id", "status"]).where("plan_id", "in", planIds).execute(),
    planIds.length === 0
      ? []
      : db
          .selectFrom("case_messages")
          .select(["plan_id", "created_at"])
          .where("plan_id", "in", planIds)
          .where("author_user_id", "!=", viewer.id)
          .execute(),
    planIds.length === 0
      ? []
      : db
          .selectFrom("case_message_reads")
          .select(["plan_id", "last_read_at"])
          .where("plan_id", "in", planIds)
          .where("user_id", "=", viewer.id)
          .execute(),
    peopleById(
      db,
      plans.map((plan) => plan.advisor_user_id),
    ),
  ]);
  const lastRead = new Map(reads.map((read) => [read.plan_id, read.last_read_at]));
  const planOf = new Map<string, PlanRow>(plans.map((plan) => [plan.client_user_id, plan]));

  const caseOf = (plan: PlanRow): ClientRowView["case"] => {
    const planTasks = tasks.filter((task) => task.plan_id === plan.id);
    const planDocuments = documents.filter((document) => document.plan_id === plan.id);
    const progress = caseProgress(
      plan.phase,
      planTasks.map((task) => ({ title: task.title, status: task.status, dueDate: task.due_date })),
      planDocuments,
      today,
    );
    const readAt = lastRead.get(plan.id);
    return {
      id: plan.id,
      name: plan.name,
      phase: plan.phase,
      status: plan.status,
      advisor: personView(plan.advisor_user_id === null ? undefined : advisors.get(plan.advisor_user_id)),
      overdueTasks: progress.tasksOverdue,
      awaitingReview: planDocuments.filter((document) => isDocumentAwaitingTeam(document.status)).length,
      unreadMessages: messages.filter(
        (message) => message.plan_id === plan.id && (readAt === undefined || message.created_at > readAt),
      ).length,
      percent: progress.percent,
    };
  };

  return [...clients.values()]
    .map((client) => {
      const plan = planOf.get(client.id);
      return {
        clientId: client.id,
        name: client.name,
        email: client.email,
        language: asLanguage(client.language),
        userPlan: effectivePlan(client.plan, flag(client.has_active_dfy_plan)),
        case: plan ? caseOf(plan) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
