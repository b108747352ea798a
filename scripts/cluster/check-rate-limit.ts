import assert from "node:assert/strict";
import { Browser, freshIp } from "./browser.ts";
import type { Cluster } from "./cluster.ts";

/**
 * 2. One limit for both instances (ADR 0070): the e-mail capture form's per-client limit
 * (FORM_RATE_LIMIT_PER_MINUTE), hit by one client alternating between A and B, each hit with a
 * new address (the per-address limit stays out of the way). Exactly `limit` are taken, in order;
 * every later one is refused, by either instance.
 */
export async function checkRateLimit(cluster: Cluster): Promise<string> {
  const { a, b, formLimit } = cluster;
  const browser = new Browser(freshIp());
  const extra = 6;
  const statuses: number[] = [];
  const perInstance = { A: 0, B: 0 };
  for (let i = 0; i < formLimit + extra; i++) {
    const instance = i % 2 === 0 ? a : b;
    const response = await browser.request(instance, "/api/email-capture", {
      json: { email: `cluster-limit-${i}-${cluster.runId}@example.com` },
      anonymous: true,
    });
    await response.body?.cancel();
    statuses.push(response.status);
    if (response.status === 201) perInstance[instance.name as "A" | "B"]++;
  }
  const expected = [...Array(formLimit).fill(201), ...Array(extra).fill(429)];
  assert.deepEqual(
    statuses,
    expected,
    `answers, in order, to ${formLimit + extra} hits alternating A/B (limit ${formLimit}): ${statuses.join(" ")}`,
  );
  return `limit ${formLimit}/min: hits alternating A/B accepted ${perInstance.A} on A + ${perInstance.B} on B = ${formLimit}, then ${extra}/${extra} refused (429) by both`;
}
