import { Hono } from "hono";
import { negotiateLanguage } from "../core/negotiate-language.ts";
import type { ApiDeps } from "./api-deps.ts";
import type { ApiEnv } from "./http/api-env.ts";
import { AppError } from "./http/app-error.ts";
import { defaultBodyLimitBytes, limitBodySize } from "./http/body-limit.ts";
import { clientIpOf } from "./http/client-ip.ts";
import { refuseCrossSite } from "./http/csrf.ts";
import { apiNotFound, handleApiError } from "./http/error-handler.ts";
import { jsonBodyProblem, maxJsonDepth } from "./http/json-body-problem.ts";
import { addressHasNullCharacter } from "./http/null-characters.ts";
import { isUploadRequest } from "./http/upload-paths.ts";
import { backOfficeRoutes } from "./modules/admin/back-office.routes.ts";
import { adminCommerceRoutes } from "./modules/admin/commerce.routes.ts";
import { emailCapturesRoutes } from "./modules/admin/email-captures.routes.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { adminDashboardRoutes } from "./modules/analytics/dashboard.routes.ts";
import { appointmentKitRoutes } from "./modules/appointment-kit/appointment-kit.routes.ts";
import { assessmentsRoutes } from "./modules/assessments/assessments.routes.ts";
import { assistantRoutes } from "./modules/assistant/assistant.routes.ts";
import { accountRoutes } from "./modules/auth/account.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { blogAdminRoutes } from "./modules/blog/blog-admin.routes.ts";
import { advisorRoutes } from "./modules/cases/advisor.routes.ts";
import { casesRoutes } from "./modules/cases/cases.routes.ts";
import { checklistRoutes } from "./modules/checklist/checklist.routes.ts";
import { cityComparisonsRoutes } from "./modules/city-comparisons/city-comparisons.routes.ts";
import { consultationsRoutes } from "./modules/consultations/consultations.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { eligibilityRoutes } from "./modules/eligibility/eligibility.routes.ts";
import { eligibilityAssessmentsRoutes } from "./modules/eligibility/eligibility-assessments.routes.ts";
import { emailCaptureRoutes } from "./modules/email-capture/email-capture.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { invoicesRoutes } from "./modules/invoices/invoices.routes.ts";
import { lettersRoutes } from "./modules/letters/letters.routes.ts";
import { memberFilesRoutes } from "./modules/member-files/member-files.routes.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { notificationPreferencesRoutes } from "./modules/notifications/notification-preferences.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { checkoutRoutes } from "./modules/orders/checkout.routes.ts";
import { guideDownloadRoutes } from "./modules/orders/guide-download.routes.ts";
import { webhookRoutes } from "./modules/payments/webhook.routes.ts";
import { calendarFeedRoutes } from "./modules/permits/calendar-feed.routes.ts";
import { permitsRoutes } from "./modules/permits/permits.routes.ts";
import { scenariosRoutes } from "./modules/scenarios/scenarios.routes.ts";

/** Every type a reader of ours parses as JSON: better-auth's own test (better-call), a superset of ours. */
const jsonMediaType = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * Everything under /api: one sub-app per capability, mounted with app.route(). Tests call this
 * app in-process with app.request(); the Node server mounts it in server/index.ts.
 */
export function createApi(deps: ApiDeps) {
  const api = new Hono<ApiEnv>();

  api.use(async (c, next) => {
    c.set("language", negotiateLanguage(c.req.raw.headers, c.req.url));
    c.set("clientIp", clientIpOf(c, deps.config.TRUST_PROXY));
    if (!c.get("requestId")) c.set("requestId", crypto.randomUUID());
    if (!c.get("logger")) c.set("logger", deps.logger.child({ requestId: c.get("requestId") }));
    if (addressHasNullCharacter(c.req.url)) throw new AppError("bad_request", "null_character");
    await next();
  });
  api.use(
    refuseCrossSite(deps.config.PUBLIC_URL ? [new URL(deps.config.PUBLIC_URL).origin] : [], () => {
      throw new AppError("forbidden", "cross_site_request");
    }),
  );
  // Counted while the body streams in; a request without a body goes on without one (ADR 0016).
  // Uploads are left unread: their handler streams them to disk with its own limit (ADR 0033).
  api.use(
    limitBodySize({
      maxBytes: defaultBodyLimitBytes,
      streams: (c) => isUploadRequest(c.req.raw),
      tooLarge: () => {
        throw new AppError("payload_too_large", "payload_too_large");
      },
    }),
  );
  // A JSON body nested past the bound, or with a NUL in a string, is refused here for every reader
  // of it (ours and better-auth's, which also parses `application/…+json`): deep nesting took
  // recursive readers past their stack, PostgreSQL cannot store a NUL (json-body-problem.ts). The
  // body is in memory by now, within the limit; one that does not parse is left to its reader's 400.
  api.use(async (c, next) => {
    if (jsonMediaType.test(c.req.header("content-type") ?? "") && !isUploadRequest(c.req.raw)) {
      const body = await c.req.raw
        .clone()
        .json()
        .catch(() => undefined);
      const problem = jsonBodyProblem(body);
      if (problem) throw new AppError("bad_request", problem, [], { max: String(maxJsonDepth) });
    }
    await next();
  });

  api.route("/", healthRoutes(deps));
  api.route("/email-capture", emailCaptureRoutes(deps));
  // Accounts (ADR 0012): GET /auth/me first, then better-auth behind our checks at /auth/*.
  api.route("/auth", authRoutes(deps));
  // Before /account: its own guard, not a second pass through the account routes' one.
  api.route("/account/notification-preferences", notificationPreferencesRoutes(deps));
  api.route("/account", accountRoutes(deps));
  api.route("/email-captures", emailCapturesRoutes(deps));
  api.route("/assessments", assessmentsRoutes(deps));
  // The detailed assessment's engine, stateless (ADR 0078).
  api.route("/eligibility/assessments", eligibilityAssessmentsRoutes(deps));
  api.route("/eligibility", eligibilityRoutes(deps));
  // The wizard's first step, counted only with analytics consent (ADR 0040).
  api.route("/analytics", analyticsRoutes(deps));
  api.route("/consultation-request", consultationsRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  // Commerce (ADR 0028).
  api.route("/checkout", checkoutRoutes(deps));
  api.route("/payments/webhook", webhookRoutes(deps));
  api.route("/orders", guideDownloadRoutes(deps));
  api.route("/billing", billingRoutes(deps));
  api.route("/invoices", invoicesRoutes(deps));
  // Before /admin: the commerce routes' guard would otherwise run a second time on it.
  api.route("/admin/dashboard", adminDashboardRoutes(deps));
  // The blog's administration (ADR 0037), before /admin for the same reason.
  api.route("/admin/blog", blogAdminRoutes(deps));
  // The back office (ADR 0038), guarded on its own paths only, then the commerce.
  api.route("/admin", backOfficeRoutes(deps));
  api.route("/admin", adminCommerceRoutes(deps));
  api.route("/scenarios", scenariosRoutes(deps));
  // After the visa: a member's permits and their calendar; the feed calendar apps subscribe to.
  api.route("/permits", permitsRoutes(deps));
  api.route("/calendar", calendarFeedRoutes(deps));
  // Letters filled in for premium members (after the visa): PDF and .docx.
  api.route("/letters", lettersRoutes(deps));
  api.route("/appointment-attempts", appointmentKitRoutes(deps));
  api.route("/my-files", memberFilesRoutes(deps));
  // Saved city comparisons of premium and dfy members, listed on their dashboard (ADR 0062).
  api.route("/city-comparisons", cityComparisonsRoutes(deps));
  // The assistant (ADR 0043): conversations for paid plans, the example questions for everyone.
  api.route("/assistant", assistantRoutes(deps));
  // A case's messages and the notifications (ADR 0035); messages before any /cases routes.
  api.route("/cases/:caseId/messages", messagesRoutes(deps));
  // Client cases and the advisor's workspace (ADR 0034), after the messages: the case routes' guard
  // would otherwise run a second time on every message request.
  api.route("/cases", casesRoutes(deps));
  api.route("/advisor", advisorRoutes(deps));
  api.route("/notifications", notificationsRoutes(deps));
  // The self-service checklist of people without an advisor (ADR 0036).
  api.route("/checklist", checklistRoutes(deps));

  // Last: any other /api path is a JSON 404, never the HTML page of the React Router handler.
  api.all("*", apiNotFound);
  api.onError(handleApiError);
  return api;
}
