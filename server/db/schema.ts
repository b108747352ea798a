import type { Generated } from "kysely";
import type { ConsultationStatus } from "../../core/back-office/consultation-status.ts";
import type { SubscriptionStatus } from "../../core/billing-plan.ts";
import type { BlogStatus } from "../../core/blog/blog-status.ts";
import type { ToolId } from "../../core/calculators/tool-query.ts";
import type { StoredCasePackage } from "../../core/case/case-package.ts";
import type { DocumentStatus } from "../../core/case/document-status.ts";
import type { JourneyPhase, PlanStatus, Priority, TaskCategory } from "../../core/case/journey.ts";
import type { StoredTaskStatus } from "../../core/case/task-status.ts";
import type { AutoRefundReason, OrderKind, OrderStatus } from "../../core/orders.ts";
import type { BillingInterval } from "../../core/plans-catalogue.ts";

/**
 * Table types. Ids are app-made random strings and times are UTC ISO-8601 text, so one schema
 * works on SQLite and PostgreSQL (ARCHITECTURE.md "Rules that keep it simple").
 */
export interface EmailCapturesTable {
  id: string;
  email: string;
  conversation_id: string | null;
  language: string;
  source_page: string | null;
  created_at: string;
  /** The account that left it while signed in, or whose verified address it is (migration 0004). */
  user_id: string | null;
}

/** `skipped`: a non-transactional message to an address that unsubscribed before it went (migration 0005). */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "skipped";

/** `marketing`: anything not strictly transactional; it carries an unsubscribe link and may be skipped (ADR 0025). */
export type OutboxCategory = "transactional" | "marketing";

export interface OutboxTable {
  id: string;
  /** Makes enqueueing idempotent: the same key is queued at most once. */
  dedupe_key: string | null;
  template: string;
  language: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  transport: string | null;
  created_at: string;
  sent_at: string | null;
  /** The account the message was for, when known (migration 0004): exports and erasure follow it. */
  user_id: string | null;
  category: Generated<OutboxCategory>;
  /** Extra headers as a JSON object (e.g. List-Unsubscribe), or null (migration 0005). */
  headers_json: string | null;
}

export type EmailSubscriptionStatus = "subscribed" | "unsubscribed";

/** The mailing state of one address and the token of its unsubscribe link (migration 0005, ADR 0025). */
export interface EmailSubscriptionsTable {
  email: string;
  /** Random, unguessable; the unsubscribe link carries it instead of the address. */
  token: string;
  status: EmailSubscriptionStatus;
  changed_at: string;
  created_at: string;
  user_id: string | null;
}

export type EmailConsentAction = "given" | "withdrawn";

/** Each consent given (a capture: wording, version, language, page, time) or withdrawn; never updated. */
export interface EmailConsentsTable {
  id: string;
  email: string;
  action: EmailConsentAction;
  wording_version: string | null;
  /** The exact sentence shown, in the language shown. */
  wording: string | null;
  language: string;
  source_page: string | null;
  created_at: string;
  user_id: string | null;
}

/** One quick-wizard run: answers, result and browser session. */
export interface AssessmentsTable {
  id: string;
  /** `session_<timestamp>_<random>`, made by the browser. */
  session_id: string;
  /** ISO 3166-1 alpha-2, capitals. */
  country: string;
  profession: string;
  income: string;
  /**
   * What the visitor was shown, as JSON: `{ options, dropped }` (Recommendation of
   * core/recommend.ts, ADR 0023); runs stored before it hold the bare RecommendedOption[] array.
   */
  result_json: string;
  language: string;
  created_at: string;
  user_id: string | null;
}

export type ConsultationRequestStatus = ConsultationStatus;

/** A free consultation request from the home page form. */
export interface ConsultationRequestsTable {
  id: string;
  email: string;
  /** ISO 3166-1 alpha-2 in capitals, or "other". */
  country_of_origin: string;
  application_type: string;
  message: string;
  language: string;
  status: Generated<ConsultationRequestStatus>;
  created_at: string;
  user_id: string | null;
  /**
   * Migration 0007: null on requests sent before it, and on those sent through the API without one,
   * which it allows (ADR 0063). Every request since 0007 has a time zone (Europe/Paris when none
   * was given).
   */
  name: string | null;
  /** As typed, white space collapsed; null when none was given. */
  phone: string | null;
  /** "any", "morning", "afternoon" or "evening", in `time_zone`. */
  contact_time: string | null;
  /** "any", "weekdays" or "weekends". */
  contact_days: string | null;
  /** An IANA time zone name. */
  time_zone: string | null;
  /** Migration 0013: when the team last changed its status; null until then. */
  updated_at: string | null;
}

/** The team's internal notes on a consultation request, and the replies sent from the back office (0013). */
export interface ConsultationNotesTable {
  id: string;
  request_id: string;
  author_user_id: string;
  /** "note" (internal) or "reply" (the e-mail sent to the person, as sent). */
  kind: string;
  body: string;
  created_at: string;
}

/** Values an administrator edits in the back office, overriding the env (0013). */
export interface SiteSettingsTable {
  key: string;
  value_json: string;
  updated_by: string;
  updated_at: string;
}

/** The FAQ of the home page and /help, per language (0013). */
export interface FaqItemsTable {
  id: string;
  language: string;
  question: string;
  answer: string;
  category: string;
  position: number;
  /** 1 shown on the pages, 0 kept as a draft. */
  published: number;
  updated_at: string;
  /** Where it is shown: "home" or "help" (migration 0015). */
  page: Generated<string>;
}

/** Which written content sets were copied into the database once (migration 0015). */
export interface ContentSeedsTable {
  name: string;
  seeded_at: string;
}

export type ContactMessageStatus = "new";

/** A message from the contact page (migration 0006, ADR 0026). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  /** One of core/contact-rules.ts contactSubjects. */
  subject: string;
  message: string;
  language: string;
  /** When the sender agreed to be contacted about the message (ISO-8601). */
  consented_at: string;
  status: Generated<ContactMessageStatus>;
  created_at: string;
  user_id: string | null;
}

/**
 * Accounts (migration 0003, ADR 0012): better-auth's tables in our names. better-auth writes them
 * through its own adapter; we read them for guards, exports and the admin screen. Times are Date
 * objects on PostgreSQL and ISO text on SQLite, booleans true/false or 1/0: read them through
 * server/modules/auth/db-values.ts.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  role: Generated<string>;
  banned: boolean | number | null;
  ban_reason: string | null;
  ban_expires: Date | string | null;
  nationality: string | null;
  target_country: Generated<string>;
  profession: string | null;
  newsletter: Generated<boolean | number>;
  language: Generated<string>;
  plan: Generated<string>;
  has_active_dfy_plan: Generated<boolean | number>;
  /** Ours, not better-auth's: a one-time password must be replaced before any session opens. */
  password_change_required: Generated<boolean | number>;
}

export interface SessionsTable {
  id: string;
  expires_at: Date | string;
  token: string;
  created_at: Date | string;
  updated_at: Date | string;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  impersonated_by: string | null;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | string | null;
  refresh_token_expires_at: Date | string | null;
  scope: string | null;
  password: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: number | string;
}

/** Sign-in attempts per e-mail address (a hash of it), counted in fixed windows. */
export interface AuthAttemptsTable {
  key: string;
  count: number;
  window_started_at: string;
}

/** One purchase attempt (migration 0008, ADR 0028); states in core/orders.ts. */
export interface OrdersTable {
  id: string;
  kind: OrderKind;
  /** A catalogue id: "pdf-guide", "premium-relocator", or the package of an invoice. */
  product_id: string;
  billing_interval: BillingInterval | null;
  invoice_id: string | null;
  user_id: string | null;
  email: string;
  language: string;
  /** From the catalogue (or the invoice), never from the browser. VAT included. */
  amount_cents: number;
  currency: string;
  status: OrderStatus;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  /** The provider's payment page for this order: a reload or second click goes back to it. */
  checkout_url: string | null;
  provider_payment_id: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** One order per checkout attempt, however often the button is pressed or the page reloaded. */
  idempotency_key: string;
  /** SHA-256 of the random key in the buying browser's cookie: that browser may see the success page. */
  buyer_key_hash: string | null;
  failure_reason: string | null;
  refund_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  /** Set when the payment bought something the buyer already held: it is refunded automatically (ADR 0064). */
  auto_refund: AutoRefundReason | null;
  /** Migration 0014: 1 when the request that started the order carried analytics consent (ADR 0040). */
  analytics_consent: number;
}

export type PaymentProviderName = "stripe" | "test";

/** Every provider event, stored before it is acted on; its id makes a replay a no-op. */
export interface PaymentEventsTable {
  id: string;
  provider: PaymentProviderName;
  type: string;
  occurred_at: string;
  received_at: string;
  processed_at: string | null;
  outcome: string | null;
  payload_json: string;
}

/** A subscription as the provider last reported it (newer events only: last_event_at). */
/** The one row counting administrators' content changes (migration 0020, ADR 0072). */
export interface ContentChangesTable {
  id: number;
  version: number;
  changed_at: string;
}

/** One rate-limit key's count in its current window (migration 0019, ADR 0070). */
export interface RateLimitHitsTable {
  /** SHA-256 of the bucket and the client address or e-mail inbox. */
  key: string;
  count: number;
  /** End of the window, ms since the epoch (PostgreSQL's bigint comes back as text). */
  reset_at: number | string;
}

export interface SubscriptionsTable {
  id: string;
  provider: PaymentProviderName;
  user_id: string | null;
  order_id: string;
  customer_id: string | null;
  plan_id: string;
  billing_interval: BillingInterval;
  status: SubscriptionStatus;
  current_period_end: string;
  cancel_at_period_end: Generated<number>;
  payment_failed_at: string | null;
  refunded: Generated<number>;
  ended_at: string | null;
  last_event_at: string;
  created_at: string;
  updated_at: string;
}

export type InvoiceStatus = "open" | "paid" | "refunded" | "void";

/** A done-for-you invoice issued by an administrator; `number` is sequential per year. */
export interface InvoicesTable {
  id: string;
  number: string;
  /** Null once the client erased their account: the invoice stays for the accounts (ADR 0028). */
  user_id: string | null;
  email: string;
  customer_name: string;
  language: string;
  package_id: string | null;
  /** JSON array of InvoiceLine (server/modules/invoices): description key, quantity, unit cents. */
  lines_json: string;
  total_cents: number;
  vat_cents: number;
  status: InvoiceStatus;
  issued_by: string;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
}

/** The built-in test provider's checkout sessions (its stand-in for Stripe's). */
export interface TestCheckoutSessionsTable {
  id: string;
  order_id: string;
  mode: "payment" | "subscription";
  request_json: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent_id: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  created_at: string;
}

/** The built-in test provider's subscriptions (its stand-in for Stripe's). */
export interface TestSubscriptionsTable {
  id: string;
  customer_id: string;
  order_id: string;
  billing_interval: BillingInterval;
  status: SubscriptionStatus;
  current_period_end: string;
  cancel_at_period_end: Generated<number>;
  created_at: string;
}

/** The last city quiz result of a signed-in user (migration 0009, ADR 0031): one row per account. */
export interface CityQuizResultsTable {
  id: string;
  user_id: string;
  /** The six answers, as core/city-quiz.ts QuizAnswers. */
  answers_json: string;
  /** Every city with its points, best first, as shown: { maxPoints, cities: [{ cityId, points }] }. */
  ranking_json: string;
  created_at: string;
}

/** A detailed assessment saved to an account (migration 0021, ADR 0078). */
export interface EligibilityAssessmentsTable {
  id: string;
  user_id: string;
  /** The profile as answered (core/eligibility/eligibility-profile.ts). */
  profile_json: string;
  /** The ranked routes as shown (core/eligibility/eligibility-result.ts EligibilityResult). */
  result_json: string;
  /** The Paris day whose registry figures were compared. */
  figures_date: string;
  language: string;
  /** A free member's: the Paris month ("2026-12") it counts against; null for premium and dfy. */
  allowance_month: string | null;
  /** The assessment this one re-ran against newer facts. */
  rerun_of: string | null;
  /** Deleted by its owner: answers and result emptied, the row kept only to count the free month. */
  deleted_at: string | null;
  created_at: string;
}

/** The detailed wizard's answers so far: owner "user:<id>" or "session:<session_ id>" (migration 0021). */
export interface EligibilityDraftsTable {
  owner: string;
  /** The answers given, as the form sent them (core/eligibility/eligibility-profile-schema.ts input). */
  answers_json: string;
  updated_at: string;
}

/** A calculator scenario saved by a premium or dfy account (migration 0010, ADR 0032). */
/** A visa or residence permit a member recorded (migration 0022); its calendar is computed. */
export interface MemberPermitsTable {
  id: string;
  user_id: string;
  route_slug: string;
  document: "vls-ts" | "residence-permit";
  start_date: string;
  expiry_date: string;
  arrival_date: string | null;
  departement: string;
  filing: "online" | "prefecture";
  validated_on: string | null;
  renewal_filed_on: string | null;
  created_at: string;
  updated_at: string;
}

/** How a member hears of their permit deadlines (migration 0024); no row means `each`. */
export interface PermitReminderSettingsTable {
  user_id: string;
  cadence: "each" | "weekly";
  updated_at: string;
}

/** A file an account keeps outside any case: an attempt's screenshot, a generated letter (migration 0023). */
export interface MemberFilesTable {
  id: string;
  user_id: string;
  kind: "attempt-screenshot" | "letter";
  /** A letter's name, in the member's language when generated; null for a screenshot. */
  title: string | null;
  /** `members/<user uuid>/<file uuid>`, made by our code (file-storage.ts). */
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_at: string;
}

/** One dated attempt to get a prefecture appointment (migration 0023, the blocked-appointment kit). */
export interface AppointmentAttemptsTable {
  id: string;
  user_id: string;
  attempted_on: string;
  channel: string;
  outcome: string;
  note: string;
  screenshot_file_id: string | null;
  created_at: string;
}

/** A member's secret calendar address: only the token's SHA-256 (migration 0022). */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

export interface SavedScenariosTable {
  id: string;
  user_id: string;
  tool: ToolId;
  name: string;
  /** The calculator's inputs as its page's canonical query (core/calculators/tool-query.ts). */
  query: string;
  created_at: string;
  updated_at: string;
}

/** A city comparison saved by a premium or dfy account (migration 0017, ADR 0062). */
export interface SavedComparisonsTable {
  id: string;
  user_id: string;
  /** The name the person gave, or null: the comparison is then called by its cities. */
  name: string | null;
  /** Two or three city ids joined by commas, in the order compared: the page's `?cities=`. */
  cities: string;
  created_at: string;
}

/** An assistant conversation of a premium or dfy account (migration 0016, ADR 0043). */
export interface AssistantConversationsTable {
  id: string;
  user_id: string;
  title: string;
  language: string;
  created_at: string;
  updated_at: string;
}

/** One turn of an assistant conversation: the person's question or the answer they were shown. */
export interface AssistantMessagesTable {
  id: string;
  conversation_id: string;
  user_id: string;
  role: "user" | "assistant";
  text: string;
  /** Citation[] shown under the answer, as JSON ("[]" for a question). */
  citations_json: Generated<string>;
  /** AnswerNote[] shown above the answer, as JSON. */
  notes_json: Generated<string>;
  /** "builtin" or "model" for an answer; null for a question. */
  answerer: string | null;
  /** 1 when the person stopped the answer: the text is what had been streamed. */
  stopped: Generated<number>;
  feedback: "helpful" | "not_helpful" | null;
  created_at: string;
}

/** Questions asked per account and UTC day (YYYY-MM-DD), for the assistant's daily quota. */
export interface AssistantDailyUsageTable {
  user_id: string;
  day: string;
  questions: number;
}

// ---- Client area and advisor workspace (migration 0011, ADR 0034).

export interface RelocationPlansTable {
  id: string;
  client_user_id: string;
  name: string;
  visa_slug: string;
  adults: number;
  children: number;
  /**
   * The package the case is for, by its catalogue id (core/case/case-package.ts); a plan not saved
   * since cases named their package may still hold the tier of before (essential, standard,
   * premium), read as a package.
   */
  tier: StoredCasePackage;
  phase: JourneyPhase;
  status: PlanStatus;
  advisor_user_id: string | null;
  contact_user_id: string | null;
  /** yyyy-mm-dd */
  target_arrival: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface CaseTasksTable {
  id: string;
  plan_id: string;
  title: string;
  description: string | null;
  category: TaskCategory;
  priority: Priority;
  due_date: string | null;
  status: StoredTaskStatus;
  completed_at: string | null;
  reminded_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface DocumentRequestsTable {
  id: string;
  plan_id: string;
  template_key: string | null;
  title: string;
  description: string | null;
  /** JSON of the template's requirements when requested (content/case/document-templates.ts). */
  requirements: string | null;
  priority: Priority;
  status: DocumentStatus;
  feedback: string | null;
  due_date: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_by: string;
  requested_at: string;
  updated_at: string;
}

export interface CaseMessagesTable {
  id: string;
  plan_id: string;
  author_user_id: string;
  body: string;
  created_at: string;
}

export interface CaseFilesTable {
  id: string;
  plan_id: string;
  document_request_id: string | null;
  message_id: string | null;
  storage_key: string;
  file_name: string;
  /** The type its first bytes proved (core/uploads.ts), never the one the browser claimed. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: string;
  created_at: string;
}

export interface CaseMessageReadsTable {
  plan_id: string;
  user_id: string;
  last_read_at: string;
}

export interface CaseActivityTable {
  id: string;
  plan_id: string;
  actor_user_id: string | null;
  kind: string;
  subject: string | null;
  details: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface CaseNotificationsTable {
  id: string;
  user_id: string;
  plan_id: string;
  kind: string;
  subject: string | null;
  link_path: string;
  created_at: string;
  read_at: string | null;
  emailed_at: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  email_frequency: "immediate" | "daily";
  updated_at: string;
}

export interface SelfServiceChecklistsTable {
  user_id: string;
  visa_slug: string;
  target_arrival: string;
  created_at: string;
  updated_at: string;
}

export interface SelfServiceTicksTable {
  user_id: string;
  item_key: string;
  ticked_at: string;
}

/** A blog post (migration 0012, ADR 0037). */
export interface BlogPostsTable {
  id: string;
  /** Posts that are translations of each other share it. */
  translation_group_id: string;
  language: "en" | "fr" | "ar";
  slug: string;
  title: string;
  excerpt: string;
  body_markdown: string;
  /** A file storage key `blog/<uuid>`, served at /blog-images/<uuid>. */
  cover_image_key: string | null;
  cover_alt: string;
  category: string;
  /** JSON array of strings. */
  tags: string;
  author_name: string;
  status: BlogStatus;
  /** When it goes (scheduled) or went (published) live; null for a draft never published. */
  published_at: string | null;
  seo_title: string;
  seo_description: string;
  /** Bumped on every save; a save with an older one is refused (409). */
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An old slug of a post, answered with a 301 to its current address. */
export interface BlogSlugRedirectsTable {
  language: string;
  old_slug: string;
  post_id: string;
  created_at: string;
}

/** Events of the consented first-party analytics (migration 0014, ADR 0040): counts, not people. */
export type AnalyticsEventName =
  | "page_view"
  | "wizard_started"
  | "wizard_completed"
  | "email_captured"
  | "purchase_completed";

export interface AnalyticsEventsTable {
  id: string;
  name: AnalyticsEventName;
  /** A page's path without its query string; null for events that are not about a page. */
  path: string | null;
  language: string;
  /** The random first-party id of the analytics cookie, or null (a purchase settled by the provider). */
  visitor_id: string | null;
  created_at: string;
}

export interface Database {
  analytics_events: AnalyticsEventsTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  relocation_plans: RelocationPlansTable;
  case_tasks: CaseTasksTable;
  document_requests: DocumentRequestsTable;
  case_messages: CaseMessagesTable;
  case_files: CaseFilesTable;
  case_message_reads: CaseMessageReadsTable;
  case_activity: CaseActivityTable;
  audit_log: AuditLogTable;
  case_notifications: CaseNotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  self_service_checklists: SelfServiceChecklistsTable;
  self_service_ticks: SelfServiceTicksTable;
  saved_scenarios: SavedScenariosTable;
  member_permits: MemberPermitsTable;
  calendar_feeds: CalendarFeedsTable;
  member_files: MemberFilesTable;
  permit_reminder_settings: PermitReminderSettingsTable;
  appointment_attempts: AppointmentAttemptsTable;
  saved_comparisons: SavedComparisonsTable;
  assistant_conversations: AssistantConversationsTable;
  assistant_messages: AssistantMessagesTable;
  assistant_daily_usage: AssistantDailyUsageTable;
  city_quiz_results: CityQuizResultsTable;
  eligibility_assessments: EligibilityAssessmentsTable;
  eligibility_drafts: EligibilityDraftsTable;
  test_subscriptions: TestSubscriptionsTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  email_captures: EmailCapturesTable;
  outbox: OutboxTable;
  email_subscriptions: EmailSubscriptionsTable;
  email_consents: EmailConsentsTable;
  assessments: AssessmentsTable;
  consultation_requests: ConsultationRequestsTable;
  consultation_notes: ConsultationNotesTable;
  site_settings: SiteSettingsTable;
  faq_items: FaqItemsTable;
  content_seeds: ContentSeedsTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  rate_limit_hits: RateLimitHitsTable;
  content_changes: ContentChangesTable;
  auth_attempts: AuthAttemptsTable;
}
