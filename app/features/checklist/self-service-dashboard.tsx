import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useFetchers } from "react-router";
import { textAttributes } from "../../../content/content-language.ts";
import type { Language } from "../../../core/languages.ts";
import { FiguresProvider, Prose } from "../../components/shared/figures.tsx";
import { SourcesList } from "../../components/shared/sources-list.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { controlClasses, describedBy, errorIdOf, FormField } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";
import { type FormRefusal, fieldFrom, isFormRefusal, refusalFor } from "../../lib/form-refusal.ts";
import type { ChecklistActionData, ChecklistItemView, SelfServiceDashboardData } from "./checklist-view.ts";

/**
 * The self-service part of /dashboard (ADR 0036), for people without an
 * advisor's plan: set up (visa, target arrival), then the checklist of that visa grouped by period
 * around the arrival, each step a real checkbox. Without JavaScript the list is one form with
 * "Save my progress"; with it, each tick is sent at once (a fetcher) and shown before the answer.
 *
 * Usage in a route: loader → `await selfServiceDashboardData(context, url)` (./self-service-data.server.ts);
 * action → `handleChecklistAction(request, context, form?)` for intents starting "checklist-"
 * (./checklist-actions.server.ts; pass the form if the action already read it); render
 * `<SelfServiceDashboard data={…} actionData={…} />`, the types in ./checklist-view.ts.
 */
export function SelfServiceDashboard({
  data,
  actionData,
}: {
  data: SelfServiceDashboardData;
  actionData?: ChecklistActionData | null;
}) {
  const { t } = useTranslation();
  const { checklist, setup } = data;
  // The set-up form's refusal is said in it; any other (a tick, "Save my progress") above the list.
  const setupRefusal = refusalFor(actionData, "checklist-plan");
  const listRefusal = isFormRefusal(actionData) && !setupRefusal ? actionData.message : null;
  const figures = checklist?.figures ?? {};
  return (
    <FiguresProvider figures={figures}>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("checklist.title")}</h1>
        <p className="mt-2 text-lg text-slate-700">{t("checklist.intro")}</p>
        {data.notice && (
          <p role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            {data.notice}
          </p>
        )}
        {checklist && <ChecklistSummary checklist={checklist} />}
        {(setup.open || setupRefusal) && <SetupForm data={data} refusal={setupRefusal} />}
        {checklist && <ChecklistItems checklist={checklist} action={data.action} refusal={listRefusal} />}
        <div className="mt-10 grid gap-4">
          {checklist && <p className="text-sm text-slate-700">{t("checklist.estimatesNote")}</p>}
          <aside
            aria-labelledby="checklist-disclaimer"
            className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800"
          >
            <h2 id="checklist-disclaimer" className="font-semibold text-slate-900">
              {t("content.disclaimerTitle")}
            </h2>
            <p className="mt-1">{t("checklist.disclaimer")}</p>
          </aside>
          <aside aria-labelledby="checklist-upgrade" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
            <h2 id="checklist-upgrade" className="text-lg font-bold text-brand-900">
              {t("checklist.upgrade.title")}
            </h2>
            <p className="mt-1 text-slate-700">{t("checklist.upgrade.text")}</p>
            <Link to={data.links.pricing} className={buttonClasses("secondary", "sm", "mt-3")}>
              {t("checklist.upgrade.cta")}
            </Link>
          </aside>
        </div>
        {checklist && <SourcesList figures={Object.values(figures)} />}
      </div>
    </FiguresProvider>
  );
}

type ChecklistView = NonNullable<SelfServiceDashboardData["checklist"]>;

/**
 * Whether each item is done as the person sees it: what the server said, or what a tick on its
 * way says (the fetchers' pending forms), so the boxes, the progress and the next step move at
 * once and fall back if the server refuses.
 */
function useOptimisticDone(items: ChecklistItemView[]): Map<string, boolean> {
  const fetchers = useFetchers();
  const done = new Map(items.map((item) => [item.key, item.done]));
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (form?.get("intent") !== "checklist-tick") continue;
    const key = form.get("item");
    if (typeof key === "string" && done.has(key)) done.set(key, form.get("done") === "1");
  }
  return done;
}

function ChecklistSummary({ checklist }: { checklist: ChecklistView }) {
  const { t, i18n } = useTranslation();
  const done = useOptimisticDone(checklist.items);
  const doneCount = [...done.values()].filter(Boolean).length;
  const total = checklist.items.length;
  const next = checklist.items.find((item) => !done.get(item.key)) ?? null;
  return (
    <section
      aria-labelledby="checklist-summary"
      className="mt-8 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 id="checklist-summary" className="sr-only">
        {t("checklist.summary.progressLabel")}
      </h2>
      <div className="grid content-start gap-3">
        <dl className="grid content-start gap-3">
          <div>
            <dt className="text-sm text-slate-600">{t("checklist.summary.visa")}</dt>
            <dd className="font-semibold text-slate-900">
              <Link to={checklist.visaHref} className="text-brand-800 underline underline-offset-2">
                {checklist.visaName}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("checklist.summary.arrival")}</dt>
            <dd className="font-semibold text-slate-900" data-testid="checklist-arrival">
              {checklist.arrivalText}
            </dd>
          </div>
        </dl>
        <p>
          <Link to={checklist.changeHref} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t("checklist.summary.change")}
          </Link>
        </p>
      </div>
      <div className="grid content-start gap-3">
        <div>
          <p id="checklist-progress-text" className="font-semibold text-slate-900" data-testid="checklist-progress">
            {t("checklist.summary.progress", { done: doneCount, total })}
          </p>
          <progress
            aria-labelledby="checklist-progress-text"
            value={doneCount}
            max={total}
            className="mt-2 h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-emerald-600"
          />
        </div>
        {next ? (
          <div>
            <p className="text-sm text-slate-600">{t("checklist.summary.next")}</p>
            <p className="font-semibold text-slate-900">
              <a
                href={`#item-${next.key}`}
                className="text-brand-800 underline underline-offset-2"
                {...textAttributes(checklist.textLanguage, i18n.language)}
              >
                {next.title}
              </a>
            </p>
            <p className="text-sm text-slate-700">{t("checklist.summary.nextDue", { date: next.dueText })}</p>
          </div>
        ) : (
          <p className="font-semibold text-emerald-800">{t("checklist.summary.allDone")}</p>
        )}
      </div>
    </section>
  );
}

function SetupForm({ data, refusal }: { data: SelfServiceDashboardData; refusal: FormRefusal | undefined }) {
  const { t } = useTranslation();
  const { setup } = data;
  const visa = fieldFrom(refusal, "visaSlug", setup.visa).defaultValue;
  const arrival = fieldFrom(refusal, "targetArrival", setup.arrival).defaultValue;
  const changing = data.checklist !== null;
  return (
    <section
      id="checklist-setup"
      aria-labelledby="checklist-setup-heading"
      className="mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="checklist-setup-heading" className="text-xl font-bold text-brand-900">
        {changing ? t("checklist.setup.changeTitle") : t("checklist.setup.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("checklist.setup.intro")}</p>
      {refusal && (
        <p
          id={errorIdOf("checklist-form")}
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800"
        >
          {refusal.message}
        </p>
      )}
      <Form method="post" action={data.action} className="mt-5 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="checklist-plan" />
        <FormField
          id="checklist-visa"
          label={t("checklist.setup.visa")}
          details={
            setup.prefilledFrom && !refusal ? (
              <p id="checklist-visa-hint" className="text-sm text-slate-600">
                {setup.prefilledFrom === "link" ? t("checklist.setup.fromLink") : t("checklist.setup.fromAssessment")}
              </p>
            ) : null
          }
        >
          <select
            id="checklist-visa"
            name="visaSlug"
            required
            defaultValue={visa}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={describedBy(
              "checklist-form",
              setup.prefilledFrom && !refusal ? ["checklist-visa-hint"] : [],
              refusal,
            )}
            className={controlClasses}
          >
            <option value="">{t("checklist.setup.visaPlaceholder")}</option>
            {setup.visaGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <FormField
          id="checklist-arrival"
          label={t("checklist.setup.arrival")}
          details={
            <p id="checklist-arrival-hint" className="text-sm text-slate-600">
              {setup.hint}
            </p>
          }
        >
          <input
            id="checklist-arrival"
            name="targetArrival"
            type="date"
            required
            min={setup.earliest}
            max={setup.latest}
            defaultValue={arrival}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={describedBy("checklist-form", ["checklist-arrival-hint"], refusal)}
            className={controlClasses}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button type="submit" className={buttonClasses("primary", "md")}>
            {changing ? t("checklist.setup.update") : t("checklist.setup.create")}
          </button>
          {setup.keepHref && (
            <Link to={setup.keepHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("checklist.setup.keep")}
            </Link>
          )}
          {!changing && (
            <Link to={data.links.visas} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("checklist.setup.notSure")}
            </Link>
          )}
        </div>
        {changing && <p className="text-sm text-slate-600 sm:col-span-2">{t("checklist.setup.changeNote")}</p>}
      </Form>
    </section>
  );
}

function ChecklistItems({
  checklist,
  action,
  refusal,
}: {
  checklist: ChecklistView;
  action: string;
  refusal: string | null;
}) {
  const { t, i18n } = useTranslation();
  // After hydration each tick is saved as it happens: the save button is for pages without JavaScript.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const byKey = new Map(checklist.items.map((item) => [item.key, item]));
  const translatedAway = checklist.textLanguage !== i18n.language;
  return (
    <section id="checklist" aria-labelledby="checklist-heading" className="mt-10 scroll-mt-24">
      <h2 id="checklist-heading" className="text-2xl font-bold text-brand-900">
        {t("checklist.periods.title")}
      </h2>
      {translatedAway && (
        <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.notInYourLanguage")}</p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {refusal}
        </p>
      )}
      <Form method="post" action={action} className="mt-4 grid gap-8">
        <input type="hidden" name="intent" value="checklist-save" />
        {checklist.groups.map((group) => (
          <section key={group.period} aria-labelledby={`period-${group.period}`}>
            <h3 id={`period-${group.period}`} className="text-lg font-bold text-slate-900">
              {t(`checklist.periods.${group.period}`)}
            </h3>
            <ul className="mt-3 grid gap-3">
              {group.keys.map((key) => {
                const item = byKey.get(key);
                return item ? (
                  <ChecklistItem key={key} item={item} action={action} textLanguage={checklist.textLanguage} />
                ) : null;
              })}
            </ul>
          </section>
        ))}
        {!scripted && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClasses("primary", "md")}>
              {t("checklist.item.save")}
            </button>
            <p className="text-sm text-slate-600">{t("checklist.item.saveHint")}</p>
          </div>
        )}
      </Form>
    </section>
  );
}

function ChecklistItem({
  item,
  action,
  textLanguage,
}: {
  item: ChecklistItemView;
  action: string;
  textLanguage: Language;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ChecklistActionData>({ key: `checklist-${item.key}` });
  // The box follows the click at once (a controlled box would otherwise spring back until the
  // fetcher reports its form), then the pending form, then the server's word once all is done.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle") setWanted(null);
  }, [fetcher.state]);
  const pending = fetcher.formData?.get("done");
  const done = wanted ?? (typeof pending === "string" ? pending === "1" : item.done);
  const refused = fetcher.state === "idle" ? refusalFor(fetcher.data, "checklist-tick", item.key)?.message : null;
  const text = textAttributes(textLanguage, i18n.language);
  const id = `tick-${item.key}`;
  const dueId = `${id}-due`;
  return (
    <li
      id={`item-${item.key}`}
      data-item={item.key}
      data-done={done ? "true" : "false"}
      className={`scroll-mt-24 rounded-xl border p-4 shadow-sm ${done ? "border-emerald-200 bg-emerald-50/60" : item.overdue ? "border-red-200 bg-white" : "border-slate-200 bg-white"}`}
    >
      <input type="hidden" name="shown" value={item.key} />
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="ticked"
          value={item.key}
          checked={done}
          aria-describedby={dueId}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setWanted(checked);
            fetcher.submit(
              { intent: "checklist-tick", item: item.key, done: checked ? "1" : "0", via: "fetcher" },
              { method: "post", action },
            );
          }}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <label htmlFor={id} className="font-semibold text-slate-900" {...text}>
              {item.title}
            </label>
            <p id={dueId} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{t("checklist.item.due", { date: item.dueText })}</span>
              <StatusBadge done={done} overdue={item.overdue && !done} dueSoon={item.dueSoon && !done} />
            </p>
          </div>
          <p className="text-slate-700" {...text}>
            <Prose text={item.why} />
          </p>
          {item.link && (
            <p className="text-sm">
              <a
                href={item.link.url}
                rel="noopener"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t("checklist.item.officialPage", { publisher: item.link.publisher })}
              </a>
            </p>
          )}
          <ItemSource source={item.source} />
          {refused && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function StatusBadge({ done, overdue, dueSoon }: { done: boolean; overdue: boolean; dueSoon: boolean }) {
  const { t } = useTranslation();
  if (done) {
    return (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
        {t("checklist.item.done")}
      </span>
    );
  }
  if (overdue) {
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
        {t("checklist.item.overdue")}
      </span>
    );
  }
  if (dueSoon) {
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t("checklist.item.dueSoon")}
      </span>
    );
  }
  return null;
}

function ItemSource({ source }: { source: ChecklistItemView["source"] }) {
  const { t, i18n } = useTranslation();
  if (source.kind !== "registry") {
    return (
      <p className="text-xs text-slate-600" data-source={source.kind}>
        {source.text}
      </p>
    );
  }
  return (
    <p className="text-xs text-slate-600" data-source="registry">
      {t("checklist.item.dateFrom")}{" "}
      <span {...textAttributes(source.labelLanguage, i18n.language)}>{source.label}</span>
      {" — "}
      <span data-fact={source.factKey}>{source.value}</span>
      {source.withOurEstimates && t("checklist.item.plusEstimates")}
      {" · "}
      <a href={source.url} rel="noopener" className="underline underline-offset-2">
        {t("checklist.item.checkedOn", { publisher: source.publisher, date: source.checkedOnText })}
      </a>
    </p>
  );
}
