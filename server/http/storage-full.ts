import { AppError } from "./app-error.ts";

/**
 * A write refused because the disk or the quota is full (ENOSPC, EDQUOT), or an S3-compatible
 * service saying the same (507, as MinIO does). Not a bug of ours nor of the request: the person is
 * told to try again later (507, `upload_storage_full`) and the server goes on serving; operators
 * see it in the log (ADR 0067).
 */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return true;
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 507;
}

/** The translated refusal for a full disk (the system's error kept as its cause, for the log), or the error as it was. */
export function asStorageFullRefusal(error: unknown): unknown {
  if (!isStorageFull(error)) return error;
  const refusal = new AppError("insufficient_storage", "upload_storage_full");
  refusal.cause = error;
  return refusal;
}
