import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, type TestClient } from "../auth/accounts-test-kit.ts";
import type { CaseView, ClientRowView, MessageView } from "../cases/case-view.ts";
import { openDemoRuntime } from "./demo-runtime.ts";
import { type DemoAccount, DemoPasswordError, seedDemo } from "./seed-demo.ts";

type Me = { email: string; role: string; userPlan: string; emailVerified: boolean };

/** Rows the seed writes, table by table: a second run must leave every count as it was. */
const seededTables = [
  "users",
  "accounts",
  "orders",
  "invoices",
  "subscriptions",
  "relocation_plans",
  "case_tasks",
  "document_requests",
  "case_files",
  "case_messages",
  "saved_scenarios",
  "saved_comparisons",
  "eligibility_assessments",
  "outbox",
] as const;

describe.each(testEngines)("npm run seed (seedDemo) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let uploadsDir: string;
  let runtime: ReturnType<typeof openDemoRuntime>;
  let accounts: DemoAccount[];

  beforeAll(async () => {
    database = await freshDatabase(engine);
    uploadsDir = mkdtempSync(join(tmpdir(), "passerelle-seed-uploads-"));
    // The seed as the CLI wires it (its own runtime, test payments), the sign-ins through the API.
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      UPLOADS_DIR: uploadsDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    });
    runtime = openDemoRuntime(config, database.db, pino({ level: "silent" }));
    api = buildAccountsApi(database, { UPLOADS_DIR: uploadsDir });
    accounts = await seedDemo(runtime.deps);
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    await database?.dispose();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const account = (key: DemoAccount["key"], from = accounts) => {
    const found = from.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`no ${key} printed`);
    return found;
  };

  async function signedIn(key: DemoAccount["key"], from = accounts): Promise<TestClient> {
    const { email, password } = account(key, from);
    const client = api.client();
    const answer = await client.json<{ passwordChangeRequired?: boolean }>("/api/auth/sign-in/email", {
      body: { email, password, rememberMe: false },
    });
    expect(answer.status, `${email}: ${JSON.stringify(answer.body)}`).toBe(200);
    // The printed password opens a session at once: no one-time password to replace first.
    expect(answer.body.passwordChangeRequired).toBeUndefined();
    return client;
  }

  const me = async (client: TestClient) => (await client.json<Me>("/api/auth/me")).body;

  async function counts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      seededTables.map(async (table) => {
        const row = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow();
        return [table, Number(row.count)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  it("prints each role once, on the reserved domain, with a random password and the page to open", () => {
    expect(accounts.map(({ key, email, home }) => ({ key, email, home }))).toEqual([
      { key: "admin", email: "admin@demo.passerelle.test", home: "/admin" },
      { key: "advisor", email: "advisor@demo.passerelle.test", home: "/advisor" },
      { key: "client", email: "client@demo.passerelle.test", home: "/dashboard" },
      { key: "premium", email: "premium@demo.passerelle.test", home: "/profile" },
      { key: "free", email: "free@demo.passerelle.test", home: "/profile" },
    ]);
    const passwords = accounts.map((printed) => printed.password);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) expect(password).toMatch(/^[a-z2-9]{20}$/);
  });

  it("signs the administrator in with access to the administrators' endpoints", async () => {
    const admin = await signedIn("admin");
    expect(await me(admin)).toMatchObject({ role: "admin", emailVerified: true });
    expect((await admin.request("/api/email-captures")).status).toBe(200);
    const free = await signedIn("free");
    expect((await free.request("/api/email-captures")).status).toBe(403);
  });

  it("signs the advisor in to the client's paid case, assigned to them", async () => {
    const advisor = await signedIn("advisor");
    expect(await me(advisor)).toMatchObject({ role: "advisor", emailVerified: true });
    const clients = await advisor.json<{ clients: ClientRowView[] }>("/api/advisor/clients");
    expect(clients.status).toBe(200);
    const row = clients.body.clients.find((client) => client.email === account("client").email);
    expect(row?.case).toMatchObject({ name: "Lyon move", advisor: { email: account("advisor").email } });
    expect(row?.case?.overdueTasks).toBe(1);
    expect(row?.case?.awaitingReview).toBe(1);
    const opened = await advisor.json<{ case: CaseView }>(`/api/cases/${row?.case?.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.case).toMatchObject({
      role: "advisor",
      package: { id: "family-premium" },
      team: { advisor: { email: account("advisor").email } },
    });
  });

  it("signs the client in to their case: tasks done and open with due dates, documents that download, the thread", async () => {
    const client = await signedIn("client");
    expect(await me(client)).toMatchObject({ role: "user", userPlan: "dfy", emailVerified: true });
    const mine = await client.json<{ case: CaseView }>("/api/cases/mine");
    expect(mine.status).toBe(200);
    const view = mine.body.case;
    expect(view.role).toBe("client");
    const statuses = view.tasks.map((task) => task.status);
    expect(statuses).toContain("completed");
    expect(statuses).toContain("in_progress");
    expect(statuses).toContain("overdue");
    expect(statuses).toContain("pending");
    expect(view.tasks.filter((task) => task.status !== "completed").every((task) => task.dueDate !== null)).toBe(true);

    const files = view.documents.flatMap((document) => document.files);
    expect(view.documents.map((document) => document.status)).toEqual(
      expect.arrayContaining(["approved", "uploaded", "required", "requested"]),
    );
    expect(files).toHaveLength(2);
    for (const file of files) {
      const download = await client.request(file.downloadPath);
      expect(download.status, file.downloadPath).toBe(200);
      expect(download.headers.get("content-type")).toContain("application/pdf");
      expect(
        Buffer.from(await download.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    }

    const thread = await client.json<{ messages: MessageView[] }>(`/api/cases/${view.id}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toHaveLength(3);
    expect(thread.body.messages.flatMap((message) => message.attachments)).toHaveLength(1);
    expect(thread.body.messages.map((message) => message.author.isTeam)).toEqual(expect.arrayContaining([true, false]));
  });

  it("signs the premium member in as premium, with saved scenarios, comparisons and an assessment", async () => {
    const premium = await signedIn("premium");
    expect(await me(premium)).toMatchObject({ role: "user", userPlan: "premium", emailVerified: true });
    expect((await premium.json<{ scenarios: unknown[] }>("/api/scenarios")).body.scenarios).toHaveLength(3);
    expect((await premium.json<{ comparisons: unknown[] }>("/api/city-comparisons")).body.comparisons).toHaveLength(2);
    const assessments = await premium.json<{ assessments: unknown[] }>("/api/eligibility/assessments");
    expect(assessments.body.assessments).toHaveLength(1);
    // Not a case of their own: the case is the done-for-you client's.
    expect((await premium.json<{ case: unknown }>("/api/cases/mine")).body.case).toBeNull();
  });

  it("signs the free member in on the free plan, without the premium tools", async () => {
    const free = await signedIn("free");
    expect(await me(free)).toMatchObject({ role: "user", userPlan: "free", emailVerified: true });
    expect((await free.request("/api/scenarios")).status).toBe(403);
  });

  it("runs again without adding anything: new passwords, the old ones and their sessions end", async () => {
    const before = await counts();
    const oldSession = await signedIn("client");
    const again = await seedDemo(runtime.deps);
    expect(await counts()).toEqual(before);
    expect(again.map((printed) => printed.email)).toEqual(accounts.map((printed) => printed.email));
    for (const printed of again) {
      expect(printed.password).not.toBe(account(printed.key).password);
      const old = await api.client().request("/api/auth/sign-in/email", {
        body: { email: printed.email, password: account(printed.key).password },
      });
      expect(old.status, printed.email).toBe(401);
    }
    expect((await oldSession.request("/api/auth/me")).status).toBe(401);
    const client = await signedIn("client", again);
    expect((await client.json<{ case: CaseView }>("/api/cases/mine")).body.case.tasks).toHaveLength(6);
    accounts = again;
  });

  it("gives every account the password asked for, and refuses one no account may have", async () => {
    const chosen = "demo password 2026";
    const given = await seedDemo(runtime.deps, { password: chosen });
    expect(given.every((printed) => printed.password === chosen)).toBe(true);
    expect(await me(await signedIn("advisor", given))).toMatchObject({ role: "advisor" });
    await expect(seedDemo(runtime.deps, { password: "short" })).rejects.toBeInstanceOf(DemoPasswordError);
  });
});
