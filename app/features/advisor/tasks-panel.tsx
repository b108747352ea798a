import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { caseTextMaxLength, caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { priorities, taskCategories } from "../../../core/case/journey.ts";
import type { TaskStatus } from "../../../core/case/task-status.ts";
import type { TaskView } from "../../../server/modules/cases/case-view.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { DateField, SelectField, TextareaField, TextField, useFocusWhen } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom, refusalFor } from "../../lib/form-refusal.ts";
import { CaseFormSummary } from "./case-form-summary.tsx";
import type { CasePage } from "./case-page.server.ts";
import { CaseSection } from "./case-section.tsx";
import { type PillTone, StatusPill } from "./status-pill.tsx";

const statusTones: Record<TaskStatus, PillTone> = {
  pending: "grey",
  in_progress: "blue",
  completed: "green",
  overdue: "red",
};

const addId = (field: string) => `task-${field}`;

/**
 * The Tasks tab: every task of the plan (unfinished first, by due date then priority — the order
 * the client sees), each with the moves its status allows, and "Add a task" beside the list.
 */
export function TasksPanel({ page, refusal }: { page: CasePage; refusal: FormRefusal | undefined }) {
  const { t } = useTranslation();
  const { view } = page;
  const refusedAdd = refusalFor(refusal, "add-task");
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <CaseSection title={t("advisor.tasks.listTitle")}>
        {view.tasks.length === 0 ? (
          <p className="text-slate-700">{t("advisor.tasks.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {view.tasks.map((task) => (
              <TaskItem key={task.id} task={task} page={page} refusal={refusalFor(refusal, "task-event", task.id)} />
            ))}
          </ul>
        )}
      </CaseSection>
      <CaseSection title={t("advisor.tasks.addTitle")} className="self-start">
        {/* A new key after each task added: the form comes back empty. */}
        <Form method="post" noValidate preventScrollReset key={view.tasks.length} className="grid gap-4">
          <CaseFormSummary refusal={refusedAdd} idOf={addId} />
          <input type="hidden" name="intent" value="add-task" />
          <TextField
            id={addId("title")}
            {...fieldFrom(refusedAdd, "title")}
            label={t("advisor.fields.title")}
            maxLength={caseTitleMaxLength}
            required
            autoComplete="off"
          />
          <TextareaField
            id={addId("description")}
            {...fieldFrom(refusedAdd, "description")}
            label={t("advisor.fields.description")}
            maxLength={caseTextMaxLength}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={addId("category")}
              {...fieldFrom(refusedAdd, "category", "documents")}
              label={t("advisor.fields.category")}
              options={taskCategories.map((category) => ({
                value: category,
                label: t(`dashboard.categories.${category}`),
              }))}
              required
            />
            <SelectField
              id={addId("priority")}
              {...fieldFrom(refusedAdd, "priority", "medium")}
              label={t("advisor.fields.priority")}
              options={priorities.map((priority) => ({
                value: priority,
                label: t(`dashboard.priorities.${priority}`),
              }))}
              required
            />
          </div>
          <DateField id={addId("dueDate")} {...fieldFrom(refusedAdd, "dueDate")} label={t("advisor.fields.dueDate")} />
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {t("advisor.tasks.add")}
            </button>
          </div>
        </Form>
      </CaseSection>
    </div>
  );
}

function TaskItem({ task, page, refusal }: { task: TaskView; page: CasePage; refusal: FormRefusal | undefined }) {
  const { t } = useTranslation();
  const { dates, moments } = page.formats;
  const focusRef = useFocusWhen<HTMLLIElement>(refusal);
  return (
    <li
      ref={focusRef}
      tabIndex={-1}
      id={`task-${task.id}`}
      data-task={task.title}
      className={`grid gap-2 rounded-xl border p-4 ${task.status === "overdue" ? "border-red-300" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={`font-semibold ${task.status === "completed" ? "text-slate-600" : "text-slate-900"}`}>
          {task.title}
        </h3>
        <StatusPill tone={statusTones[task.status]} status={task.status}>
          {t(`dashboard.taskStatuses.${task.status}`)}
        </StatusPill>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{t("advisor.priority", { priority: t(`dashboard.priorities.${task.priority}`) })}</span>
        <span>{t(`dashboard.categories.${task.category}`)}</span>
        <span>
          {task.completedAt
            ? t("advisor.tasks.completedOn", { date: moments[task.completedAt] })
            : task.dueDate
              ? t("dashboard.dates.due", { date: dates[task.dueDate] })
              : t("dashboard.dates.noDue")}
        </span>
      </p>
      {task.description && <p className="whitespace-pre-line text-slate-800">{task.description}</p>}
      {refusal?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-900">
          {refusal.message}
        </p>
      )}
      {task.events.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {task.events.map((event) => (
            <Form method="post" noValidate preventScrollReset key={event}>
              <input type="hidden" name="intent" value="task-event" />
              <input type="hidden" name="taskId" value={task.id} />
              <input type="hidden" name="event" value={event} />
              <button type="submit" className={buttonClasses(event === "complete" ? "primary" : "secondary", "sm")}>
                {t(`dashboard.tasks.events.${event}`)}
                <span className="sr-only"> {t("advisor.named", { title: task.title })}</span>
              </button>
            </Form>
          ))}
        </div>
      )}
    </li>
  );
}
