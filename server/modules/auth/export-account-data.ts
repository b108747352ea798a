import type { Db } from "../../db/database.ts";
import { listAttempts } from "../appointment-kit/attempt-view.ts";
import { exportAssistantConversations } from "../assistant/export-assistant-conversations.ts";
import { exportClientCases } from "../cases/export-client-cases.ts";
import { exportComparisons } from "../city-comparisons/export-comparisons.ts";
import { flag, isoTime } from "./db-values.ts";

/** E-mails whose body carried a one-time link: the export lists them without the link. */
const withheldBodies = new Set(["password-reset", "email-verification"]);

/**
 * "Export my data" (GDPR access and portability): everything we hold about the user, as JSON.
 * Secrets are left out: the password hash and session tokens are ours to guard, not data about
 * the person. Every row is found by user id, never by the account's address alone: what a visitor
 * left under an address joins the account only once the address is verified (ADR 0021), so
 * registering someone else's address reveals nothing of theirs.
 */
export async function exportAccountData(db: Db, userId: string, now = new Date()) {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const [sessions, accounts, captures, consultations, emails, assessments] = await Promise.all([
    db
      .selectFrom("sessions")
      .select(["created_at", "updated_at", "expires_at", "ip_address", "user_agent"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("accounts")
      .select(["provider_id", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("email_captures")
      .select(["email", "conversation_id", "language", "source_page", "created_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("consultation_requests")
      .select([
        "id",
        "name",
        "email",
        "phone",
        "contact_time",
        "contact_days",
        "time_zone",
        "country_of_origin",
        "application_type",
        "message",
        "language",
        "status",
        "created_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("outbox")
      .select(["template", "language", "subject", "text_body", "status", "created_at", "sent_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("assessments")
      .select(["country", "profession", "income", "result_json", "language", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  const teamNotes =
    consultations.length === 0
      ? []
      : await db
          .selectFrom("consultation_notes")
          .select(["request_id", "kind", "body", "created_at"])
          .where(
            "request_id",
            "in",
            consultations.map((r) => r.id),
          )
          .orderBy("created_at")
          .execute();

  const contactMessages = await db
    .selectFrom("contact_messages")
    .select(["name", "email", "subject", "message", "language", "consented_at", "status", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();

  // Their last city quiz result (ADR 0031): the answers and the cities' points as shown.
  const cityQuizResults = await db
    .selectFrom("city_quiz_results")
    .select(["answers_json", "ranking_json", "created_at"])
    .where("user_id", "=", userId)
    .execute();

  // Their detailed assessments (ADR 0078): the answers, the routes as shown, and the wizard's draft.
  const [eligibilityAssessments, eligibilityDraft] = await Promise.all([
    db
      .selectFrom("eligibility_assessments")
      .select(["id", "profile_json", "result_json", "figures_date", "language", "rerun_of", "created_at"])
      .where("user_id", "=", userId)
      .where("deleted_at", "is", null)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("eligibility_drafts")
      .select(["answers_json", "updated_at"])
      .where("owner", "=", `user:${userId}`)
      .executeTakeFirst(),
  ]);

  // Their saved calculator scenarios (ADR 0032): names and inputs.
  const scenarios = await db
    .selectFrom("saved_scenarios")
    .select(["tool", "name", "query", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();

  // The visas and permits they recorded, and whether a calendar address is on (never its token).
  const [permits, calendarFeed] = await Promise.all([
    db
      .selectFrom("member_permits")
      .select([
        "route_slug",
        "document",
        "start_date",
        "expiry_date",
        "arrival_date",
        "departement",
        "filing",
        "validated_on",
        "renewal_filed_on",
        "created_at",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("calendar_feeds").select(["created_at"]).where("user_id", "=", userId).executeTakeFirst(),
  ]);
  const reminders = await db
    .selectFrom("permit_reminder_settings")
    .select(["cadence", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();

  // Their record of appointment attempts, and the files they keep outside a case (names, not bytes:
  // each downloads from the page that shows it).
  const [attempts, memberFiles] = await Promise.all([
    listAttempts(db, userId),
    db
      .selectFrom("member_files")
      .select(["kind", "title", "file_name", "content_type", "size_bytes", "sha256", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);

  // Their saved city comparisons (ADR 0062): names and cities.
  const comparisons = await exportComparisons(db, userId);

  // Their conversations with the assistant: every question and the answer shown, and
  // the questions counted per day for the quota.
  const assistant = await exportAssistantConversations(db, userId);

  // Their self-service checklist (ADR 0036): the visa and arrival they chose, what they ticked and when.
  const [checklist, ticks] = await Promise.all([
    db
      .selectFrom("self_service_checklists")
      .select(["visa_slug", "target_arrival", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("self_service_ticks")
      .select(["item_key", "ticked_at"])
      .where("user_id", "=", userId)
      .orderBy("ticked_at")
      .orderBy("item_key")
      .execute(),
  ]);

  // What the person agreed to receive, and when they withdrew it (ADR 0025); not the link tokens.
  const [consents, subscriptions] = await Promise.all([
    db
      .selectFrom("email_consents")
      .select(["email", "action", "wording_version", "wording", "language", "source_page", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("email_subscriptions")
      .select(["email", "status", "changed_at"])
      .where("user_id", "=", userId)
      .execute(),
  ]);

  // Their relocation plan with its tasks, documents, files' details, messages and activity (ADR 0034).
  const relocationPlans = await exportClientCases(db, userId);

  // What they bought (ADR 0028): orders, subscriptions and invoices, without provider secrets.
  const [orders, billingSubscriptions, invoices] = await Promise.all([
    db
      .selectFrom("orders")
      .select([
        "kind",
        "product_id",
        "billing_interval",
        "email",
        "language",
        "amount_cents",
        "currency",
        "status",
        "created_at",
        "paid_at",
        "refunded_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("subscriptions")
      .select([
        "plan_id",
        "billing_interval",
        "status",
        "current_period_end",
        "cancel_at_period_end",
        "created_at",
        "ended_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("invoices")
      .select([
        "number",
        "customer_name",
        "email",
        "language",
        "package_id",
        "lines_json",
        "total_cents",
        "vat_cents",
        "status",
        "created_at",
        "paid_at",
        "refunded_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);

  return {
    exportedAt: now.toISOString(),
    service: "Passerelle",
    account: {
      id: user.id,
      email: user.email,
      emailVerified: flag(user.email_verified),
      name: user.name,
      nationality: user.nationality,
      targetCountry: user.target_country,
      profession: user.profession,
      newsletter: flag(user.newsletter),
      language: user.language,
      role: user.role,
      plan: user.plan,
      hasActiveDfyPlan: flag(user.has_active_dfy_plan),
      createdAt: isoTime(user.created_at),
      updatedAt: isoTime(user.updated_at),
    },
    signInMethods: accounts.map((a) => ({
      provider: a.provider_id === "credential" ? "email and password" : a.provider_id,
      createdAt: isoTime(a.created_at),
      updatedAt: isoTime(a.updated_at),
    })),
    sessions: sessions.map((s) => ({
      createdAt: isoTime(s.created_at),
      lastUsedAt: isoTime(s.updated_at),
      expiresAt: isoTime(s.expires_at),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
    checklistSignUps: captures.map((c) => ({
      email: c.email,
      conversationId: c.conversation_id,
      language: c.language,
      sourcePage: c.source_page,
      createdAt: c.created_at,
    })),
    consultationRequests: consultations.map((r) => ({
      // The team's notes and the replies sent from the back office are about the person (ADR 0038).
      teamNotes: teamNotes
        .filter((note) => note.request_id === r.id)
        .map((note) => ({ kind: note.kind, text: note.body, createdAt: note.created_at })),
      name: r.name,
      email: r.email,
      phone: r.phone,
      preferredContactTime: r.contact_time,
      preferredContactDays: r.contact_days,
      timeZone: r.time_zone,
      countryOfOrigin: r.country_of_origin,
      applicationType: r.application_type,
      message: r.message,
      language: r.language,
      status: r.status,
      createdAt: r.created_at,
    })),
    contactMessages: contactMessages.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      language: m.language,
      consentedAt: m.consented_at,
      status: m.status,
      createdAt: m.created_at,
    })),
    wizardRuns: assessments.map((a) => ({
      country: a.country,
      profession: a.profession,
      income: a.income,
      result: JSON.parse(a.result_json) as unknown,
      language: a.language,
      createdAt: a.created_at,
    })),
    cityQuizResults: cityQuizResults.map((r) => ({
      answers: JSON.parse(r.answers_json) as unknown,
      ranking: JSON.parse(r.ranking_json) as unknown,
      createdAt: r.created_at,
    })),
    eligibilityAssessments: eligibilityAssessments.map((a) => ({
      id: a.id,
      profile: JSON.parse(a.profile_json) as unknown,
      result: JSON.parse(a.result_json) as unknown,
      figuresDate: a.figures_date,
      language: a.language,
      rerunOf: a.rerun_of,
      createdAt: a.created_at,
    })),
    eligibilityDraft: eligibilityDraft
      ? { answers: JSON.parse(eligibilityDraft.answers_json) as unknown, updatedAt: eligibilityDraft.updated_at }
      : null,
    savedScenarios: scenarios.map((s) => ({
      tool: s.tool,
      name: s.name,
      inputs: s.query,
      createdAt: s.created_at,
      updatedAt: s.updated_at,
    })),
    savedComparisons: comparisons,
    permits: permits.map((p) => ({
      route: p.route_slug,
      document: p.document,
      startDate: p.start_date,
      expiryDate: p.expiry_date,
      arrivalDate: p.arrival_date,
      departement: p.departement,
      filing: p.filing,
      validatedOn: p.validated_on,
      renewalFiledOn: p.renewal_filed_on,
      createdAt: p.created_at,
      updatedAt: p.updated_at,
    })),
    calendarFeed: calendarFeed ? { createdAt: calendarFeed.created_at } : null,
    permitReminders: reminders ? { cadence: reminders.cadence, updatedAt: reminders.updated_at } : { cadence: "each" },
    appointmentAttempts: attempts.map((a) => ({
      attemptedOn: a.attemptedOn,
      channel: a.channel,
      outcome: a.outcome,
      note: a.note,
      screenshot: a.screenshot?.name ?? null,
      createdAt: a.createdAt,
    })),
    files: memberFiles.map((f) => ({
      kind: f.kind,
      title: f.title,
      name: f.file_name,
      contentType: f.content_type,
      sizeBytes: Number(f.size_bytes),
      sha256: f.sha256,
      createdAt: f.created_at,
    })),
    selfServiceChecklist: checklist
      ? {
          visa: checklist.visa_slug,
          targetArrival: checklist.target_arrival,
          createdAt: checklist.created_at,
          updatedAt: checklist.updated_at,
          ticked: ticks.map((t) => ({ item: t.item_key, tickedAt: t.ticked_at })),
        }
      : null,
    relocationPlans,
    assistantConversations: assistant.conversations,
    assistantQuestionsPerDay: assistant.questionsPerDay,
    emailsSent: emails.map((e) => ({
      template: e.template,
      language: e.language,
      subject: e.subject,
      body: withheldBodies.has(e.template) ? null : e.text_body,
      status: e.status,
      createdAt: e.created_at,
      sentAt: e.sent_at,
    })),
    orders: orders.map((o) => ({
      kind: o.kind,
      product: o.product_id,
      billingInterval: o.billing_interval,
      email: o.email,
      language: o.language,
      amountCents: o.amount_cents,
      currency: o.currency,
      status: o.status,
      createdAt: o.created_at,
      paidAt: o.paid_at,
      refundedAt: o.refunded_at,
    })),
    subscriptions: billingSubscriptions.map((s) => ({
      plan: s.plan_id,
      billingInterval: s.billing_interval,
      status: s.status,
      currentPeriodEnd: s.current_period_end,
      cancelAtPeriodEnd: Number(s.cancel_at_period_end) === 1,
      createdAt: s.created_at,
      endedAt: s.ended_at,
    })),
    invoices: invoices.map((i) => ({
      number: i.number,
      customerName: i.customer_name,
      email: i.email,
      language: i.language,
      package: i.package_id,
      lines: JSON.parse(i.lines_json) as unknown,
      totalCents: i.total_cents,
      vatCents: i.vat_cents,
      status: i.status,
      createdAt: i.created_at,
      paidAt: i.paid_at,
      refundedAt: i.refunded_at,
    })),
    emailConsents: consents.map((c) => ({
      email: c.email,
      action: c.action,
      wordingVersion: c.wording_version,
      wording: c.wording,
      language: c.language,
      sourcePage: c.source_page,
      createdAt: c.created_at,
    })),
    mailingLists: subscriptions.map((s) => ({ email: s.email, status: s.status, changedAt: s.changed_at })),
  };
}
