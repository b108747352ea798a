import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses } from "../../components/ui/form-field.tsx";
import { LanguageField, Link } from "../../components/ui/link.tsx";
import type { PostListRow, PostListView } from "./post-list-view.server.ts";

const statusTones = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
} as const;

/** The filters as links and a GET search form, then the posts as a table. */
export function PostList({ view }: { view: PostListView }) {
  const { t } = useTranslation();
  const { filters } = view;
  const hrefWith = (status: string | null) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (filters.language) params.set("language", filters.language);
    if (filters.search) params.set("q", filters.search);
    const query = params.toString();
    return query ? `/admin/blog?${query}` : "/admin/blog";
  };
  return (
    <div className="mt-8 grid gap-6">
      <nav aria-label={t("adminBlog.list.filtersLabel")}>
        <ul className="flex flex-wrap gap-2">
          {([null, "draft", "scheduled", "published"] as const).map((status) => (
            <li key={status ?? "all"}>
              <Link
                to={hrefWith(status)}
                aria-current={filters.status === status ? "page" : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`adminBlog.list.filters.${status ?? "all"}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={href("/admin/blog")} className="flex flex-wrap items-end gap-3">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <LanguageField />
        <div className="grid gap-1.5">
          <label htmlFor="blog-language" className="text-sm font-medium text-slate-800">
            {t("adminBlog.list.languageLabel")}
          </label>
          <select id="blog-language" name="language" defaultValue={filters.language ?? ""} className={controlClasses}>
            <option value="">{t("adminBlog.list.anyLanguage")}</option>
            <option value="en">{t("adminBlog.languages.en")}</option>
            <option value="fr">{t("adminBlog.languages.fr")}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="blog-search" className="text-sm font-medium text-slate-800">
            {t("adminBlog.list.searchLabel")}
          </label>
          <input id="blog-search" type="search" name="q" defaultValue={filters.search} className={controlClasses} />
        </div>
        <Button type="submit" variant="secondary">
          {t("adminBlog.list.search")}
        </Button>
      </Form>
      {view.rows.length === 0 ? (
        <p className="text-slate-700">{t("adminBlog.list.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("adminBlog.list.caption")}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-start">
                <th scope="col" className="p-2 text-start">
                  {t("adminBlog.list.columns.title")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("adminBlog.list.columns.language")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("adminBlog.list.columns.status")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("adminBlog.list.columns.updated")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("adminBlog.list.columns.translations")}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <PostRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function PostRow({ row }: { row: PostListRow }) {
  const { t } = useTranslation();
  const link = "font-semibold text-brand-700 underline underline-offset-4";
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="p-2 text-start font-normal">
        <Link to={href("/admin/blog/:id", { id: row.id })} className={link}>
          {row.title || t("adminBlog.untitled")}
        </Link>
      </th>
      <td className="p-2">{t(`adminBlog.languages.${row.language}`)}</td>
      <td className="p-2">
        <span className={`inline-block rounded-full px-2.5 py-0.5 font-medium ${statusTones[row.status]}`}>
          {row.status === "scheduled" && row.publishedAtText
            ? t("adminBlog.scheduledFor", { date: row.publishedAtText })
            : t(`adminBlog.status.${row.status}`)}
        </span>
      </td>
      <td className="p-2">
        {row.updatedByName
          ? t("adminBlog.list.updatedBy", { date: row.updatedAtText, name: row.updatedByName })
          : row.updatedAtText}
      </td>
      <td className="p-2">
        <ul className="grid gap-1">
          {row.translations.map((translation) => (
            <li key={translation.id}>
              <Link to={href("/admin/blog/:id", { id: translation.id })} className={link}>
                {t("adminBlog.list.translation", { language: t(`adminBlog.languages.${translation.language}`) })}
              </Link>
            </li>
          ))}
          {row.missingLanguages.map((language) => (
            <li key={language}>
              <Form method="post" action={href("/admin/blog/:id", { id: row.id })}>
                <input type="hidden" name="to" value={language} />
                <button type="submit" name="intent" value="translate" className={link}>
                  {t("adminBlog.list.addTranslation", { language: t(`adminBlog.languages.${language}`) })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
