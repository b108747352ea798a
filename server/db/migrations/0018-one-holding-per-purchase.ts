import { type Kysely, sql } from "kysely";

/**
 * One holding per purchase (ADR 0064). A payment can arrive for something the buyer already holds —
 * two checkout tabs both paid, a done-for-you invoice paid twice, the guide bought twice by one
 * address. Such an order is still recorded as paid (the money did arrive), marked with
 * `auto_refund` (why it is given back), and refunded automatically.
 *
 * The rule is held by the database, not only by the code that checks it first:
 * - an account has at most one live subscription (trialing, active or past due, not refunded);
 * - an invoice is paid by at most one order that keeps its money;
 * - an address holds at most one paid guide that keeps its money.
 *
 * Rows that broke the rule before this migration (the bug it closes) are settled the same way:
 * the earliest holding stays, the later ones are marked for an automatic refund, which the
 * billing clock then carries out (ADR 0064, "Existing duplicates").
 */
const liveStatuses = sql`('trialing', 'active', 'past_due')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("auto_refund", "text").execute();

  // Later live subscriptions of an account that already had one: given nothing, refunded.
  await sql`
    update orders set auto_refund = 'already-subscribed'
    where id in (
      select later.order_id from subscriptions later
      where later.user_id is not null and later.refunded = 0 and later.status in ${liveStatuses}
        and exists (
          select 1 from subscriptions earlier
          where earlier.user_id = later.user_id and earlier.refunded = 0 and earlier.status in ${liveStatuses}
            and (earlier.created_at < later.created_at or (earlier.created_at = later.created_at and earlier.id < later.id))
        )
    ) and status = 'paid'`.execute(db);
  await sql`
    update subscriptions set refunded = 1
    where order_id in (select id from orders where auto_refund is not null)`.execute(db);
  await sql`
    update orders set auto_refund = 'already-paid'
    where kind = 'invoice' and status = 'paid' and auto_refund is null and exists (
      select 1 from orders earlier
      where earlier.kind = 'invoice' and earlier.invoice_id = orders.invoice_id and earlier.status = 'paid'
        and (earlier.paid_at < orders.paid_at or (earlier.paid_at = orders.paid_at and earlier.id < orders.id))
    )`.execute(db);
  await sql`
    update orders set auto_refund = 'already-owned'
    where kind = 'guide' and status = 'paid' and auto_refund is null and exists (
      select 1 from orders earlier
      where earlier.kind = 'guide' and earlier.email = orders.email and earlier.status = 'paid'
        and (earlier.paid_at < orders.paid_at or (earlier.paid_at = orders.paid_at and earlier.id < orders.id))
    )`.execute(db);

  await db.schema
    .createIndex("subscriptions_one_live_per_account")
    .on("subscriptions")
    .column("user_id")
    .unique()
    .where(sql.raw<boolean>(`user_id is not null and refunded = 0 and status in ('trialing', 'active', 'past_due')`))
    .execute();
  await db.schema
    .createIndex("orders_one_paid_invoice")
    .on("orders")
    .column("invoice_id")
    .unique()
    .where(sql.raw<boolean>(`kind = 'invoice' and status = 'paid' and auto_refund is null`))
    .execute();
  await db.schema
    .createIndex("orders_one_paid_guide_per_address")
    .on("orders")
    .column("email")
    .unique()
    .where(sql.raw<boolean>(`kind = 'guide' and status = 'paid' and auto_refund is null`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_one_paid_guide_per_address").execute();
  await db.schema.dropIndex("orders_one_paid_invoice").execute();
  await db.schema.dropIndex("subscriptions_one_live_per_account").execute();
  await db.schema.alterTable("orders").dropColumn("auto_refund").execute();
}
