import { uploadMessagesAr, uploadMessagesEn, uploadMessagesFr } from "../../content/messages/upload-messages.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import { asLanguage } from "../../core/languages.ts";
import { maxUploadMegabytes } from "../../core/uploads.ts";
import type { UploadCheck } from "./check-upload.ts";

const messages = { en: uploadMessagesEn, fr: uploadMessagesFr, ar: uploadMessagesAr };

/**
 * The browser's refusal of a file, in the very words the API uses for the same refusal
 * (content/messages/upload-messages.ts: "Only JPG, PNG and PDF files are accepted",
 * the size limit from core/uploads.ts), so the person reads one sentence whichever side caught it.
 */
export function uploadRefusal(language: string, reason: Extract<UploadCheck, { ok: false }>["reason"]): string {
  const catalog = messages[asLanguage(language)];
  if (reason === "type") return catalog.upload_type_refused;
  if (reason === "empty") return catalog.upload_missing;
  return catalog.upload_too_large.replace("{maxMb}", numberFormat(language).format(maxUploadMegabytes));
}
