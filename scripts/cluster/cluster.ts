import type { Db } from "../../server/db/database.ts";
import { storedFlag } from "../../server/modules/auth/db-values.ts";
import { type ReceivedMail, readMail } from "../../server/testing/smtp-test-server.ts";
import { Browser, freshIp } from "./browser.ts";
import type { Instance } from "./instance.ts";

/** What every check is given: the two instances, the shared database and what they send out. */
export type Cluster = {
  a: Instance;
  b: Instance;
  /** The cluster's database, read (and for the accounts' roles and plans, written) as staff would. */
  db: Db;
  mail: Mailbox;
  /** Where the loopback S3 store keeps its objects. */
  s3Directory: string;
  publicUrl: string;
  /** FORM_RATE_LIMIT_PER_MINUTE of both instances. */
  formLimit: number;
  /** Short, lowercase, unique to this run: in addresses and slugs. */
  runId: string;
};

/** Every message the two SMTP servers accepted (each instance delivers to its own), with who sent it. */
export type Mailbox = {
  all(): DeliveredMail[];
  /** The first message matching, waiting for it up to `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs: number): Promise<DeliveredMail>;
};

/** A message one of the SMTP servers accepted, and whose worker delivered it ("A" or "B"). */
export type DeliveredMail = ReceivedMail & { via: string };

export function mailboxOf(servers: { via: string; received: ReceivedMail[] }[]): Mailbox {
  const all = () => servers.flatMap(({ via, received }) => received.map((mail) => ({ ...mail, via })));
  return {
    all,
    async waitFor(match, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = all().find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such e-mail within ${timeoutMs} ms`);
        await sleep(50);
      }
    },
  };
}

/** A duration for the summary. */
export const ms = (value: number) => `${Math.round(value)} ms`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const password = "correct horse battery staple";

/** The sign-up form's fields, as the registration page sends them. */
export function registration(email: string, name = "Cluster Tester") {
  return {
    email,
    password,
    confirmPassword: password,
    name,
    nationality: "MA",
    targetCountry: "FR",
    profession: "Engineer",
    agreeToTerms: true,
    newsletter: false,
  };
}

export type Member = { id: string; email: string; browser: Browser };

/**
 * An account made through the sign-up API of instance A, then given its verified address, role
 * and plan directly in the database (as the verification link, admin:create and billing would),
 * and signed in from its own browser through `signInOn`.
 */
export async function member(
  cluster: Cluster,
  tag: string,
  setup: { role?: "admin" | "advisor"; plan?: "premium"; dfy?: boolean; signInOn?: Instance } = {},
): Promise<Member> {
  const email = `cluster-${tag}-${cluster.runId}@example.com`;
  const browser = new Browser(freshIp());
  const signedUp = await browser.json(cluster.a, "/api/auth/sign-up/email", { json: registration(email) });
  if (signedUp.status !== 200)
    throw new Error(`sign-up of ${email}: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  await cluster.db
    .updateTable("users")
    .set({
      email_verified: storedFlag(cluster.db, true),
      ...(setup.role ? { role: setup.role } : {}),
      ...(setup.plan ? { plan: setup.plan } : {}),
      ...(setup.dfy ? { has_active_dfy_plan: storedFlag(cluster.db, true) } : {}),
    })
    .where("email", "=", email)
    .execute();
  const { id } = await cluster.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const signedIn = await browser.json(setup.signInOn ?? cluster.a, "/api/auth/sign-in/email", {
    json: { email, password },
  });
  if (signedIn.status !== 200)
    throw new Error(`sign-in of ${email}: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { id, email, browser };
}

/** The plain text of a received message, as the recipient's mail client shows it. */
export function textOf(mail: ReceivedMail): string {
  return readMail(mail.raw).text ?? "";
}

/** Runs `task` over `items` with at most `concurrency` at once, in order of start. */
export async function inParallel<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await task(item);
      }
    }),
  );
}
