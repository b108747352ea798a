import { isLanguage } from "../../core/languages.ts";
import { pageLanguageHeader } from "../../core/negotiate-language.ts";

/**
 * The one way the browser calls our API: JSON content type only when there is a body,
 * cookies always included, a JSON response parsed, and any non-OK response thrown as
 * "<status>: <body or status text>". Sessions travel in the httpOnly cookie, never in storage.
 */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * The API answers in the language of the page that calls it (its `<html lang>`, which may come
 * from ?lang= rather than the cookie), so a refused form speaks the page's language (ADR 0026).
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLanguage(language) ? { [pageLanguageHeader]: language } : {};
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: { ...pageLanguage(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, await response.text(), response.statusText);
  }
  const isJson = response.headers.get("content-type")?.includes("application/json");
  return (isJson ? await response.json() : response) as T;
}
