import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { asLanguage, languageNames, supportedLanguages } from "../../../core/languages.ts";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { EmailField, FormAlert, focusFirstError, SelectField, TextField } from "../../components/ui/fields.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { type FormRefusal, fieldFrom, refusalFor, refusalSentence } from "../../lib/form-refusal.ts";
import { formattedTotal, invoiceTotalOf } from "../../lib/invoice-total.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { CommerceView } from "./commerce-view.server.ts";

/**
 * The administrators' invoices: every done-for-you invoice with its number,
 * client, package, total, status and PDF, and "Issue an invoice" below.
 */
export function CommerceInvoicesPanel({
  view,
  refusal,
}: {
  view: Pick<CommerceView, "invoices" | "notice" | "catalogue" | "links">;
  refusal: FormRefusal | undefined;
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
        refusal={refusalFor(refusal, "issue-invoice")}
        onIssued={() => status.current?.focus()}
      />
    </div>
  );
}

/** What the form prices from, as typed: the package and the extra hours. */
type Priced = { packageId: string; extraHours: string };

/**
 * "Issue an invoice": the client's address, a package, extra hours and the invoice's language,
 * with the total the catalogue gives shown before sending. With JavaScript it calls POST
 * /api/admin/invoices; without, it posts to the page's action. Either way the page then shows
 * the new invoice's number and the invoice in the table. The fields are uncontrolled (ADR 0081):
 * what is typed before the page's scripts have run stays, and is read when the form is sent.
 */
function IssueInvoiceForm({
  catalogue,
  action,
  refusal: posted,
  onIssued,
}: {
  catalogue: CommerceView["catalogue"];
  action: string;
  refusal: FormRefusal | undefined;
  onIssued: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const totalId = useId();
  // Each invoice issued starts a new, empty form (a new key); a refusal of a post without
  // JavaScript gives its values to the first one only.
  const [issued, setIssued] = useState(0);
  const refusal = issued === 0 ? posted : undefined;
  const [errors, setErrors] = useState<FieldErrors>(refusal?.fieldErrors ?? {});
  const [alert, setAlert] = useState<string | null>(refusalSentence(refusal));
  const [pending, setPending] = useState(false);
  const language = asLanguage(i18n.language);
  const field = (name: string, stored = "") => fieldFrom(refusal, name, stored);
  const initial: Priced = {
    packageId: field("packageId").defaultValue,
    extraHours: field("extraHours", "0").defaultValue,
  };
  // The total of what the form holds. Until something is changed it is the one the server
  // rendered: the page's own, or the total of the refused values (no hydration difference).
  const [priced, setPriced] = useState<Priced | null>(null);
  const preview = priced
    ? formattedTotal(invoiceTotalOf(catalogue, priced.packageId, priced.extraHours), language)
    : refusal
      ? formattedTotal(invoiceTotalOf(catalogue, initial.packageId, initial.extraHours), language)
      : catalogue.emptyTotal;

  /** Reads what the form prices from, when it differs from what it started with. */
  function reprice() {
    const elements = form.current?.elements;
    const read = (name: string) => {
      const control = elements?.namedItem(name);
      return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
    };
    const now: Priced = { packageId: read("packageId"), extraHours: read("extraHours") };
    const changed = now.packageId !== initial.packageId || now.extraHours !== initial.extraHours;
    if (changed || priced) setPriced(now);
  }
  // Chosen before the page's scripts ran: priced once they do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form, on mount
  useEffect(reprice, [issued]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? "");
    setPending(true);
    setErrors({});
    setAlert(null);
    try {
      const hours = text("extraHours").trim();
      const created = await apiRequest<{ id: string; number: string }>("POST", "/api/admin/invoices", {
        email: text("email"),
        packageId: text("packageId") || null,
        extraHours: hours === "" ? undefined : Number(hours),
        language: text("language") || undefined,
      });
      setIssued((count) => count + 1);
      setPriced(null);
      await navigate(
        `${keepLanguage(`${location.pathname}?issued=${encodeURIComponent(created.number)}`, location)}#invoices`,
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
        key={issued}
        ref={form}
        method="post"
        action={action}
        noValidate
        aria-busy={pending}
        onSubmit={submit}
        onChange={reprice}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="issue-invoice" />
        <FormAlert message={alert} />
        <EmailField
          label={t("billing.admin.invoices.email")}
          defaultValue={field("email").defaultValue}
          error={errors.email}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t("billing.admin.invoices.packageLabel")}
            name="packageId"
            defaultValue={initial.packageId}
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
            defaultValue={initial.extraHours}
            error={errors.extraHours}
          />
        </div>
        <SelectField
          label={t("billing.admin.invoices.language")}
          name="language"
          defaultValue={field("language").defaultValue}
          error={errors.language}
          placeholder={t("billing.admin.invoices.clientLanguage")}
          options={supportedLanguages.map((code) => ({ value: code, label: languageNames[code].nativeName }))}
        />
        <div className="rounded-lg bg-brand-50 p-4">
          <p className="text-sm text-slate-700" id={totalId}>
            {t("billing.admin.invoices.totalLabel")}
          </p>
          {/* A refused post's total is formatted by the server, then by the browser: the same
              amount, in the same words, save for the spacing one engine's locale data may use. */}
          <output
            aria-labelledby={totalId}
            aria-live="polite"
            className="block text-2xl font-bold text-brand-900"
            suppressHydrationWarning
          >
            {preview.total}
          </output>
          <p className="text-sm text-slate-700" suppressHydrationWarning>
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
