/**
 * What the editor holds for one post, as typed: the same fields the admin API's update takes
 * (core/blog/blog-inputs.ts), tags still as the comma-separated text of their field. Shared by the
 * browser (autosave, local copy) and the route's action (plain form posts without JavaScript).
 */
export type PostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string;
  authorName: string;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  bodyMarkdown: string;
};

export const postFormFields = [
  "title",
  "slug",
  "excerpt",
  "category",
  "tags",
  "authorName",
  "coverAlt",
  "seoTitle",
  "seoDescription",
  "bodyMarkdown",
] as const satisfies readonly (keyof PostFormValues)[];

/** The values of a posted form (missing fields are empty, never undefined). */
export function valuesFromForm(form: FormData): PostFormValues {
  const entries = postFormFields.map((name) => {
    const value = form.get(name);
    return [name, typeof value === "string" ? value : ""] as const;
  });
  return Object.fromEntries(entries) as PostFormValues;
}

/** The JSON body of the admin API (create and update): tags as a list. */
export function apiBodyOf(values: PostFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    category: values.category,
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0),
    authorName: values.authorName,
    coverAlt: values.coverAlt,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    bodyMarkdown: values.bodyMarkdown,
  };
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return postFormFields.every((name) => a[name] === b[name]);
}
