import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { asLanguage, languageNames, supportedLanguages } from "../../../core/languages.ts";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { EmailField, FormAlert, focusFirstError, SelectField, TextField } from "../../components/ui/fields.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { formattedTotal, invoiceTotalOf } from "../../lib/invoice-total.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { CommerceRefusal, InvoiceFormValues } from "./commerce-actions.server.ts";
import type { CommerceView } from "./commerce-view.server.ts";

const emptyForm: InvoiceFormValues = { email: "", packageId: "", extraHours: "0", language: "" };

type IssueRefusal = Extract<CommerceRefusal, { intent: "issue-invoice" }>;

/**
 * Issue 12 item 7, the administrators' invoices: every done-for-you invoice with its number,
 * client, package, total, status and PDF, and "Issue an invoice" below.
 */
export function CommerceInvoicesPanel({
  view,
  refusal,
}: {
  view: Pick<CommerceView, "invoices" | "notice" | "catalogue" | "links">;
  refusal: CommerceRefusal | undefined;
}) {
  const { t } = useTranslation();
  const status = useRef<HTMLDivElement>(null);
  const notice =
    view.notice?.kind === "issued"
      ? t("billing.admin.invoices.issued", { number: view.notice.number, email: view.notice.email })
      : null;
  return (
    <div className="grid gap-8">
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className={notice ? "rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {notice}
      </div>
      {view.invoices.length === 0 ? (
        <p className="text-slate-700">{t("billing.admin.invoices.none")}</p>
      ) : (
        <DataTable
          caption={t("billing.admin.invoices.caption")}
          columns={(["number", "date", "client", "package", "total", "status", "pdf"] as const).map((column) =>
            t(`billing.admin.invoices.${column}`),
          )}
        >
          {view.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className={`${tableCell} font-medium whitespace-nowrap text-slate-900`} dir="ltr">
                {invoice.number}
              </th>
              <td className={`${tableCell} whitespace-nowrap text-slate-700`}>
                <time dateTime={invoice.createdAt}>{invoice.date}</time>
              </td>
              <td className={`${tableCell} text-slate-900`}>
                {invoice.customerName}
                <br />
                <span className="text-slate-700" dir="ltr">
                  {invoice.email}
                </span>
              </td>
              <td className={`${tableCell} text-slate-900`}>
                {invoice.packageName ?? t("billing.profile.invoices.consultingOnly")}
              </td>
              <td className={`${tableCell} whitespace-nowrap text-slate-900`}>{invoice.total}</td>
              <td className={`${tableCell} text-slate-700`} data-status={invoice.status}>
                {t(`billing.invoiceStatus.${invoice.status}`)}
              </td>
              <td className={tableCell}>
                <a
                  href={`/api/invoices/${invoice.id}/pdf`}
                  download
                  className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
                >
                  {t("billing.admin.invoices.downloadPdf")}
                  <span className="sr-only"> {t("billing.profile.invoices.forInvoice", invoice)}</span>
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <IssueInvoiceForm
        catalogue={view.catalogue}
        action={view.links.action}
        refusal={refusal?.intent === "issue-invoice" ? refusal : undefined}
        onIssued={() => status.current?.focus()}
      />
    </div>
  );
}

/**
 * "Issue an invoice": the client's address, a package, extra hours and the invoice's language,
 * with the total the catalogue gives shown before sending. With JavaScript it calls POST
 * /api/admin/invoices; without, it posts to the page's action. Either way the page then shows
 * the new invoice's number and the invoice in the table.
 */
function IssueInvoiceForm({
  catalogue,
  action,
  refusal,
  onIssued,
}: {
  catalogue: CommerceView["catalogue"];
  action: string;
  refusal: IssueRefusal | undefined;
  onIssued: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const totalId = useId();
  const [values, setValues] = useState<InvoiceFormValues>(refusal?.values ?? emptyForm);
  const [errors, setErrors] = useState<FieldErrors>(refusal?.fields ?? {});
  const [alert, setAlert] = useState<string | null>(refusal?.message ?? null);
  const [pending, setPending] = useState(false);
  // Until something is changed, the total is the one the server formatted (no hydration difference).
  const [edited, setEdited] = useState(false);
  const language = asLanguage(i18n.language);
  const preview = edited
    ? formattedTotal(invoiceTotalOf(catalogue, values.packageId, values.extraHours), language)
    : (refusal?.preview ?? catalogue.emptyTotal);

  const change = (field: keyof InvoiceFormValues) => (event: { target: { value: string } }) => {
    setEdited(true);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    setAlert(null);
    try {
      const hours = values.extraHours.trim();
      const issued = await apiRequest<{ id: string; number: string }>("POST", "/api/admin/invoices", {
        email: values.email,
        packageId: values.packageId || null,
        extraHours: hours === "" ? undefined : Number(hours),
        language: values.language || undefined,
      });
      setValues(emptyForm);
      setEdited(false);
      await navigate(
        `${keepLanguage(`${location.pathname}?issued=${encodeURIComponent(issued.number)}`, location)}#invoices`,
        {
          preventScrollReset: true,
        },
      );
      onIssued();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === "network") {
        showToast({ title: t("account.network"), description: t("account.networkText"), variant: "destructive" });
      } else {
        setErrors(failure.fields);
        setAlert(failure.message);
        showToast({
          title: t("billing.admin.invoices.issueFailed"),
          description: failure.message,
          variant: "destructive",
        });
        requestAnimationFrame(() => focusFirstError(form.current));
      }
    } finally {
      setPending(false);
    }
  }

  const m = (key: "issueTitle" | "issueIntro") => t(`billing.admin.invoices.${key}`);
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {m("issueTitle")}
      </h3>
      <p className="-mt-2 text-slate-700">{m("issueIntro")}</p>
      <form
        ref={form}
        method="post"
        action={action}
        noValidate
        aria-busy={pending}
        onSubmit={submit}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="issue-invoice" />
        <FormAlert message={alert} />
        <EmailField
          label={t("billing.admin.invoices.email")}
          value={values.email}
          onChange={change("email")}
          error={errors.email}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t("billing.admin.invoices.packageLabel")}
            name="packageId"
            value={values.packageId}
            onChange={change("packageId")}
            error={errors.packageId}
            placeholder={t("billing.admin.invoices.noPackage")}
            options={catalogue.packages.map((plan) => ({
              value: plan.id,
              label: t("billing.admin.invoices.packageOption", { name: plan.name, price: plan.price }),
            }))}
          />
          <TextField
            label={t("billing.admin.invoices.hours")}
            hint={t("billing.admin.invoices.hoursHint", { rate: catalogue.hourRate })}
            name="extraHours"
            type="number"
            inputMode="numeric"
            min={0}
            max={200}
            step={1}
            value={values.extraHours}
            onChange={change("extraHours")}
            error={errors.extraHours}
          />
        </div>
        <SelectField
          label={t("billing.admin.invoices.language")}
          name="language"
          value={values.language}
          onChange={change("language")}
          error={errors.language}
          placeholder={t("billing.admin.invoices.clientLanguage")}
          options={supportedLanguages.map((code) => ({ value: code, label: languageNames[code].nativeName }))}
        />
        <div className="rounded-lg bg-brand-50 p-4">
          <p className="text-sm text-slate-700" id={totalId}>
            {t("billing.admin.invoices.totalLabel")}
          </p>
          <output aria-labelledby={totalId} aria-live="polite" className="block text-2xl font-bold text-brand-900">
            {preview.total}
          </output>
          <p className="text-sm text-slate-700">
            {t("billing.admin.invoices.vatPart", { rate: catalogue.vatRate, amount: preview.vat })}
          </p>
        </div>
        <PendingButton
          pending={pending}
          pendingLabel={t("billing.admin.invoices.issuing")}
          className="justify-self-start"
        >
          {t("billing.admin.invoices.submit")}
        </PendingButton>
      </form>
    </section>
  );
}
