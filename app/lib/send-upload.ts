import { isLanguage } from "../../core/languages.ts";
import { pageLanguageHeader } from "../../core/negotiate-language.ts";

/**
 * Sends one file as multipart/form-data (field `file`) with XMLHttpRequest, the one browser API
 * that reports upload progress (fetch reports none). Cookies go with it (same origin), and the
 * browser adds the Origin header the server's cross-site check reads. The answer is the API's
 * JSON: the stored file, or `{ error: { message } }` whose message is in the page's language (its
 * `<html lang>` goes along, as app/lib/api-request.ts sends it).
 */
export type UploadOutcome<T> =
  | { kind: "uploaded"; body: T }
  | { kind: "refused"; status: number; message: string | null }
  | { kind: "failed" }
  | { kind: "cancelled" };

export type UploadProgress = { loaded: number; total: number };

export function sendUpload<T>(
  endpoint: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): { done: Promise<UploadOutcome<T>>; cancel: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome<T>>((resolve) => {
    request.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== undefined) {
        resolve({ kind: "uploaded", body: body as T });
        return;
      }
      resolve({ kind: "refused", status: request.status, message: errorMessage(body) });
    };
    request.onerror = () => resolve({ kind: "failed" });
    request.ontimeout = () => resolve({ kind: "failed" });
    request.onabort = () => resolve({ kind: "cancelled" });
  });
  const form = new FormData();
  form.append("file", file, file.name);
  request.open("POST", endpoint);
  request.setRequestHeader("Accept", "application/json");
  const language = document.documentElement.lang;
  if (isLanguage(language)) request.setRequestHeader(pageLanguageHeader, language);
  request.send(form);
  return { done, cancel: () => request.abort() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's error sentence ({ error: { message } }), or null when the answer carried none. */
function errorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null || !("message" in error)) return null;
  const message = (error as { message: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
