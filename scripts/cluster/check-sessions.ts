import assert from "node:assert/strict";
import { Browser, freshIp } from "./browser.ts";
import { type Cluster, ms, password, registration, textOf } from "./cluster.ts";

type Me = { id?: string; email?: string; emailVerified?: boolean };

/**
 * 1. A session made on A works on B, and signing out on B ends it on A. The account is made the
 * way a visitor makes one: sign-up on A, the verification link read from the e-mail an instance
 * delivered, followed on B (the registering browser's cookie, set by A, is recognised there).
 */
export async function checkSessions(cluster: Cluster): Promise<string> {
  const { a, b } = cluster;
  const email = `cluster-session-${cluster.runId}@example.com`;
  const browser = new Browser(freshIp());
  const signedUp = await browser.json(a, "/api/auth/sign-up/email", { json: registration(email) });
  assert.equal(signedUp.status, 200, `sign-up on A: ${JSON.stringify(signedUp.body)}`);

  const mail = await cluster.mail.waitFor(
    (message) => message.rcptTo.includes(email) && textOf(message).includes("/verify-email?token="),
    15_000,
  );
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(textOf(mail))?.[0] ?? "");
  assert.equal(link.origin, new URL(cluster.publicUrl).origin, "the link is built from PUBLIC_URL");
  const verified = await browser.request(b, `${link.pathname}${link.search}`);
  await verified.body?.cancel();
  assert.equal(verified.status, 302, "the verification link followed on B signs in");
  assert.match(verified.headers.get("location") ?? "", /\/profile\?verified=1/);

  const signedIn = await browser.json(a, "/api/auth/sign-in/email", { json: { email, password } });
  assert.equal(signedIn.status, 200, `sign-in on A: ${JSON.stringify(signedIn.body)}`);
  const session = browser.cookieHeader();
  assert.match(session, /session_token=/, "sign-in on A set a session cookie");

  const onA = await browser.json<Me>(a, "/api/auth/me");
  const started = performance.now();
  const onB = await browser.json<Me>(b, "/api/auth/me");
  const acceptedMs = performance.now() - started;
  assert.equal(onA.status, 200);
  assert.equal(onB.status, 200, "B accepts the session A made");
  assert.equal(onB.body.id, onA.body.id);
  assert.equal(onB.body.emailVerified, true, "the address verified on B is verified for both");

  const signedOut = await browser.request(b, "/api/auth/sign-out", { json: {} });
  await signedOut.body?.cancel();
  assert.equal(signedOut.status, 200, "sign-out on B");
  // The browser dropped its cookie; the old one, replayed on A, must be refused there.
  const outAt = performance.now();
  const replayed = await browser.json<Me>(a, "/api/auth/me", { anonymous: true, headers: { cookie: session } });
  const refusedMs = performance.now() - outAt;
  assert.equal(replayed.status, 401, "A refuses the session signed out on B");
  const replayedB = await browser.json<Me>(b, "/api/auth/me", { anonymous: true, headers: { cookie: session } });
  assert.equal(replayedB.status, 401);
  return `session from A accepted by B (${ms(acceptedMs)}); signed out on B, refused by A at once (${ms(refusedMs)}); verification link from ${mail.via === "A" ? "A's" : "B's"} worker followed on B`;
}
