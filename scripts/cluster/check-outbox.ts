import assert from "node:assert/strict";
import { Browser, freshIp } from "./browser.ts";
import { type Cluster, inParallel, ms, sleep } from "./cluster.ts";

/**
 * 5. Exactly-once e-mail with both outbox workers running: e-mail captures from distinct addresses
 * (each queues one message) sent through A and B in turn, 8 at a time. Each instance delivers to
 * its own SMTP server, so the two servers together must hold every message exactly once, and both
 * workers must have delivered some. Polling every 100 ms, both workers look for the same rows.
 */
export async function checkOutbox(cluster: Cluster, count = 120): Promise<string> {
  const { a, b } = cluster;
  const addresses = Array.from({ length: count }, (_, i) => `cluster-mail-${i}-${cluster.runId}@example.com`);
  const queued = performance.now();
  const statuses: number[] = [];
  await inParallel(
    addresses.map((email, i) => ({ email, instance: i % 2 === 0 ? a : b })),
    8,
    async ({ email, instance }) => {
      // A client address of its own per capture: the per-client limit has its own check.
      const response = await new Browser(freshIp()).request(instance, "/api/email-capture", { json: { email } });
      await response.body?.cancel();
      statuses.push(response.status);
    },
  );
  const refused = statuses.filter((status) => status !== 201);
  assert.deepEqual(refused, [], "every capture is taken (201)");

  const wanted = new Set(addresses);
  const ours = () => cluster.mail.all().filter((mail) => mail.rcptTo.some((to) => wanted.has(to)));
  const deadline = performance.now() + 30_000;
  while (new Set(ours().flatMap((mail) => mail.rcptTo)).size < count && performance.now() < deadline) await sleep(50);
  const deliveredMs = performance.now() - queued;
  // Long enough for either worker to send a second copy: several polls of both.
  await sleep(1500);

  const perAddress = new Map<string, number>();
  for (const mail of ours()) for (const to of mail.rcptTo) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  const missing = addresses.filter((email) => !perAddress.has(email));
  const twice = [...perAddress].filter(([, times]) => times > 1);
  assert.deepEqual(missing, [], `${missing.length} of ${count} e-mails never arrived`);
  assert.deepEqual(twice, [], `${twice.length} e-mails arrived more than once`);
  const via = { A: 0, B: 0 };
  for (const mail of ours()) via[mail.via as "A" | "B"]++;
  assert.ok(via.A > 0 && via.B > 0, `both workers deliver (A ${via.A}, B ${via.B})`);
  const rows = await cluster.db.selectFrom("outbox").select(["status"]).where("to_address", "in", addresses).execute();
  assert.equal(rows.length, count, "one outbox row per capture");
  assert.deepEqual(
    rows.filter((row) => row.status !== "sent"),
    [],
    "every outbox row is marked sent",
  );
  return `${count} e-mails queued through A and B, each delivered exactly once (A's worker ${via.A}, B's ${via.B}) within ${ms(deliveredMs)}`;
}
