import { AppError } from "../../http/app-error.ts";

/**
 * Nothing was printed: the Typst compiler could not be loaded or failed on a document. An
 * AppError, so any API route that lets it through answers 503 with the translated
 * "pdf_unavailable" message (server/http/error-handler.ts); its `message` keeps what went wrong,
 * for the logs.
 */
export class PdfUnavailableError extends AppError {
  override name = "PdfUnavailableError";
  constructor(detail: string, options?: { cause?: unknown }) {
    super("service_unavailable", "pdf_unavailable");
    this.message = detail;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
