import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, useLocation } from "react-router";
import { slugify } from "../../../core/blog/blog-slug.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { CoverUpload } from "./cover-upload.tsx";
import type { EditorActionData, EditorView } from "./editor-view.ts";
import { LivePreview } from "./live-preview.tsx";
import type { PostFormValues } from "./post-form-values.ts";
import { type AutosaveState, useAutosave, useRestoredCopy } from "./use-autosave.ts";

type Props = { view: EditorView; actionData: EditorActionData | undefined; confirmDelete: boolean };

const areaClasses =
  "w-full rounded-lg border border-slate-400 bg-white p-3 text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * The blog editor. One plain form whose buttons each say what to do (save,
 * publish, schedule, unpublish, preview, translate), so it works without JavaScript; with it, the
 * text is kept in this browser at every keystroke and saved to the server as you type
 * (useAutosave), and the preview follows the Markdown.
 */
export function PostEditor({ view, actionData, confirmDelete }: Props) {
  const { t, i18n } = useTranslation();
  const post = view.post;
  const [values, setValues] = useState<PostFormValues>(actionData?.values ?? view.values);
  // The slug follows the title until someone writes one: a new post, or one whose slug is the title's.
  const [slugFollows, setSlugFollows] = useState(
    post === null ? values.slug === "" || values.slug === slugify(values.title) : false,
  );
  // A live post is saved only when asked: what readers see changes on purpose, never mid-sentence.
  const live = post?.viewPath != null;
  const { state, version, beforeSubmit } = useAutosave(post?.id ?? null, post?.version ?? 0, values, !live);
  const restored = useRestoredCopy(post?.id ?? null, post?.version ?? 0, view.values);
  const [restoredShown, setRestoredShown] = useState(false);
  // A new post's language, as chosen in its list: the preview renders in it.
  const [newLanguage, setNewLanguage] = useState<string>(view.language);
  const restoreNotice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!restored || restoredShown) return;
    setValues(restored.values);
    setRestoredShown(true);
    restoreNotice.current?.focus();
  }, [restored, restoredShown]);

  const set = (name: keyof PostFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === "title" && slugFollows) next.slug = slugify(value);
      return next;
    });
    if (name === "slug") setSlugFollows(false);
  };

  const errors = new Map((actionData?.fieldErrors ?? []).map((e) => [e.field, e.message]));
  const formatTime = (date: Date) => formatAdminDateTime(date, i18n.language, "time");
  const liveSlugChanged = post !== null && post.status !== "draft" && values.slug !== post.storedSlug;
  const action = post ? `/admin/blog/${post.id}` : "/admin/blog/new";
  const ids = { slugHint: useId(), tagsHint: useId(), bodyHint: useId(), slugWarning: useId() };

  const field = (
    name: keyof PostFormValues,
    label: string,
    extra: { hint?: string; hintId?: string; max?: number } = {},
  ) => {
    const id = `post-${name}`;
    const hintIds = extra.hintId ? [extra.hintId] : [];
    return (
      <FormField
        id={id}
        label={label}
        error={errors.get(name)}
        details={
          extra.hint ? (
            <p id={extra.hintId} className="text-sm text-slate-600">
              {extra.hint}
            </p>
          ) : null
        }
      >
        <input
          id={id}
          name={name}
          className={controlClasses}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={errors.has(name) || undefined}
          aria-describedby={describedBy(id, hintIds, errors.get(name))}
        />
      </FormField>
    );
  };

  return (
    <div className="mt-6 grid gap-8">
      <AutosaveStatus state={state} formatTime={formatTime} live={live} />
      {restored && restoredShown ? (
        <div ref={restoreNotice} tabIndex={-1} role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
          <p>{t("adminBlog.autosave.restored", { time: formatTime(restored.typedAt) })}</p>
          <button
            type="button"
            className="mt-2 font-semibold text-brand-800 underline underline-offset-4"
            onClick={() => {
              setValues(view.values);
              setRestoredShown(false);
            }}
          >
            {t("adminBlog.autosave.discard")}
          </button>
        </div>
      ) : null}
      {state.kind === "conflict" ? <ConflictWarning state={state} formatTime={formatTime} values={values} /> : null}
      {actionData?.refusal ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("adminBlog.refused")}</p>
          <p>{actionData.refusal}</p>
        </div>
      ) : null}
      {errors.size > 0 ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("adminBlog.errorSummary")}</p>
          <ul className="mt-2 list-disc ps-5">
            {[...errors].map(([name, message]) => (
              <li key={name}>
                <a href={`#post-${name}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form
        method="post"
        action={action}
        className="grid gap-6"
        onSubmit={(event) => {
          const saving = beforeSubmit();
          if (!saving) return;
          // An autosave is on its way: send the form once it answers, with the version it got.
          event.preventDefault();
          const form = event.currentTarget;
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          void saving.then(() => setTimeout(() => form.requestSubmit(submitter), 0));
        }}
      >
        <input type="hidden" name="version" value={version} />
        {post === null ? (
          <>
            {view.translationOf ? <input type="hidden" name="translationOf" value={view.translationOf} /> : null}
            <FormField id="post-language" label={t("adminBlog.fields.language")}>
              <select
                id="post-language"
                name="language"
                value={newLanguage}
                onChange={(event) => setNewLanguage(event.target.value)}
                className={controlClasses}
              >
                {view.languages.map((language) => (
                  <option key={language} value={language}>
                    {t(`adminBlog.languages.${language}`)}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        ) : null}
        {field("title", t("adminBlog.fields.title"))}
        <FormField
          id="post-slug"
          label={t("adminBlog.fields.slug")}
          error={errors.get("slug")}
          details={
            <>
              <p id={ids.slugHint} className="text-sm text-slate-600">
                {t("adminBlog.fields.slugHint")}
              </p>
              {liveSlugChanged ? (
                <p id={ids.slugWarning} role="status" className="text-sm font-medium text-amber-900">
                  {t("adminBlog.fields.slugChanged", { slug: post.storedSlug })}
                </p>
              ) : null}
            </>
          }
        >
          <input
            id="post-slug"
            name="slug"
            dir="ltr"
            className={controlClasses}
            value={values.slug}
            onChange={set("slug")}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-invalid={errors.has("slug") || undefined}
            aria-describedby={describedBy(
              "post-slug",
              liveSlugChanged ? [ids.slugHint, ids.slugWarning] : [ids.slugHint],
              errors.get("slug"),
            )}
          />
        </FormField>
        <FormField id="post-excerpt" label={t("adminBlog.fields.excerpt")} error={errors.get("excerpt")}>
          <textarea
            id="post-excerpt"
            name="excerpt"
            rows={2}
            className={areaClasses}
            value={values.excerpt}
            onChange={set("excerpt")}
            aria-invalid={errors.has("excerpt") || undefined}
            aria-describedby={describedBy("post-excerpt", [], errors.get("excerpt"))}
          />
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id="post-category" label={t("adminBlog.fields.category")} error={errors.get("category")}>
            <select
              id="post-category"
              name="category"
              className={controlClasses}
              value={values.category}
              onChange={set("category")}
              aria-invalid={errors.has("category") || undefined}
              aria-describedby={describedBy("post-category", [], errors.get("category"))}
            >
              {view.categories.map((category) => (
                <option key={category} value={category}>
                  {t(`blog.categories.${category}`)}
                </option>
              ))}
            </select>
          </FormField>
          {field("authorName", t("adminBlog.fields.author"))}
        </div>
        {field("tags", t("adminBlog.fields.tags"), { hint: t("adminBlog.fields.tagsHint"), hintId: ids.tagsHint })}
        {post ? <CoverUpload postId={post.id} coverUrl={post.coverUrl} /> : null}
        {field("coverAlt", t("adminBlog.fields.coverAlt"))}
        <div className="grid gap-6 sm:grid-cols-2">
          {field("seoTitle", t("adminBlog.fields.seoTitle"))}
          {field("seoDescription", t("adminBlog.fields.seoDescription"))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <FormField
            id="post-bodyMarkdown"
            label={t("adminBlog.fields.body")}
            error={errors.get("bodyMarkdown")}
            details={
              <p id={ids.bodyHint} className="text-sm text-slate-600">
                {t("adminBlog.fields.bodyHint")}
              </p>
            }
          >
            <textarea
              id="post-bodyMarkdown"
              name="bodyMarkdown"
              rows={20}
              dir="auto"
              className={`${areaClasses} font-mono text-sm`}
              value={values.bodyMarkdown}
              onChange={set("bodyMarkdown")}
              aria-invalid={errors.has("bodyMarkdown") || undefined}
              aria-describedby={describedBy("post-bodyMarkdown", [ids.bodyHint], errors.get("bodyMarkdown"))}
            />
          </FormField>
          <LivePreview
            markdown={values.bodyMarkdown}
            language={post?.language ?? newLanguage}
            serverHtml={actionData?.previewHtml ?? null}
          />
        </div>

        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-6">
          <Button type="submit" name="intent" value="save">
            {live ? t("adminBlog.actions.saveLive") : t("adminBlog.actions.save")}
          </Button>
          {post && post.status !== "published" ? (
            <Button type="submit" name="intent" value="publish" variant="secondary">
              {t("adminBlog.actions.publish")}
            </Button>
          ) : null}
          {post && post.status !== "published" ? (
            <div className="flex flex-wrap items-end gap-2">
              <FormField id="post-publishAt" label={t("adminBlog.fields.scheduleAt")}>
                <input
                  id="post-publishAt"
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={post.scheduleLocal}
                  className={controlClasses}
                />
              </FormField>
              <Button type="submit" name="intent" value="schedule" variant="secondary">
                {t("adminBlog.actions.schedule")}
              </Button>
            </div>
          ) : null}
          {post && post.status !== "draft" ? (
            <Button type="submit" name="intent" value="unpublish" variant="secondary">
              {t("adminBlog.actions.unpublish")}
            </Button>
          ) : null}
          <noscript>
            <Button type="submit" name="intent" value="preview" variant="ghost">
              {t("adminBlog.preview.show")}
            </Button>
          </noscript>
        </div>
      </Form>

      {post ? <PostSideActions view={view} confirmDelete={confirmDelete} title={values.title} /> : null}
    </div>
  );
}

function AutosaveStatus({
  state,
  formatTime,
  live,
}: {
  state: AutosaveState;
  formatTime: (d: Date) => string;
  live: boolean;
}) {
  const { t } = useTranslation();
  const text =
    state.kind === "saving"
      ? t("adminBlog.autosave.saving")
      : state.kind === "saved"
        ? t("adminBlog.autosave.savedAt", { time: formatTime(state.at) })
        : state.kind === "failed"
          ? `${t("adminBlog.autosave.failed")}${state.message ? ` ${state.message}` : ""}`
          : live
            ? t("adminBlog.autosave.live")
            : "";
  return (
    <p aria-live="polite" className="min-h-6 text-sm text-slate-700" data-testid="autosave-status">
      {text}
    </p>
  );
}

function ConflictWarning({
  state,
  formatTime,
  values,
}: {
  state: Extract<AutosaveState, { kind: "conflict" }>;
  formatTime: (d: Date) => string;
  values: PostFormValues;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {t("adminBlog.conflict.text", {
          name: state.name ?? t("adminBlog.conflict.someone"),
          time: state.at ? formatTime(state.at) : "",
        })}
      </p>
      <a href={pathname} className={buttonClasses("secondary", "sm", "mt-3")}>
        {t("adminBlog.conflict.reload")}
      </a>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium">{t("adminBlog.conflict.yourText")}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{values.bodyMarkdown}</pre>
      </details>
    </div>
  );
}

function PostSideActions({ view, confirmDelete, title }: { view: EditorView; confirmDelete: boolean; title: string }) {
  const { t } = useTranslation();
  const post = view.post;
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmHeading.current?.focus();
  }, [confirmDelete]);
  if (!post) return null;
  return (
    <div className="grid gap-4 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap gap-3">
        {post.translations.map((translation) => (
          <Link
            key={translation.id}
            to={href("/admin/blog/:id", { id: translation.id })}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t("adminBlog.actions.openTranslation", { language: t(`adminBlog.languages.${translation.language}`) })}
          </Link>
        ))}
        {post.viewPath ? (
          <a href={post.viewPath} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("adminBlog.actions.view")}
          </a>
        ) : null}
      </div>
      {post.missingLanguages.map((language) => (
        <Form method="post" action={href("/admin/blog/:id", { id: post.id })} key={language}>
          <input type="hidden" name="to" value={language} />
          <Button type="submit" name="intent" value="translate" variant="secondary">
            {t("adminBlog.actions.translate", { language: t(`adminBlog.languages.${language}`) })}
          </Button>
        </Form>
      ))}
      {confirmDelete ? (
        <section aria-labelledby="delete-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
          <h2 id="delete-heading" ref={confirmHeading} tabIndex={-1} className="text-lg font-bold text-red-900">
            {t("adminBlog.actions.deleteConfirmTitle")}
          </h2>
          <p className="mt-2 text-red-900">
            {t("adminBlog.actions.deleteConfirmText", { title: title || t("adminBlog.untitled") })}
          </p>
          <Form method="post" action={href("/admin/blog/:id", { id: post.id })} className="mt-3 flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="delete" className="bg-red-700 hover:bg-red-800">
              {t("adminBlog.actions.deleteConfirm")}
            </Button>
            <Link to={href("/admin/blog/:id", { id: post.id })} className={buttonClasses("secondary")}>
              {t("adminBlog.actions.deleteCancel")}
            </Link>
          </Form>
        </section>
      ) : (
        <Link
          to={`${href("/admin/blog/:id", { id: post.id })}?confirm=delete`}
          className={buttonClasses("ghost", "md", "w-fit text-red-800")}
        >
          {t("adminBlog.actions.delete")}
        </Link>
      )}
    </div>
  );
}
