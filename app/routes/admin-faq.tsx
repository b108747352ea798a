import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { type FaqPage, faqCategories, faqPages } from "../../core/back-office/back-office-inputs.ts";
import { supportedLanguages } from "../../core/languages.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { Link } from "../components/ui/link.tsx";
import { AdminNav, currentLinkClasses } from "../features/admin/admin-nav.tsx";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { faqAction } from "../features/admin/faq-actions.server.ts";
import { faqPage } from "../features/admin/faq-page.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-faq";

/** /admin/faq?in=<language>&page=<home|help>: one page's FAQ items in one language, in their order, each editable. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return faqPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context }: Route.ActionArgs) {
  return faqAction(request, context);
}

type ItemFields = {
  id: string;
  question: string;
  answer: string;
  category: string;
  position: number;
  published: boolean;
};

function ItemForm({
  language,
  page,
  item,
  intent,
}: {
  language: string;
  page: FaqPage;
  item: ItemFields;
  intent: "create" | "update";
}) {
  const { t } = useTranslation();
  const prefix = `${intent}-${item.id}`;
  return (
    <Form
      method="post"
      className="space-y-4"
      aria-label={intent === "create" ? t("backOffice.faq.add") : item.question}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="page" value={page} />
      {intent === "update" ? <input type="hidden" name="id" value={item.id} /> : null}
      <div>
        <label htmlFor={`${prefix}-question`} className="block font-semibold text-slate-800">
          {t("backOffice.faq.question")}
        </label>
        <input
          id={`${prefix}-question`}
          name="question"
          defaultValue={item.question}
          lang={language}
          className={labelledControlClasses}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-answer`} className="block font-semibold text-slate-800">
          {t("backOffice.faq.answer")}
        </label>
        <textarea
          id={`${prefix}-answer`}
          name="answer"
          rows={4}
          defaultValue={item.answer}
          lang={language}
          className={labelledControlClasses}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.faq.category")}
          <select name="category" defaultValue={item.category} className={labelledControlClasses}>
            {faqCategories.map((category) => (
              <option key={category} value={category}>
                {t(`backOffice.faq.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.faq.position")}
          <input
            name="position"
            inputMode="numeric"
            defaultValue={String(item.position)}
            className={labelledControlClasses}
          />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" name="published" defaultChecked={item.published} />
          {t("backOffice.faq.published")}
        </label>
        <button type="submit" className={buttonClasses(intent === "create" ? "primary" : "secondary", "sm")}>
          {t(intent === "create" ? "backOffice.faq.create" : "backOffice.faq.save")}
        </button>
      </div>
    </Form>
  );
}

/** One row of links choosing what the screen shows (which page, which language), the current one marked. */
function ChoiceLinks({
  label,
  choices,
}: {
  label: string;
  choices: { key: string; to: string; name: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-4">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link to={choice.to} aria-current={choice.current ? "page" : undefined} className={currentLinkClasses}>
              {choice.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { language, page, items, done } = loaderData;
  const refusal = actionData?.outcome === "refused" ? actionData : null;
  const next = (items.at(-1)?.position ?? 0) + 10;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.faq.title")}</h1>
      <BackOfficeNotices done={done ? t(`backOffice.faq.done.${done}`) : null} refusal={refusal} />
      <div className="mt-6 flex flex-wrap gap-x-10 gap-y-3">
        <ChoiceLinks
          label={t("backOffice.faq.pagesLabel")}
          choices={faqPages.map((code) => ({
            key: code,
            to: keepLanguage(`/admin/faq?in=${language}&page=${code}`, location),
            name: t(`backOffice.faq.pages.${code}`),
            current: code === page,
          }))}
        />
        <ChoiceLinks
          label={t("backOffice.faq.languagesLabel")}
          choices={supportedLanguages.map((code) => ({
            key: code,
            to: keepLanguage(`/admin/faq?in=${code}&page=${page}`, location),
            name: t(`backOffice.languages.${code}`),
            current: code === language,
          }))}
        />
      </div>
      <section aria-labelledby="faq-add" className="mt-8 rounded-xl border border-slate-200 p-5">
        <h2 id="faq-add" className="text-xl font-bold text-brand-900">
          {t("backOffice.faq.add")}
        </h2>
        <div className="mt-4">
          <ItemForm
            key={`new-${items.length}`}
            language={language}
            page={page}
            intent="create"
            item={{ id: "new", question: "", answer: "", category: "general", position: next, published: true }}
          />
        </div>
      </section>
      <ol className="mt-8 space-y-6" aria-label={t("backOffice.faq.caption")}>
        {items.map((item) => (
          <li key={`${item.id}-${item.updatedAt}`} className="rounded-xl border border-slate-200 p-5">
            {item.published ? null : (
              <p className="mb-2 text-sm font-semibold text-amber-900">{t("backOffice.faq.draft")}</p>
            )}
            <ItemForm language={language} page={page} intent="update" item={item} />
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <button
                type="submit"
                className={buttonClasses("ghost", "sm")}
                aria-label={`${t("backOffice.faq.delete")}: ${item.question}`}
              >
                {t("backOffice.faq.delete")}
              </button>
            </Form>
          </li>
        ))}
      </ol>
    </div>
  );
}
