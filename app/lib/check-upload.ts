import { maxUploadBytes, sniffUploadType, type UploadType, uploadSniffBytes } from "../../core/uploads.ts";

export type UploadCheck = { ok: true; type: UploadType } | { ok: false; reason: "type" | "size" | "empty" };

/**
 * The upload rules (core/uploads.ts) applied in the browser before anything is sent, so a wrong
 * file is refused at once instead of after a long transfer: the type from the file's first bytes
 * (a renamed .exe is not a PDF, whatever its name says), then the size. The server checks again
 * while the file streams in; it is the authority, this only saves the wait.
 */
export async function checkUpload(file: Blob): Promise<UploadCheck> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  const firstBytes = new Uint8Array(await file.slice(0, uploadSniffBytes).arrayBuffer());
  const type = sniffUploadType(firstBytes);
  if (type === null) return { ok: false, reason: "type" };
  if (file.size > maxUploadBytes) return { ok: false, reason: "size" };
  return { ok: true, type };
}
