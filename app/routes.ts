import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { guidePaths } from "../content/guides/guide-paths.ts";

// The route table. Each route module is its own chunk, loaded when first visited.
export default [
  index("routes/home.tsx"),
  route("visa", "routes/visa-overview.tsx"),
  route("visa/:slug", "routes/visa-detail.tsx"),
  ...guidePaths.map((path) => route(path, "routes/guide.tsx", { id: `guide${path}` })),
  // The blog (ADR 0037): the list, the Atom feed per language, an article.
  route("blog", "routes/blog.tsx"),
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Who we are (ADR 0026).
  route("legal-notice", "routes/legal-notice.tsx"),
  route("contact", "routes/contact.tsx"),
  // Commerce (ADR 0028).
  route("pdf-guide", "routes/pdf-guide.tsx"),
  route("pdf-guide/success", "routes/pdf-guide-success.tsx"),
  route("checkout", "routes/checkout.ts"),
  route("test-checkout/:id", "routes/test-checkout.tsx"),
  route("test-billing-portal/:customer", "routes/test-billing-portal.tsx"),
  route("invoices/:id", "routes/invoice.tsx"),
  route("invoice-payment-success", "routes/invoice-payment-success.tsx"),
  route("invoice-payment-cancelled", "routes/invoice-payment-cancelled.tsx"),
  // Commerce.
  route("pricing", "routes/pricing.tsx"),
  route("free-pdf", "routes/free-pdf.tsx"),
  // Cities.
  route("city-comparison", "routes/city-comparison.tsx"),
  route("city-quiz", "routes/city-quiz.tsx"),
  // The letters, previewed with example details for anyone (filled in from the dashboard).
  route("letters", "routes/letter-templates.tsx"),
  // The detailed eligibility assessment: the wizard, then a member's saved results.
  route("assessment", "routes/assessment.tsx"),
  route("assessment/saved/:id", "routes/assessment-saved.tsx"),
  // Planning tools (ADR 0032).
  route("tools", "routes/tools.tsx"),
  route("tools/cost-of-living", "routes/tools-cost-of-living.tsx"),
  route("tools/budget", "routes/tools-budget.tsx"),
  route("tools/timeline", "routes/tools-timeline.tsx"),
  // Accounts (ADR 0012).
  route("register", "routes/register.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  // Where a verification link opened in another browser leads: the address's owner chooses the password (ADR 0065).
  route("choose-password", "routes/choose-password.tsx"),

  // ── Guarded sections (ADR 0082). Each layout route's middleware is the one guard of every page,
  // form and endpoint nested in it; tests/unit/route-guards.test.ts fails if one is declared outside.

  // Account pages that need a session: visitors are sent to sign in and back.
  layout("routes/account-layout.tsx", [
    route("profile", "routes/profile.tsx"),
    route("profile/assessments/:id", "routes/saved-assessment.tsx"),
  ]),
  // The client area: overview, tasks, documents, messages, each its own address and chunk.
  layout("routes/dashboard-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    ...prefix("dashboard", [
      route("tasks", "routes/dashboard-tasks.tsx"),
      route("documents", "routes/dashboard-documents.tsx"),
      route("messages", "routes/dashboard-messages.tsx"),
      // After the visa: the member's permits and their dated calendar.
      route("permits", "routes/dashboard-permits.tsx"),
      // Letters filled in (premium), previewed with example details for free members.
      route("letters", "routes/dashboard-letters.tsx"),
      route("letters/download", "routes/dashboard-letters-download.ts"),
      // When the prefecture has no appointment: the law, the record of attempts, the letter, an adviser.
      route("appointment-kit", "routes/dashboard-appointment-kit.tsx"),
    ]),
  ]),
  // The administration: administrators only, everyone else signed in gets its 403 page.
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin.tsx", { id: "admin" }),
    route("admin-panel", "routes/admin.tsx", { id: "admin-panel" }),
    ...prefix("admin", [
      // The back office (ADR 0038).
      route("consultations", "routes/admin-consultations.tsx"),
      route("consultations/:id", "routes/admin-consultation.tsx"),
      route("outbox", "routes/admin-outbox.tsx"),
      route("faq", "routes/admin-faq.tsx"),
      route("users", "routes/admin-users.tsx"),
      route("settings", "routes/admin-settings.tsx"),
      route("audit", "routes/admin-audit.tsx"),
      // The administrator's counts and consented funnel (ADR 0040).
      route("dashboard", "routes/admin-dashboard.tsx"),
      // The blog's administration (ADR 0039): list, editor and its preview.
      route("blog", "routes/admin-blog.tsx"),
      route("blog/new", "routes/admin-blog-editor.tsx", { id: "admin-blog-new" }),
      route("blog/preview", "routes/admin-blog-preview.ts"),
      route("blog/:id", "routes/admin-blog-editor.tsx", { id: "admin-blog-edit" }),
    ]),
  ]),
  // Advisor workspace: advisors and administrators; each tab of a case is its own address and chunk.
  layout("routes/advisor-layout.tsx", [
    route("advisor", "routes/advisor.tsx"),
    ...prefix("advisor", [
      route("cases/new", "routes/advisor-new-case.tsx"),
      route("cases/:caseId", "routes/advisor-case.tsx", { id: "advisor-case" }, [
        index("routes/advisor-case-overview.tsx"),
        route("tasks", "routes/advisor-case-tasks.tsx"),
        route("documents", "routes/advisor-case-documents.tsx"),
        route("messages", "routes/advisor-case-messages.tsx"),
        route("activity", "routes/advisor-case-activity.tsx"),
      ]),
    ]),
  ]),

  // ── Outside the guarded sections.
  // The assistant: one module for the chat and for an opened conversation (its id in the path).
  route("assistant", "routes/assistant.tsx", { id: "assistant" }),
  route("assistant/:conversationId", "routes/assistant.tsx", { id: "assistant-conversation" }),
  // For search engines.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Form endpoints (work with and without JavaScript).
  route("language", "routes/set-language.ts"),
  route("cookie-consent", "routes/set-cookie-consent.ts"),
  route("sign-out", "routes/sign-out.ts"),
  route("email-capture", "routes/email-capture.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
