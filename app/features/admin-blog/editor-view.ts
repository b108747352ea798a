import type { BlogCategory } from "../../../core/blog/blog-categories.ts";
import type { Language } from "../../../core/languages.ts";
import type { PostFormValues } from "./post-form-values.ts";

/** What the editor page's loader hands the editor: the post as stored, or a new one's defaults. */
export type EditorView = {
  /** Null on /admin/blog/new. */
  post: {
    id: string;
    language: Language;
    status: "draft" | "scheduled" | "published";
    version: number;
    /** Formatted in the page's language and Paris time; null while a draft. */
    publishedAtText: string | null;
    /** The schedule field's value (datetime-local, Paris time). */
    scheduleLocal: string;
    /** The slug as stored, to warn when a live post's address changes. */
    storedSlug: string;
    coverUrl: string | null;
    /** The public address, once live. */
    viewPath: string | null;
    translations: { id: string; language: Language }[];
    missingLanguages: Language[];
  } | null;
  /** The new post's language (from ?language=, or the page's). */
  language: Language;
  /** Set on a new translation: the post it translates. */
  translationOf: string | null;
  values: PostFormValues;
  categories: readonly BlogCategory[];
  /** The languages a post may be written in. */
  languages: readonly Language[];
};

/** What the editor's action answers when it does not redirect. */
export type EditorActionData = {
  values: PostFormValues;
  /** Field errors, in the reader's words. */
  fieldErrors?: { field: string; message: string }[];
  /** A refusal not about one field (a stale version, a status move not allowed…). */
  refusal?: string;
  /** The no-JavaScript preview: sanitised HTML from the server's renderer. */
  previewHtml?: string;
};
