import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { type Cluster, member, ms } from "./cluster.ts";

/**
 * 6. A checkout created on A and paid through B: a member starts the Premium subscription on A
 * (POST /api/checkout), the built-in test provider's payment page (ADR 0028) is shown and its
 * "pay" button pressed on B; A then knows the order is paid and the account is premium.
 */
export async function checkCheckout(cluster: Cluster): Promise<string> {
  const { a, b } = cluster;
  const buyer = await member(cluster, "buyer");
  const started = await buyer.browser.json<{ orderId?: string; url?: string }>(a, "/api/checkout", {
    json: { product: "premium-relocator", interval: "month", attempt: `cluster-${randomBytes(12).toString("hex")}` },
  });
  assert.equal(started.status, 201, `checkout on A: ${JSON.stringify(started.body)}`);
  const pageUrl = new URL(started.body.url ?? "");
  assert.equal(
    pageUrl.origin,
    new URL(cluster.publicUrl).origin,
    "the payment page's address is built from PUBLIC_URL",
  );
  const sessionId = pageUrl.pathname.split("/test-checkout/")[1] ?? "";
  assert.match(sessionId, /^cs_test_/);

  const page = await buyer.browser.request(b, pageUrl.pathname);
  const html = await page.text();
  assert.equal(page.status, 200, "B shows the payment page of a session A created");
  assert.match(html, /TEST/);

  const paying = performance.now();
  const paid = await buyer.browser.request(b, pageUrl.pathname, { body: new URLSearchParams({ outcome: "pay" }) });
  await paid.body?.cancel();
  const paidMs = performance.now() - paying;
  assert.ok([302, 303].includes(paid.status), `pay on B answered ${paid.status}`);
  assert.ok(
    (paid.headers.get("location") ?? "").includes(`/profile?subscribed=1&session_id=${sessionId}`),
    "pay leads to the profile",
  );

  const order = await buyer.browser.json<{ orderId?: string; status?: string }>(a, `/api/checkout/${sessionId}`);
  assert.equal(order.status, 200, `order on A: ${JSON.stringify(order.body)}`);
  assert.equal(order.body.orderId, started.body.orderId);
  assert.equal(order.body.status, "paid", "A sees the order paid through B");
  const me = await buyer.browser.json<{ userPlan?: string }>(a, "/api/auth/me");
  assert.equal(me.body.userPlan, "premium", "the account is premium on A");
  const events = await cluster.db.selectFrom("payment_events").select("id").execute();
  assert.ok(events.length > 0, "the provider's events reached the webhook");
  return `Premium checkout created on A, paid on B's test payment page (${ms(paidMs)}): A sees the order paid and the account premium`;
}
