import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { FileStorage } from "./infra/storage/file-storage.ts";
import type { Logger } from "./logger.ts";
import type { Assistant } from "./modules/assistant/assistant-service.ts";
import type { PdfService } from "./modules/guide-pdf/pdf-service.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import type { TestProvider } from "./modules/payments/test-provider.ts";

/**
 * What every API module is given. It lives in its own file, not in server/api.ts, so the module
 * routes can name it without importing the file that imports them (no import circle).
 */
export type ApiDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  rateLimiter: RateLimiter;
  outbox: { nudge(): void };
  /** Absolute base URL used in e-mails. */
  siteUrl: string;
  /** Stripe, or the built-in test provider (ADR 0028). */
  payments: PaymentProvider;
  /** The test provider's own controls (its payment page and portal); null with Stripe. */
  testPayments: TestProvider | null;
  /** The guides and invoices as PDFs, printed by Typst (ADR 0069), the guides cached (ADR 0029). */
  pdfs: PdfService;
  /** Uploaded files: local disk outside the web root, or an S3-compatible bucket (ADR 0033). */
  fileStorage: FileStorage;
  /** The assistant's knowledge base and answerers (ADRs 0041, 0042). */
  assistant: Assistant;
};
