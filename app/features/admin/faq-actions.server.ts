import type { RouterContextProvider } from "react-router";
import { faqItemSchema } from "../../../core/back-office/back-office-inputs.ts";
import { asLanguage } from "../../../core/languages.ts";
import { createFaqItem, deleteFaqItem, updateFaqItem } from "../../../server/modules/faq/save-faq-item.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { backOfficeAction, parsedForm } from "./back-office-action.server.ts";
import { pageOf } from "./faq-page.server.ts";

function itemFrom(form: FormData) {
  return parsedForm(faqItemSchema, {
    language: form.get("language"),
    page: form.get("page"),
    question: form.get("question") ?? "",
    answer: form.get("answer") ?? "",
    category: form.get("category"),
    position: Number(form.get("position") ?? Number.NaN),
    published: form.get("published") === "on",
  });
}

/** An FAQ item created, changed or deleted, back on the page and language it was edited in. */
export async function faqAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const language = asLanguage(url.searchParams.get("in") ?? getLocale(context));
  const page = pageOf(url);
  const id = (form: FormData) => String(form.get("id") ?? "").slice(0, 100);
  return backOfficeAction(
    request,
    context,
    {
      create: async (form, admin, services) => void (await createFaqItem(services.db, itemFrom(form), admin.id)),
      update: async (form, admin, services) =>
        void (await updateFaqItem(services.db, id(form), itemFrom(form), admin.id)),
      delete: async (form, admin, services) => deleteFaqItem(services.db, id(form), admin.id),
    },
    `/admin/faq?in=${language}&page=${page}`,
  );
}
