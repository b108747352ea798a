import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { numberFormat } from "../../../core/intl-formats.ts";
import { uploadAcceptAttribute } from "../../../core/uploads.ts";
import { checkUpload } from "../../lib/check-upload.ts";
import { useEarlyClickReplay } from "../../lib/early-clicks.ts";
import { formatFileSize } from "../../lib/file-size.ts";
import { sendUpload, type UploadProgress } from "../../lib/send-upload.ts";
import { uploadRefusal } from "../../lib/upload-refusal.ts";

type Sending = { name: string; progress: UploadProgress | null };
type Outcome = { kind: "uploaded" | "cancelled" | "refused"; name: string; message: string };

export type UploadDropZoneProps<T> = {
  /** Where the file is posted (multipart, field `file`). */
  endpoint: string;
  /** What the file is for, said in the picker button's name ("Choose a file for Passport scan"). */
  target: string;
  /** The size limit as the page writes it ("10 MB"), formatted on the server. */
  maxText: string;
  /** After each stored file, with the API's answer; the page's data is revalidated anyway. */
  onUploaded?: (body: T) => void;
};

/**
 * A file upload a person can do however they work: drop files on the area, or
 * press the real button (Enter or Space) to open the picker. Each file is checked in the browser
 * first — its type by its first bytes, then its size — and refused at once with the rules' own
 * words; otherwise it is sent with a visible progress bar, its name and a cancel button. The
 * outcome is announced (a polite status for success, an alert for a refusal, the server's
 * sentence when it refused), and the page's data is revalidated so the document's status, the
 * progress and the activity feed follow. Several files go one after the other.
 */
export function UploadDropZone<T>({ endpoint, target, maxText, onUploaded }: UploadDropZoneProps<T>) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const replay = useEarlyClickReplay(button);
  const cancelCurrent = useRef<(() => void) | null>(null);
  const stopQueue = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const said = (outcome: Outcome) => setOutcomes((earlier) => [...earlier, outcome]);
  const rulesId = useId();

  const percent = (progress: UploadProgress | null) =>
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;

  async function uploadOne(file: File): Promise<boolean> {
    setSending({ name: file.name, progress: null });
    const check = await checkUpload(file);
    if (!check.ok) {
      const size = check.reason === "size" ? ` (${formatFileSize(i18n.language, file.size)})` : "";
      said({ kind: "refused", name: `${file.name}${size}`, message: uploadRefusal(i18n.language, check.reason) });
      return true;
    }
    const upload = sendUpload<T>(endpoint, file, (progress) => setSending({ name: file.name, progress }));
    cancelCurrent.current = upload.cancel;
    const result = await upload.done;
    cancelCurrent.current = null;
    if (result.kind === "uploaded") {
      said({ kind: "uploaded", name: file.name, message: t("dashboard.uploads.success", { name: file.name }) });
      onUploaded?.(result.body);
      return true;
    }
    if (result.kind === "cancelled") {
      said({ kind: "cancelled", name: file.name, message: t("dashboard.uploads.cancelled", { name: file.name }) });
      return false;
    }
    const message =
      result.kind === "refused" && result.message
        ? result.message
        : result.kind === "refused" && result.status === 413
          ? uploadRefusal(i18n.language, "size")
          : t("dashboard.uploads.failed");
    said({ kind: "refused", name: file.name, message });
    return true;
  }

  async function uploadAll(files: File[]) {
    if (sending || files.length === 0) return;
    stopQueue.current = false;
    setOutcomes([]);
    let stored = false;
    for (const file of files) {
      if (stopQueue.current) break;
      const carryOn = await uploadOne(file);
      if (!carryOn) break;
      stored = true;
    }
    setSending(null);
    if (input.current) input.current.value = "";
    // The status, the progress and the activity changed on the server: show them.
    if (stored) await revalidator.revalidate();
  }

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (over) event.dataTransfer.dropEffect = "copy";
    setDragging(over);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button below does the same from the keyboard. */}
      <div
        data-testid="upload-drop-zone"
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void uploadAll([...event.dataTransfer.files]);
        }}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition-colors ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-8 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            d="M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="font-semibold text-slate-800">
          {t("dashboard.uploads.dropHint")}{" "}
          <span className="font-normal text-slate-600">{t("dashboard.uploads.or")}</span>
        </p>
        <button
          ref={button}
          {...replay}
          type="button"
          disabled={sending !== null}
          aria-label={t("dashboard.uploads.chooseFor", { title: target })}
          aria-describedby={rulesId}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t("dashboard.uploads.choose")}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={uploadAcceptAttribute}
          onChange={(event) => void uploadAll([...(event.currentTarget.files ?? [])])}
        />
        <p id={rulesId} className="text-sm text-slate-600">
          {t("dashboard.uploads.rules", { max: maxText })}
        </p>
        {sending && (
          <div className="mt-2 w-full max-w-md text-start" data-testid="upload-progress">
            <p className="truncate text-sm font-semibold text-slate-800">
              {t("dashboard.uploads.uploading", { name: sending.name })}
            </p>
            <div className="mt-1 flex items-center gap-3">
              <progress
                className="h-2.5 flex-1 accent-brand-700"
                max={100}
                value={percent(sending.progress)}
                aria-label={t("dashboard.uploads.progressLabel", { name: sending.name })}
              />
              <span className="w-12 text-end text-sm tabular-nums text-slate-700">
                {numberFormat(i18n.language, { style: "percent" }).format(percent(sending.progress) / 100)}
              </span>
            </div>
            <button
              type="button"
              onClick={() => {
                stopQueue.current = true;
                cancelCurrent.current?.();
              }}
              className="mt-2 inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t("dashboard.uploads.cancel")}
            </button>
          </div>
        )}
      </div>
      <div role="status" className="empty:hidden mt-2 grid gap-1">
        {outcomes
          .filter((outcome) => outcome.kind !== "refused")
          .map((outcome, index) => (
            <p
              // biome-ignore lint/suspicious/noArrayIndexKey: a batch's outcomes only grow, in order.
              key={index}
              className={`text-sm font-semibold ${outcome.kind === "uploaded" ? "text-emerald-800" : "text-slate-700"}`}
            >
              {outcome.message}
            </p>
          ))}
      </div>
      <div role="alert" className="empty:hidden mt-2 grid gap-2">
        {outcomes
          .filter((outcome) => outcome.kind === "refused")
          .map((outcome, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a batch's outcomes only grow, in order.
              key={index}
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <p className="font-semibold">{t("dashboard.uploads.refusedTitle", { name: outcome.name })}</p>
              <p>{outcome.message}</p>
            </div>
          ))}
      </div>
    </div>
  );
}
