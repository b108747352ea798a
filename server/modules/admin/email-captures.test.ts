import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessageCatalogs } from "../../../content/messages/api-messages.ts";
import { createDatabase } from "../../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  signIn,
  signInWithOneTimePassword,
} from "../auth/accounts-test-kit.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import { parseCsv } from "./csv-test-kit.ts";

const run = promisify(execFile);

describe.each(testEngines)("administrator's e-mail list and export on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const adminEndpoints: { path: string; method?: string; body?: unknown }[] = [
    { path: "/api/email-captures" },
    { path: "/api/email-captures/export" },
  ];
  // better-auth's admin plugin endpoints are not part of our public surface (ADR 0021).
  const pluginEndpoints = [
    { path: "/api/auth/admin/list-users" },
    { path: "/api/auth/admin/set-role", body: { userId: "someone", role: "admin" } },
  ];

  it("every admin endpoint answers 401 signed out and 403 to a normal user", async () => {
    const user = await registeredClient(api, "user@example.com");
    for (const endpoint of adminEndpoints) {
      const visitor = await api.client({ language: "fr" }).json<ErrorBody>(endpoint.path, { body: endpoint.body });
      expect(visitor.status, `${endpoint.path} signed out`).toBe(401);
      expect(visitor.body.error.code).toBe("unauthorized");
      const normal = await user.json<ErrorBody>(endpoint.path, { body: endpoint.body });
      expect(normal.status, `${endpoint.path} as a user`).toBe(403);
      expect(normal.body.error.code).toBe("forbidden");
    }
    for (const endpoint of pluginEndpoints) {
      expect((await api.client().json(endpoint.path, { body: endpoint.body })).status, endpoint.path).toBe(404);
      expect((await user.json(endpoint.path, { body: endpoint.body })).status, endpoint.path).toBe(404);
    }
    expect((await api.client({ language: "fr" }).json<ErrorBody>("/api/email-captures")).body.error.message).toBe(
      apiMessageCatalogs.fr.sign_in_required,
    );
    // The refused role change changed nothing.
    expect(await database.db.selectFrom("users").select("role").execute()).toEqual([{ role: "user" }]);
  });

  it("an administrator made by admin:create sees the captured addresses and downloads them as CSV, formulas neutralised", async () => {
    const visitor = api.client();
    const captured = [
      { email: "first@example.com" },
      { email: "second@example.com", conversationId: "conv-42" },
      // What a spreadsheet would run as formulas: a leading +, -, and a conversation id starting with =.
      { email: "+33612345678@example.com" },
      { email: "-2+3@example.com", conversationId: '=HYPERLINK("http://evil.example","click")' },
      { email: "registered@example.com", conversationId: "@SUM(A1:A9)" },
    ];
    for (const body of captured) expect((await visitor.request("/api/email-capture", { body })).status).toBe(201);
    await registeredClient(api, "registered@example.com");

    const result = await createOrPromoteAdmin(api.deps, "Admin@Example.com");
    expect(result).toMatchObject({ action: "created", email: "admin@example.com" });
    expect(result.oneTimePassword).toMatch(/^[a-z2-9]{20}$/);
    const admin = api.client();
    expect((await signInWithOneTimePassword(admin, "admin@example.com", String(result.oneTimePassword))).status).toBe(
      200,
    );
    expect((await admin.json<{ role: string }>("/api/auth/me")).body.role).toBe("admin");

    const stored = await database.db
      .selectFrom("email_captures")
      .select(["email", "created_at", "conversation_id"])
      .orderBy("created_at", "desc")
      .orderBy("email")
      .execute();
    const list =
      await admin.json<{ email: string; createdAt: string; conversationId: string | null }[]>("/api/email-captures");
    expect(list.status).toBe(200);
    expect(list.body.map(({ email, createdAt, conversationId }) => ({ email, createdAt, conversationId }))).toEqual(
      stored.map((row) => ({ email: row.email, createdAt: row.created_at, conversationId: row.conversation_id })),
    );

    const exported = await admin.request("/api/email-captures/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(exported.headers.get("content-disposition")).toBe(`attachment; filename="passerelle-emails-${today}.csv"`);
    const text = await exported.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(["emails", "date captured", "engagement status", "conversation id"]);
    const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
    expect(rows).toEqual(
      stored.map((row) => [
        defuse(row.email),
        row.created_at,
        row.email === "registered@example.com" ? "registered" : row.conversation_id ? "chat" : "captured",
        defuse(row.conversation_id ?? ""),
      ]),
    );
    // Spelled out, so the neutralisation itself is checked and not only our copy of the rule.
    expect(rows).toContainEqual([
      "'-2+3@example.com",
      expect.any(String),
      "chat",
      `'=HYPERLINK("http://evil.example","click")`,
    ]);
    expect(rows.map((row) => row[0])).toContain("'+33612345678@example.com");
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it("promotes an existing user, with a new one-time password that ends their sessions", async () => {
    const user = await registeredClient(api, "member@example.com");
    const result = await createOrPromoteAdmin(api.deps, "member@example.com");
    expect(result.action).toBe("promoted");
    expect((await user.request("/api/auth/me")).status).toBe(401);
    expect((await signIn(api.client(), "member@example.com")).status).toBe(401);
    const admin = api.client();
    const chosen = "the member's new passphrase";
    expect(
      (await signInWithOneTimePassword(admin, "member@example.com", String(result.oneTimePassword), chosen)).status,
    ).toBe(200);
    expect((await admin.request("/api/email-captures")).status).toBe(200);
    const kept = await createOrPromoteAdmin(api.deps, "member@example.com", { keepPassword: true });
    expect(kept.oneTimePassword).toBeNull();
    expect((await signIn(api.client(), "member@example.com", chosen)).status).toBe(200);
    expect((await signIn(api.client(), "member@example.com", String(result.oneTimePassword))).status).toBe(401);
  });
});

describe("npm run admin:create", () => {
  it("creates an administrator and prints a one-time password that signs in", async () => {
    const dir = mkdtempSync(join(tmpdir(), "passerelle-admin-"));
    const url = `file:${join(dir, "db.sqlite")}`;
    try {
      const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: "silent" };
      const { stdout } = await run(process.execPath, ["scripts/admin-create.ts", "chief@example.com"], { env });
      const oneTime = /One-time password: ([a-z2-9]{20})/.exec(stdout)?.[1];
      expect(stdout).toContain("Created administrator chief@example.com.");
      expect(oneTime).toBeDefined();
      const usage = await run(process.execPath, ["scripts/admin-create.ts"], { env }).catch((error) => error);
      expect(usage.code).toBe(2);

      const db = createDatabase(url);
      const database = { db, engine: "sqlite" as const, url, dispose: async () => db.destroy() };
      const api = buildAccountsApi(database);
      const admin = api.client();
      expect((await signInWithOneTimePassword(admin, "chief@example.com", String(oneTime))).status).toBe(200);
      expect((await admin.request("/api/email-captures")).status).toBe(200);
      await db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
