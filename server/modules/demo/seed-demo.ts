import { maxPasswordLength, minPasswordLength } from "../../../core/account-rules.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { generateOneTimePassword } from "../admin/create-admin.ts";
import type { AccountUser } from "../auth/current-user.ts";
import { demoPackage } from "./demo-case-content.ts";
import { demoClock } from "./demo-clock.ts";
import { type DemoPersonKey, demoPeople } from "./demo-people.ts";
import { ensureDemoAccount } from "./ensure-demo-account.ts";
import { openDemoCase } from "./open-demo-case.ts";
import { payDemoPackage } from "./pay-demo-package.ts";
import { seedDemoDocuments } from "./seed-demo-documents.ts";
import { seedDemoMessages } from "./seed-demo-messages.ts";
import { seedDemoTasks } from "./seed-demo-tasks.ts";
import { seedPremiumSaves } from "./seed-premium-saves.ts";
import { subscribeDemoPremium } from "./subscribe-demo-premium.ts";

export type SeedDemoDeps = Pick<
  ApiDeps,
  "config" | "db" | "logger" | "outbox" | "siteUrl" | "payments" | "testPayments" | "pdfs" | "fileStorage"
>;

/** One account to try, as printed once by `npm run seed`. */
export type DemoAccount = {
  key: DemoPersonKey;
  role: string;
  name: string;
  email: string;
  password: string;
  /** Where to go after signing in. */
  home: string;
};

export class DemoPasswordError extends Error {
  override name = "DemoPasswordError";
}

/**
 * `npm run seed`: a demo of every role on this database, made by the product's own use cases so
 * it is exactly what using the product leaves behind (ADR 0080). An administrator and an advisor;
 * a client who bought a done-for-you package (invoice issued by the administrator, paid on the
 * test provider's page) and whose case the advisor opened, with tasks in every state, requested
 * documents with real files in the uploads' storage, and a thread; a premium member (yearly
 * subscription paid on the test page) with saved scenarios, comparisons and a detailed
 * assessment; a free member.
 *
 * Idempotent: each thing is looked up before it is made, so a second run adds nothing; it gives
 * every account a new password (random, or `password` when one is given: there is never a
 * built-in default) and ends their sessions.
 */
export async function seedDemo(deps: SeedDemoDeps, options: { password?: string } = {}): Promise<DemoAccount[]> {
  const chosen = options.password;
  if (chosen !== undefined && (chosen.length < minPasswordLength || chosen.length > maxPasswordLength)) {
    throw new DemoPasswordError(
      `the password must be ${minPasswordLength} to ${maxPasswordLength} characters long, like any account's`,
    );
  }
  const tick = demoClock();
  const accounts: DemoAccount[] = [];
  const users = new Map<DemoPersonKey, AccountUser>();
  for (const person of demoPeople) {
    const password = chosen ?? generateOneTimePassword();
    users.set(person.key, await ensureDemoAccount(deps, person, password));
    accounts.push({
      key: person.key,
      role: person.label,
      name: person.name,
      email: person.email,
      password,
      home: person.home,
    });
  }
  const user = (key: DemoPersonKey) => {
    const found = users.get(key);
    if (!found) throw new Error(`no demo ${key}`);
    return found;
  };

  await subscribeDemoPremium(deps, user("premium"));
  await payDemoPackage(deps, user("client"), user("admin"), demoPackage);

  const opened = await openDemoCase(deps.db, user("advisor"), user("client"), tick());
  await seedDemoTasks(deps.db, opened, tick);
  await seedDemoDocuments(deps, opened, tick);
  await seedDemoMessages(deps, opened, tick);

  await seedPremiumSaves(deps.db, user("premium").id, tick());
  return accounts;
}
