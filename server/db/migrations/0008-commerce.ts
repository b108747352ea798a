import type { Kysely } from "kysely";

/**
 * Commerce (ADR 0028): orders and their states, the provider's events (stored before
 * they are acted on, keyed by event id so a replay does nothing), subscriptions as the provider
 * reports them, done-for-you invoices with their sequential numbers, and the test provider's
 * checkout sessions. Personal data carries `user_id` (ADR 0021). Amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("product_id", "text", (col) => col.notNull())
    .addColumn("billing_interval", "text")
    .addColumn("invoice_id", "text")
    .addColumn("user_id", "text")
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("provider_session_id", "text", (col) => col.unique())
    .addColumn("checkout_url", "text")
    .addColumn("provider_payment_id", "text")
    .addColumn("provider_customer_id", "text")
    .addColumn("provider_subscription_id", "text")
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
    .addColumn("buyer_key_hash", "text")
    .addColumn("failure_reason", "text")
    .addColumn("refund_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("paid_at", "text")
    .addColumn("refunded_at", "text")
    .execute();
  await db.schema.createIndex("orders_user_id").on("orders").column("user_id").execute();
  await db.schema.createIndex("orders_email").on("orders").column("email").execute();
  await db.schema.createIndex("orders_invoice_id").on("orders").column("invoice_id").execute();
  await db.schema.createIndex("orders_payment_id").on("orders").column("provider_payment_id").execute();
  await db.schema.createIndex("orders_created_at").on("orders").column("created_at").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("occurred_at", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("processed_at", "text")
    .addColumn("outcome", "text")
    .addColumn("payload_json", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("order_id", "text", (col) => col.notNull())
    .addColumn("customer_id", "text")
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("billing_interval", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("current_period_end", "text", (col) => col.notNull())
    .addColumn("cancel_at_period_end", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("payment_failed_at", "text")
    .addColumn("refunded", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("ended_at", "text")
    .addColumn("last_event_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_user_id").on("subscriptions").column("user_id").execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "text", (col) => col.notNull().unique())
    // Null once the client erased their account: the invoice itself stays (accounting law).
    .addColumn("user_id", "text")
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("customer_name", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("package_id", "text")
    .addColumn("lines_json", "text", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("vat_cents", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("issued_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("paid_at", "text")
    .addColumn("refunded_at", "text")
    .execute();
  await db.schema.createIndex("invoices_user_id").on("invoices").column("user_id").execute();

  // Only the built-in test provider uses this: its stand-in for Stripe's checkout sessions.
  await db.schema
    .createTable("test_checkout_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("order_id", "text", (col) => col.notNull())
    .addColumn("mode", "text", (col) => col.notNull())
    .addColumn("request_json", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("payment_status", "text", (col) => col.notNull())
    .addColumn("payment_intent_id", "text")
    .addColumn("customer_id", "text")
    .addColumn("subscription_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("test_subscriptions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("customer_id", "text", (col) => col.notNull())
    .addColumn("order_id", "text", (col) => col.notNull())
    .addColumn("billing_interval", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("current_period_end", "text", (col) => col.notNull())
    .addColumn("cancel_at_period_end", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "test_subscriptions",
    "test_checkout_sessions",
    "invoices",
    "subscriptions",
    "payment_events",
    "orders",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
