import { attachmentDisposition } from "../../../core/uploads.ts";

/**
 * How a case's file is answered: always as an attachment under its safe name (never displayed
 * inside our origin, where a crafted PDF or SVG-in-disguise could act as one of our pages), with
 * the type its bytes proved, no type guessing by the browser, and never cached anywhere — it is a
 * passport scan, not a public asset.
 */
export function downloadHeaders(file: { name: string; contentType: string; sizeBytes: number }): Headers {
  return new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.sizeBytes),
    "Content-Disposition": attachmentDisposition(file.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}
