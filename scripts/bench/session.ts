import { DatabaseSync } from "node:sqlite";

const password = "bench horse battery staple";

/**
 * A signed-in visitor's `cookie` header, made as a visitor makes one: registration through the API
 * (the e2e walks' `registerThroughApi`, tests/e2e/accounts-support.ts), then sign-in. The address
 * is marked verified directly in the bench's own throwaway database (the proof of ownership is an
 * e-mailed link, ADR 0021, which the bench has no mailbox for). Checks that `/profile` then answers
 * 200, so the throughput figure is the signed-in page and not a redirect to /login.
 */
export async function signedInCookie(base: string, databaseFile: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  const registered = await post("/api/auth/sign-up/email", {
    email,
    password,
    confirmPassword: password,
    name: "Bench Visitor",
    nationality: "MA",
    targetCountry: "FR",
    profession: "Engineer",
    agreeToTerms: true,
  });
  if (!registered.ok) throw new Error(`sign-up answered ${registered.status}: ${await registered.text()}`);

  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").run(email);
  } finally {
    db.close();
  }

  const signedIn = await post("/api/auth/sign-in/email", { email, password });
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const profile = await fetch(`${base}/profile`, { headers: { cookie }, redirect: "manual" });
  await profile.arrayBuffer();
  if (profile.status !== 200) throw new Error(`/profile answered ${profile.status} to the signed-in visitor`);
  return cookie;
}
