import assert from "node:assert/strict";
import type { AnswerEvent } from "../../core/assistant/assistant-contract.ts";
import { attempts, createPost, setStatus } from "./check-unpublish.ts";
import { type Cluster, type Member, member, ms, sleep } from "./cluster.ts";

const question = "Where can I learn to make the perfect galette bretonne in Rennes?";

/** Asks in a conversation on B and reads the whole event stream: the cited pages' URLs. */
async function citedUrls(asker: Member, cluster: Cluster, conversationId: string): Promise<string[]> {
  const response = await asker.browser.request(cluster.b, `/api/assistant/conversations/${conversationId}/messages`, {
    json: { question },
  });
  const text = await response.text();
  assert.equal(response.status, 200, `question on B: ${response.status} ${text.slice(0, 300)}`);
  const events = text
    .split("\n\n")
    .map((block) => /^data: (.+)$/m.exec(block)?.[1])
    .filter((data): data is string => data !== undefined)
    .map((data) => JSON.parse(data) as AnswerEvent);
  const failed = events.find((event) => event.type === "error");
  assert.equal(failed, undefined, `the answer failed: ${JSON.stringify(failed)}`);
  return events.flatMap((event) => (event.type === "citations" ? event.citations.map((c) => c.url) : []));
}

/**
 * 4. A post published on A is cited by the assistant on B within a second (ADR 0072: every
 * instance rebuilds its index in the background on a change). The question is asked on B before
 * (not cited: the post is a draft) and then again until the post is cited, timed from the publish
 * request to the citing answer's end. Questions are limited to 10 a minute per account: each
 * attempt has its own member and asks at most 9. A slow measure is taken again as in check 3.
 */
export async function checkAssistant(cluster: Cluster): Promise<string> {
  const admin = await member(cluster, "assistant-admin", { role: "admin" });
  const results: { citedAfter: number; story: string }[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await citeOnce(cluster, admin, attempt);
    results.push(result);
    if (result.citedAfter <= 1000) break;
  }
  const last = results.at(-1)!;
  const earlier = results.slice(0, -1).map((result) => ms(result.citedAfter));
  const retried = earlier.length ? `; earlier attempts: ${earlier.join(", ")}` : "";
  assert.ok(
    last.citedAfter <= 1000,
    `B's assistant cited the new post only after ${results.map((result) => ms(result.citedAfter)).join(", ")} in ${results.length} attempts (limit 1 s; last: ${last.story})`,
  );
  return `assistant on B cited the post published on A after ${ms(last.citedAfter)}, not before as a draft (${last.story}${retried})`;
}

async function citeOnce(cluster: Cluster, admin: Member, attempt: number) {
  const { a, b } = cluster;
  const asker = await member(cluster, `assistant-member-${attempt}`, { plan: "premium", signInOn: b });
  const slug = `galette-bretonne-rennes-${cluster.runId}-${attempt}`;
  const postId = await createPost(admin, a, {
    slug,
    title: "The perfect galette bretonne in Rennes",
    excerpt: "Where to learn the galette bretonne in Rennes.",
    bodyMarkdown: "## Learning\n\nThe galette bretonne is taught in Rennes at the crêperie school.",
  });
  const created = await asker.browser.json<{ conversation?: { id: string } }>(b, "/api/assistant/conversations", {
    json: {},
  });
  assert.equal(created.status, 201, `conversation on B: ${JSON.stringify(created.body)}`);
  const conversationId = created.body.conversation?.id ?? "";
  const citesPost = (urls: string[]) => urls.some((url) => url.startsWith(`/blog/${slug}`));

  // The draft's own change signal has reached B and its rebuild is done: the draft is not cited.
  await sleep(1000);
  assert.equal(citesPost(await citedUrls(asker, cluster, conversationId)), false, "a draft must not be cited");

  const sent = performance.now();
  await setStatus(admin, a, postId, "publish");
  const published = performance.now() - sent;
  let asked = 0;
  let lastUrls: string[] = [];
  const trace: string[] = [];
  while (asked < 8) {
    asked++;
    const askedAt = performance.now() - sent;
    lastUrls = await citedUrls(asker, cluster, conversationId);
    const cited = citesPost(lastUrls);
    trace.push(
      `${cited ? "cited" : "not cited"} (asked at ${ms(askedAt)}, answered at ${ms(performance.now() - sent)})`,
    );
    if (cited) {
      const story = `A answered the publish at ${ms(published)}; B: ${trace.join("; ")}`;
      return { citedAfter: performance.now() - sent, story };
    }
    await sleep(performance.now() - sent < 1000 ? 100 : 400);
  }
  throw new Error(
    `B's assistant did not cite the new post after ${asked} questions over ${ms(performance.now() - sent)}; it cited ${lastUrls.join(", ") || "nothing"} (${trace.join("; ")})`,
  );
}
