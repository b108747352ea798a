import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { type FormRefusal, refusalFor } from "../../lib/form-refusal.ts";
import type { TaskItem } from "./dashboard-types.ts";
import { TaskSummary } from "./task-summary.tsx";

type Group = "overdue" | "upcoming" | "done";

function groupOf(task: TaskItem): Group {
  if (task.storedStatus === "completed") return "done";
  return task.status === "overdue" ? "overdue" : "upcoming";
}

/**
 * Every task of the plan in three groups — overdue, to do, done — each with what the client may
 * do with it now (task.events: start, mark as done, reopen) as buttons of a plain form, so they
 * work without JavaScript. A refused move is said beside the task it was about.
 */
export function TaskBoard({
  tasks,
  action,
  refusal,
}: {
  tasks: TaskItem[];
  action: string;
  /** The page action's refusal: said beside the task it was about (its target). */
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  const groups: Group[] = ["overdue", "upcoming", "done"];
  return (
    <div className="grid gap-8">
      {groups.map((group) => {
        const items = tasks.filter((task) => groupOf(task) === group);
        // "Nothing overdue" is good news worth saying only when there are tasks at all.
        if (group === "overdue" && items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`tasks-${group}`}>
            <h2
              id={`tasks-${group}`}
              className={`flex items-center gap-2 text-xl font-bold ${group === "overdue" ? "text-red-800" : "text-brand-900"}`}
            >
              {t(`dashboard.tasks.groups.${group}`)}
              <span className="rounded-full bg-slate-100 px-2 text-sm font-semibold text-slate-700">
                {items.length}
              </span>
            </h2>
            {items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t(`dashboard.tasks.empty.${group}`)}</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {items.map((task) => (
                  <TaskRow
                    key={task.id}
                    task={task}
                    action={action}
                    refusal={refusalFor(refusal, "task-event", task.id)?.message ?? null}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function TaskRow({ task, action, refusal }: { task: TaskItem; action: string; refusal: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("taskId") === task.id;
  const overdue = task.status === "overdue";
  return (
    <li
      id={`task-${task.id}`}
      className={`scroll-mt-24 rounded-xl border bg-white p-4 shadow-sm ${
        overdue ? "border-s-4 border-red-300 border-s-red-700" : "border-slate-200"
      } ${task.storedStatus === "completed" ? "bg-slate-50" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <TaskSummary task={task} />
        {task.events.length > 0 && (
          <Form method="post" action={action} className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="task-event" />
            <input type="hidden" name="taskId" value={task.id} />
            {task.events.map((event) => (
              <button
                key={event}
                type="submit"
                name="event"
                value={event}
                disabled={busy}
                aria-label={t("dashboard.named", { action: t(`dashboard.tasks.events.${event}`), name: task.title })}
                className={`inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold disabled:opacity-60 ${
                  event === "complete"
                    ? "bg-brand-700 text-white hover:bg-brand-800"
                    : "border border-brand-200 bg-white text-brand-800 hover:bg-brand-50"
                }`}
              >
                {t(`dashboard.tasks.events.${event}`)}
              </button>
            ))}
          </Form>
        )}
      </div>
      {task.description && (
        <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {task.description}
        </p>
      )}
      {refusal && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-900"
        >
          {refusal}
        </p>
      )}
    </li>
  );
}
