import assert from "node:assert/strict";
import { Browser, freshIp } from "./browser.ts";
import { type Cluster, ms, sleep } from "./cluster.ts";
import type { Instance } from "./instance.ts";

type Write = { email: string; on: string; status: number | "failed" };

/**
 * 8. A SIGKILL of A under write load: 8 writers send e-mail captures (each a new address) to A
 * and B in turn; A is killed once it has acknowledged 40 and has more in flight, and the writers
 * go on with B alone. Every capture either instance acknowledged with 201 must be in the database
 * afterwards, with its queued e-mail; B must have kept acknowledging after A died. Runs last: A
 * stays dead.
 */
export async function checkSigkill(cluster: Cluster): Promise<string> {
  const { a, b } = cluster;
  const writes: Write[] = [];
  let aDead = false;
  let stop = false;
  let n = 0;
  const writer = async (index: number) => {
    let turn = index;
    while (!stop) {
      const on: Instance = aDead || turn++ % 2 === 1 ? b : a;
      const email = `cluster-kill-${n++}-${cluster.runId}@example.com`;
      const write: Write = { email, on: on.name, status: "failed" };
      writes.push(write);
      try {
        const response = await new Browser(freshIp()).request(on, "/api/email-capture", { json: { email } });
        await response.body?.cancel();
        write.status = response.status;
      } catch {
        // Cut off by the kill (connection reset or refused): not acknowledged, so not promised.
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, i) => writer(i));
  // Under load: A has acknowledged some writes and has some in flight when the signal goes.
  const inFlightOnA = () => writes.filter((write) => write.on === "A" && write.status === "failed").length;
  const ackedByA = () => writes.filter((write) => write.on === "A" && write.status === 201).length;
  const loadStarted = performance.now();
  while (!(ackedByA() >= 40 && inFlightOnA() > 0) && performance.now() - loadStarted < 20_000) await sleep(2);
  const killedAt = performance.now();
  const cutOff = inFlightOnA();
  assert.ok(cutOff > 0, "A had writes in flight when it was killed");
  await a.kill();
  const killMs = performance.now() - killedAt;
  aDead = true;
  const ackedByBBefore = writes.filter((write) => write.on === "B" && write.status === 201).length;
  await sleep(800);
  stop = true;
  await Promise.all(writers);

  const acked = writes.filter((write) => write.status === 201);
  const others = writes.filter((write) => write.status !== 201 && write.status !== "failed");
  assert.deepEqual(
    others.map((write) => `${write.on} ${write.status}`),
    [],
    "every answer is 201 or a connection cut by the kill",
  );
  const ackedOnA = acked.filter((write) => write.on === "A").length;
  const ackedByBAfter = acked.filter((write) => write.on === "B").length - ackedByBBefore;
  assert.ok(ackedOnA > 0, "A acknowledged writes before it was killed");
  assert.ok(ackedByBAfter > 0, "B went on acknowledging after A was killed");
  assert.equal(b.alive(), true, "B survived");

  // Every capture of this check that reached the database, and its queued e-mail.
  const pattern = `cluster-kill-%-${cluster.runId}@example.com`;
  const captured = new Set(
    (await cluster.db.selectFrom("email_captures").select("email").where("email", "like", pattern).execute()).map(
      (row) => row.email,
    ),
  );
  const queued = new Set(
    (await cluster.db.selectFrom("outbox").select("to_address").where("to_address", "like", pattern).execute()).map(
      (row) => row.to_address,
    ),
  );
  const lost = acked.filter((write) => !captured.has(write.email)).map((write) => `${write.on} ${write.email}`);
  const unqueued = acked.filter((write) => !queued.has(write.email)).map((write) => `${write.on} ${write.email}`);
  assert.deepEqual(lost, [], `${lost.length} acknowledged captures are missing`);
  assert.deepEqual(unqueued, [], `${unqueued.length} acknowledged captures have no queued e-mail`);
  const cut = writes.filter((write) => write.status === "failed");
  const keptAnyway = cut.filter((write) => captured.has(write.email)).length;
  return `SIGKILL of A after ${ms(killedAt - loadStarted)} of load from 8 writers, with ${cutOff} in flight on it (exited in ${ms(killMs)}): ${acked.length} acknowledged (${ackedOnA} by A), ${cut.length} cut off (${keptAnyway} of them stored all the same), all ${acked.length} acknowledged present with their e-mail; B acknowledged ${ackedByBAfter} more after`;
}
