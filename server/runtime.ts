import { seedPosts } from "../content/blog/seed-posts.ts";
import { createApi } from "./api.ts";
import type { ApiDeps } from "./api-deps.ts";
import { type Config, loadConfig } from "./config.ts";
import { createDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { startRateLimitSweep } from "./http/rate-limit-sweep.ts";
import { createLogTransport } from "./infra/mail/log-transport.ts";
import { createSmtpTransport } from "./infra/mail/smtp-transport.ts";
import { createFileStorage } from "./infra/storage/create-file-storage.ts";
import { createLogger } from "./logger.ts";
import { startAnalyticsRetention } from "./modules/analytics/purge-old-events.ts";
import { createAssistant } from "./modules/assistant/create-assistant.ts";
import { resolveAuthSecret } from "./modules/auth/auth-secret.ts";
import { startBillingClock } from "./modules/billing/billing-clock.ts";
import { seedBlogPosts } from "./modules/blog/seed-posts.ts";
import { startOrphanFilesSweep } from "./modules/cases/orphan-files-clock.ts";
import { watchContentChanges } from "./modules/content-changes/content-changes.ts";
import { startDraftsSweep } from "./modules/eligibility/drafts-clock.ts";
import { seedFaqItems } from "./modules/faq/seed-faq-items.ts";
import { createPdfService } from "./modules/guide-pdf/pdf-service.ts";
import { startNotificationClock } from "./modules/notifications/notification-clock.ts";
import { createOutboxWorker } from "./modules/outbox/outbox-worker.ts";
import { createPaymentProvider } from "./modules/payments/create-payment-provider.ts";
import { webhookDeliveryTo } from "./modules/payments/webhook-delivery.ts";

/**
 * Start-up in order: configuration → database → migrations → background worker.
 * Returns what the HTTP layer needs and a shutdown that releases it all.
 */
export async function bootRuntime(loaded: Config = loadConfig()) {
  // Sessions are signed with BETTER_AUTH_SECRET, or with one generated once into data/ (ADR 0012).
  const config: Config = { ...loaded, BETTER_AUTH_SECRET: resolveAuthSecret(loaded) };
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  // The blog's first articles, only into an empty blog: admin edits are never overwritten (ADR 0037).
  await seedBlogPosts(db, seedPosts, logger);
  // The FAQ starts from the written one while the table is empty (ADR 0038).
  await seedFaqItems(db);

  // Without SMTP, e-mails go to the log: their text (one-time links) only outside production.
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createLogTransport(logger, { includeText: config.NODE_ENV !== "production" });
  const outbox = createOutboxWorker({
    db,
    transport,
    logger,
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });
  outbox.start();

  // The test provider posts its events to our own webhook route, through the API built below.
  const webhook = webhookDeliveryTo();
  const deps: ApiDeps = {
    config,
    db,
    logger,
    rateLimiter: new RateLimiter(db),
    outbox,
    // Resolved once in config.ts: links never take the address from a request's Host header.
    siteUrl: config.PUBLIC_URL,
    ...createPaymentProvider({ config, db, siteUrl: config.PUBLIC_URL, deliver: webhook.deliver }),
    pdfs: createPdfService({
      cacheDir: config.PDF_CACHE_DIR,
      logger,
      siteUrl: config.PUBLIC_URL,
    }),
    fileStorage: createFileStorage(config),
    assistant: createAssistant({ config, db, logger }),
  };
  const api = createApi(deps);
  webhook.connect(api);
  logger.info({ provider: deps.payments.name }, "payments provider");
  logger.info({ storage: deps.fileStorage.kind }, "file storage");
  // Which answerer the chat uses (ADR 0042): the model's name and address, never a key or password.
  logger.info(
    deps.assistant.answerer.name === "model"
      ? {
          answerer: "model",
          model: config.ASSISTANT_MODEL_NAME,
          baseUrl: config.ASSISTANT_MODEL_BASE_URL?.replace(/\/\/[^/@]*@/, "//"),
        }
      : { answerer: "builtin" },
    "assistant answerer",
  );
  const billingClock = startBillingClock(deps);
  // Rate-limit windows that ended are forgotten (ADR 0070).
  const rateLimitSweep = startRateLimitSweep(deps.rateLimiter, logger);
  // Consented analytics events are kept 13 months (ADR 0040).
  const analyticsRetention = startAnalyticsRetention(db, logger);
  // Task reminders, and case e-mails a request did not send or the daily digests (ADR 0035).
  const notificationClock = startNotificationClock(deps);
  // What a crash left in the uploads' storage: half-received files, files with no row (ADR 0067).
  const orphanFilesSweep = startOrphanFilesSweep(deps, logger);
  // Visitors' detailed-assessment drafts nobody came back to (ADR 0078).
  const draftsSweep = startDraftsSweep(db, logger);
  // The guides a purchase serves are made now, in the background, so no buyer waits (ADR 0029).
  if (config.PDF_WARM_AT_START) deps.pdfs.warm();
  // An administrator's change on any instance: the assistant rebuilds its index in the background
  // and keeps answering from the old one meanwhile (ADR 0072); the page cache subscribes too.
  const contentChanges = watchContentChanges(deps);
  contentChanges.subscribe(() => {
    deps.assistant.refresh().catch((error: unknown) => {
      logger.error({ err: error }, "the assistant's knowledge base was not rebuilt after a change");
    });
  });
  // The assistant's knowledge base too, so the first question does not wait for it (ADR 0043).
  deps.assistant.knowledge().catch((error: unknown) => {
    logger.error({ err: error }, "the assistant's knowledge base could not be built; the first question tries again");
  });

  return {
    deps,
    api,
    contentChanges,
    async shutdown() {
      await contentChanges.stop();
      billingClock.stop();
      rateLimitSweep.stop();
      analyticsRetention.stop();
      await notificationClock.stop();
      await orphanFilesSweep.stop();
      await draftsSweep.stop();
      await deps.pdfs.close();
      await outbox.stop();
      await transport.close();
      await db.destroy();
    },
  };
}
