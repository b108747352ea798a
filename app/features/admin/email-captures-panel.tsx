import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../core/intl-formats.ts";
import { asLanguage } from "../../../core/languages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { apiRequest } from "../../lib/api-request.ts";

type Capture = { email: string; createdAt: string; conversationId: string | null };
type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; rows: Capture[] };

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** The file name the server chose (Content-Disposition), else the spec's pattern for today. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? `passerelle-emails-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * The administrator screen: the captured addresses with "Loading email data..." while they
 * load, the total and this week's count (created within the last 7 days), a search, and the CSV
 * export — disabled with a note while nothing has been collected, busy while exporting.
 */
export function EmailCapturesPanel() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [query, setQuery] = useState("");
  const [exporting, setExporting] = useState(false);
  const searchId = useId();
  const exportNoteId = useId();

  const fetchList = useCallback(() => {
    setLoad({ state: "loading" });
    apiRequest<Capture[]>("GET", "/api/email-captures")
      .then((rows) => setLoad({ state: "ready", rows }))
      .catch((error: unknown) => {
        console.warn("Failed to load email captures", error);
        setLoad({ state: "failed" });
      });
  }, []);
  useEffect(fetchList, [fetchList]);

  const rows = load.state === "ready" ? load.rows : [];
  const number = numberFormat(language);
  const thisWeek = useMemo(() => {
    const since = Date.now() - weekMs;
    return rows.filter((row) => Date.parse(row.createdAt) >= since).length;
  }, [rows]);
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) => row.email.includes(needle) || (row.conversationId ?? "").toLowerCase().includes(needle))
    : rows;

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      const response = await apiRequest<Response>("GET", "/api/email-captures/export");
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.warn("Failed to export email captures", error);
      showToast({ title: t("admin.emails.exportFailed"), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  if (load.state === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />
        {t("admin.emails.loading")}
      </p>
    );
  }
  if (load.state === "failed") {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-slate-800">{t("admin.emails.loadFailed")}</p>
        <Button variant="secondary" size="sm" onClick={fetchList}>
          {t("admin.emails.retry")}
        </Button>
      </div>
    );
  }

  const empty = rows.length === 0;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-700">{t("admin.emails.total")}</dt>
          <dd className="text-3xl font-bold text-brand-900" data-testid="total-count">
            {number.format(rows.length)}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-700">
            {t("admin.emails.thisWeek")} <span className="text-xs">({t("admin.emails.thisWeekHint")})</span>
          </dt>
          <dd className="text-3xl font-bold text-brand-900" data-testid="week-count">
            {number.format(thisWeek)}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            {t("admin.emails.search")}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("admin.emails.searchPlaceholder")}
            disabled={empty}
            className="min-h-11 w-72 max-w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <div className="grid justify-items-end gap-1">
          <Button
            onClick={exportCsv}
            disabled={empty || exporting}
            aria-busy={exporting}
            aria-describedby={empty ? exportNoteId : undefined}
          >
            {exporting && <Spinner className="size-4" />}
            {exporting ? t("admin.emails.exporting") : t("admin.emails.export")}
          </Button>
          {empty && (
            <p id={exportNoteId} className="text-sm text-slate-700">
              {t("admin.emails.exportEmpty")}
            </p>
          )}
        </div>
      </div>

      {empty ? (
        <p className="text-slate-700">{t("admin.emails.none")}</p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-slate-700">
          {t("admin.emails.noMatch", { query: query.trim() })}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("admin.emails.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t("admin.emails.columns.email")}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t("admin.emails.columns.date")}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t("admin.emails.columns.conversation")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {shown.map((row) => (
                <tr key={row.email}>
                  <td className="px-4 py-3 font-medium text-slate-900" dir="ltr">
                    {row.email}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={row.createdAt}>{formatAdminDateTime(row.createdAt, language)}</time>
                  </td>
                  <td className="px-4 py-3 text-slate-700" dir={row.conversationId ? "ltr" : undefined}>
                    {row.conversationId ?? <span className="text-slate-600">{t("admin.emails.noConversation")}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
