import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { maxAttachmentsPerMessage, messageMaxLength } from "../../../core/case/case-inputs.ts";
import type { FileView } from "../../../server/modules/cases/case-view.ts";
import { UploadDropZone } from "../../components/shared/upload-drop-zone.tsx";
import { controlClasses, describedBy, errorIdOf } from "../../components/ui/form-field.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { fieldFrom, refusalFor } from "../../lib/form-refusal.ts";
import { sendMessageIntent } from "./intents.ts";
import type { MessageActionResult } from "./message-actions.server.ts";
import type { ThreadView } from "./thread-view.server.ts";

export type MessageComposerProps = {
  caseId: string;
  /** The page action that calls handleMessageAction (default: the current page). */
  action?: string;
  /** The page action's answer, when it was a message post (actionData). */
  result?: MessageActionResult | null;
  /** From loadThread: the limits as the page's language writes them. */
  limits: ThreadView["limits"];
};

/**
 * Writing to the other side of the case: a plain form posted to the page's action with
 * intent=send-message (handleMessageAction), so it works without JavaScript. With JavaScript, files
 * can be attached first: each goes through the upload widget (checked in the browser, then posted
 * to POST /api/cases/<caseId>/attachments with a progress bar; the server's refusal is shown in its
 * own words) and joins the form as a hidden `attachmentIds`. A refused message keeps what was
 * typed and says why beside the field; a sent one empties the form.
 */
export function MessageComposer({ caseId, action, result = null, limits }: MessageComposerProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [attached, setAttached] = useState<FileView[]>([]);
  const id = useId();
  const hintId = `${id}-hint`;
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === sendMessageIntent;
  const refusal = refusalFor(result, sendMessageIntent);
  const body = fieldFrom(refusal, "body");
  const bodyError = body.error;
  const attachmentError = refusal?.fieldErrors.attachmentIds;

  // A post that went through (no refusal came back) empties the form, whether the action answered
  // or redirected back to the page.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && !refusal) {
      form.current?.reset();
      setAttached([]);
    }
    wasSending.current = sending;
  }, [sending, refusal]);

  return (
    <Form ref={form} method="post" action={action} className="grid gap-3" data-testid="message-composer">
      <input type="hidden" name="intent" value={sendMessageIntent} />
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("messages.composer.label")}
        </label>
        <textarea
          id={id}
          name="body"
          rows={4}
          maxLength={messageMaxLength}
          defaultValue={body.defaultValue}
          dir="auto"
          aria-invalid={Boolean(bodyError)}
          aria-describedby={describedBy(id, [hintId], bodyError)}
          className={`${controlClasses} py-2`}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t("messages.composer.hint", { max: limits.maxLength, files: limits.maxFiles })}
        </p>
        {bodyError && (
          <p id={errorIdOf(id)} className="text-sm font-medium text-red-700">
            {bodyError}
          </p>
        )}
      </div>

      {attached.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-slate-800">{t("messages.composer.attached")}</p>
          <ul className="mt-1 grid gap-1">
            {attached.map((file) => (
              <li key={file.id} className="flex items-center gap-2 text-sm">
                <input type="hidden" name="attachmentIds" value={file.id} />
                <span className="truncate" dir="auto">
                  {file.name}
                </span>
                <button
                  type="button"
                  onClick={() => setAttached((files) => files.filter((other) => other.id !== file.id))}
                  className="min-h-10 rounded-lg px-2 font-semibold text-brand-800 underline hover:bg-slate-100"
                >
                  {t("messages.composer.remove", { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {attachmentError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {attachmentError}
        </p>
      )}
      {attached.length < maxAttachmentsPerMessage ? (
        <UploadDropZone<{ file: FileView }>
          endpoint={`/api/cases/${encodeURIComponent(caseId)}/attachments`}
          target={t("messages.composer.attachTarget")}
          maxText={limits.uploadSize}
          onUploaded={(body) => setAttached((files) => [...files, body.file].slice(0, maxAttachmentsPerMessage))}
        />
      ) : (
        <p className="text-sm text-slate-700">{t("messages.composer.full", { files: limits.maxFiles })}</p>
      )}
      <noscript>
        <p className="text-sm text-slate-700">{t("messages.composer.noscript")}</p>
      </noscript>

      {refusal?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal.message}
        </p>
      )}
      <div role="status" className="text-sm text-slate-700 empty:hidden">
        {result?.outcome === "sent" ? t("messages.composer.sent") : ""}
      </div>
      <div>
        <PendingButton pending={sending} pendingLabel={t("messages.composer.sending")}>
          {t("messages.composer.send")}
        </PendingButton>
      </div>
    </Form>
  );
}
