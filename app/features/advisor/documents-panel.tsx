import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { caseTextMaxLength, caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { priorities } from "../../../core/case/journey.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { CheckboxField, DateField, SelectField, TextareaField, TextField } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom, refusalFor } from "../../lib/form-refusal.ts";
import { CaseFormSummary } from "./case-form-summary.tsx";
import type { CasePage } from "./case-page.server.ts";
import { CaseSection } from "./case-section.tsx";
import { DocumentCard } from "./document-card.tsx";
import type { TemplateChoice } from "./document-templates-view.server.ts";

const customId = (field: string) => `custom-${field}`;
const templateFieldId = (field: string) => `tpl-${field}`;

/**
 * The Documents tab: every requested document with its files and the review moves its status
 * allows; beside it, requesting more — ticked templates of the case's visa, several at once, or
 * a document of one's own. Withdrawn requests are kept apart at the end.
 */
export function DocumentsPanel({ page, refusal }: { page: CasePage; refusal: FormRefusal | undefined }) {
  const { t } = useTranslation();
  const { view } = page;
  const open = view.documents.filter((doc) => doc.status !== "not_requested");
  const withdrawn = view.documents.filter((doc) => doc.status === "not_requested");
  const refusedCustom = refusalFor(refusal, "request-custom");
  const priorityChoices = priorities.map((priority) => ({
    value: priority,
    label: t(`dashboard.priorities.${priority}`),
  }));

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <CaseSection title={t("advisor.documents.listTitle")}>
          {open.length === 0 ? (
            <p className="text-slate-700">{t("advisor.documents.none")}</p>
          ) : (
            <ul className="grid gap-4">
              {open.map((doc) => (
                <DocumentCard
                  key={doc.id}
                  doc={doc}
                  page={page}
                  refusal={refusalFor(refusal, "document-event", doc.id)}
                />
              ))}
            </ul>
          )}
        </CaseSection>
        {withdrawn.length > 0 && (
          <CaseSection title={t("advisor.documents.withdrawnTitle")}>
            <ul className="grid gap-4">
              {withdrawn.map((doc) => (
                <DocumentCard key={doc.id} doc={doc} page={page} refusal={undefined} />
              ))}
            </ul>
          </CaseSection>
        )}
      </div>

      <div className="grid content-start gap-6">
        <CaseSection title={t("advisor.documents.templatesTitle")}>
          <TemplateChecklist
            page={page}
            templates={page.templates}
            refusal={refusalFor(refusal, "request-templates")}
            priorityChoices={priorityChoices}
          />
        </CaseSection>
        <CaseSection title={t("advisor.documents.customTitle")}>
          <Form method="post" noValidate preventScrollReset key={view.documents.length} className="grid gap-4">
            <CaseFormSummary refusal={refusedCustom} idOf={customId} />
            <input type="hidden" name="intent" value="request-custom" />
            <TextField
              id={customId("title")}
              {...fieldFrom(refusedCustom, "title")}
              label={t("advisor.fields.title")}
              maxLength={caseTitleMaxLength}
              required
              autoComplete="off"
            />
            <TextareaField
              id={customId("description")}
              {...fieldFrom(refusedCustom, "description")}
              label={t("advisor.fields.description")}
              maxLength={caseTextMaxLength}
            />
            <CheckboxField
              id={customId("required")}
              name="required"
              label={t("advisor.fields.required")}
              hint={t("advisor.fields.requiredHint")}
              defaultChecked={refusedCustom?.values.required === "on"}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={customId("priority")}
                {...fieldFrom(refusedCustom, "priority", "medium")}
                label={t("advisor.fields.priority")}
                options={priorityChoices}
              />
              <DateField
                id={customId("dueDate")}
                {...fieldFrom(refusedCustom, "dueDate")}
                label={t("advisor.fields.dueDate")}
              />
            </div>
            <div>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("advisor.documents.requestCustom")}
              </button>
            </div>
          </Form>
        </CaseSection>
      </div>
    </div>
  );
}

/** The visa's templates not requested yet, each a checkbox with its own required, priority and due date. */
function TemplateChecklist({
  page,
  templates,
  refusal,
  priorityChoices,
}: {
  page: CasePage;
  templates: TemplateChoice[];
  refusal: FormRefusal | undefined;
  priorityChoices: { value: string; label: string }[];
}) {
  const { t, i18n } = useTranslation();
  if (templates.length === 0) {
    return (
      <p className="text-slate-700">
        {page.view.documents.some((doc) => doc.templateKey !== null)
          ? t("advisor.documents.allRequested")
          : t("advisor.documents.noTemplates")}
      </p>
    );
  }
  return (
    <Form method="post" noValidate preventScrollReset key={page.view.documents.length} className="grid gap-4">
      <CaseFormSummary refusal={refusal} idOf={templateFieldId} />
      <input type="hidden" name="intent" value="request-templates" />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-slate-800">
          {t("advisor.documents.templatesFor", { visa: page.visa })}{" "}
          <span className="text-sm text-slate-700">{t("advisor.documents.templatesIntro")}</span>
        </legend>
        <ul className="grid gap-3">
          {templates.map((template) => {
            const id = (field: string) => templateFieldId(`${field}-${template.key}`);
            const value = (field: string) => refusal?.values[`${field}-${template.key}`];
            // A template not translated into the page's language is read in English: said to the screen reader.
            const textLang = template.lang === i18n.language ? undefined : template.lang;
            return (
              <li key={template.key} data-template={template.key}>
                <fieldset className="grid gap-2 rounded-xl border border-slate-200 p-3">
                  <legend className="sr-only" lang={textLang}>
                    {template.title}
                  </legend>
                  <div lang={textLang}>
                    <CheckboxField
                      id={id("template")}
                      name="template"
                      value={template.key}
                      label={template.title}
                      hint={template.description}
                      defaultChecked={value("template") === "on"}
                    />
                  </div>
                  <div className="grid gap-3 ps-8 sm:grid-cols-2 sm:items-end">
                    <div className="sm:col-span-2">
                      <CheckboxField
                        id={id("required")}
                        name={`required-${template.key}`}
                        label={t("advisor.fields.required")}
                        defaultChecked={value("required") === "on"}
                      />
                    </div>
                    <SelectField
                      id={id("priority")}
                      {...fieldFrom(refusal, `priority-${template.key}`, template.priority)}
                      label={t("advisor.fields.priority")}
                      options={priorityChoices}
                    />
                    <DateField
                      id={id("due")}
                      {...fieldFrom(refusal, `due-${template.key}`)}
                      label={t("advisor.fields.dueDate")}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        <button type="submit" className={buttonClasses("primary")}>
          {t("advisor.documents.requestSelected")}
        </button>
      </div>
    </Form>
  );
}
