import { createApi } from "../../api.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { createFileStorage } from "../../infra/storage/create-file-storage.ts";
import type { Logger } from "../../logger.ts";
import { createAssistant } from "../assistant/create-assistant.ts";
import { createPdfService } from "../guide-pdf/pdf-service.ts";
import { createPaymentProvider } from "../payments/create-payment-provider.ts";
import { webhookDeliveryTo } from "../payments/webhook-delivery.ts";

/**
 * What `npm run seed` hands the use cases: the server's own dependencies as server/runtime.ts
 * wires them (storage, the API whose webhook route takes the payment events), without its
 * background clocks, and always with the built-in test payment provider, whatever the
 * configuration says: demo purchases are never sent to Stripe. E-mails stay in the outbox table
 * for the server's worker. `config` must carry the resolved auth secret.
 */
export function openDemoRuntime(config: Config, db: Db, logger: Logger): { deps: ApiDeps; close(): Promise<void> } {
  const webhook = webhookDeliveryTo();
  const siteUrl = config.PUBLIC_URL;
  const deps: ApiDeps = {
    config,
    db,
    logger,
    rateLimiter: new RateLimiter(db),
    outbox: { nudge() {} },
    siteUrl,
    ...createPaymentProvider({
      config: { ...config, PAYMENTS_PROVIDER: "test" },
      db,
      siteUrl,
      deliver: webhook.deliver,
    }),
    pdfs: createPdfService({ cacheDir: config.PDF_CACHE_DIR, logger, siteUrl }),
    fileStorage: createFileStorage(config),
    assistant: createAssistant({ config, db, logger }),
  };
  webhook.connect(createApi(deps));
  return { deps, close: () => deps.pdfs.close() };
}
