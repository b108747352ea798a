import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { UploadDropZone } from "../../components/shared/upload-drop-zone.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { AppointmentKitView } from "./appointment-kit-view.server.ts";

/**
 * The record, oldest first: each attempt's day, where, what happened and the note, its screenshot
 * (download, or add one by the drop zone, which checks and sends the file to the API), and a
 * button to delete it.
 */
export function AttemptsList({
  attempts,
  action,
  uploadMaxText,
}: {
  attempts: AppointmentKitView["attempts"];
  action: string;
  uploadMaxText: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3">
      {attempts.map((attempt) => (
        <li key={attempt.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-900">{attempt.day}</p>
              <p className="text-slate-800">
                {attempt.channel} — {attempt.outcome}
              </p>
              {attempt.note && <p className="mt-1 text-sm text-slate-700">{attempt.note}</p>}
            </div>
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="attempt-delete" />
              <input type="hidden" name="id" value={attempt.id} />
              <Button
                type="submit"
                variant="secondary"
                aria-label={t("appointmentKit.record.deleteLabel", { day: attempt.day })}
              >
                {t("appointmentKit.record.delete")}
              </Button>
            </Form>
          </div>
          <div className="mt-3">
            <p className="text-sm font-semibold text-slate-900">{t("appointmentKit.record.screenshot")}</p>
            {attempt.screenshot ? (
              <p className="mt-1 text-sm">
                <a
                  href={attempt.screenshot.href}
                  download
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t("appointmentKit.record.download", { name: attempt.screenshot.name })}
                </a>{" "}
                <span className="text-slate-600">({attempt.screenshot.size})</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t("appointmentKit.record.noScreenshot")}</p>
            )}
            <div className="mt-2">
              <UploadDropZone
                endpoint={attempt.uploadEndpoint}
                target={t("appointmentKit.record.uploadTarget", { day: attempt.day })}
                maxText={uploadMaxText}
              />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
