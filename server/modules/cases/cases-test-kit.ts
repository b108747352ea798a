// Test support for the case suites: people with the roles and plans a case needs, set by direct
// updates as staff set them (admin:create, the payment webhook), and the calls the pages make.
import { expect } from "vitest";
import type { FreshDatabase } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registration,
  signIn,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import { storedFlag } from "../auth/db-values.ts";
import type { CaseView } from "./case-view.ts";

export type Person = { id: string; email: string; client: TestClient };

export type CasesWorld = Awaited<ReturnType<typeof casesWorld>>;

export const planInput = {
  name: "Lyon move",
  visaSlug: "passeport-talent-salarie",
  adults: 2,
  children: 1,
  packageId: "family-premium",
  targetArrival: "2027-09-01",
};

/**
 * The API with: Claire and Marc, advisors; Ada, an administrator; Amira and Bruno, done-for-you
 * clients; Fatima, a free member. Each signed in from their own address.
 */
export async function casesWorld(database: FreshDatabase, env: Record<string, string> = {}) {
  const api = buildAccountsApi(database, { FORM_RATE_LIMIT_PER_MINUTE: "1000", ...env });
  let address = 10;
  async function person(
    email: string,
    name: string,
    setup: { role?: "advisor" | "admin"; dfy?: boolean } = {},
  ): Promise<Person> {
    const client = api.client({ ip: `203.0.113.${address++}` });
    const response = await client.request("/api/auth/sign-up/email", { body: registration(email, { name }) });
    if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    const user = await api.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (setup.role)
      await api.deps.db.updateTable("users").set({ role: setup.role }).where("id", "=", user.id).execute();
    if (setup.dfy) {
      await api.deps.db
        .updateTable("users")
        .set({ has_active_dfy_plan: storedFlag(api.deps.db, true) })
        .where("id", "=", user.id)
        .execute();
    }
    const signedIn = await signIn(client, email);
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    return { id: user.id, email, client };
  }

  const claire = await person("claire@passerelle.example", "Claire Martin", { role: "advisor" });
  const marc = await person("marc@passerelle.example", "Marc Dubois", { role: "advisor" });
  const ada = await person("ada@passerelle.example", "Ada Admin", { role: "admin" });
  const amira = await person("amira@example.com", "Amira Haddad", { dfy: true });
  const bruno = await person("bruno@example.com", "Bruno Silva", { dfy: true });
  const fatima = await person("fatima@example.com", "Fatima Free");

  /** Claire opens Amira's plan (or `by` opens `client`'s). */
  async function openPlan(by: Person = claire, client: Person = amira, extra: Record<string, unknown> = {}) {
    const created = await by.client.json<{ caseId: string } & ErrorBody>("/api/advisor/cases", {
      body: { ...planInput, clientId: client.id, ...extra },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.caseId;
  }

  async function caseOf(viewer: Person, caseId: string): Promise<CaseView> {
    const answer = await viewer.client.json<{ case: CaseView } & ErrorBody>(`/api/cases/${caseId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.case;
  }

  async function addTask(caseId: string, body: Record<string, unknown> = {}, by: Person = claire) {
    const added = await by.client.json<{ taskId: string } & ErrorBody>(`/api/cases/${caseId}/tasks`, {
      body: { title: "Book the OFII appointment", category: "appointments", priority: "high", ...body },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.taskId;
  }

  async function requestDocument(caseId: string, body: Record<string, unknown> = {}, by: Person = claire) {
    const requested = await by.client.json<{ documentId: string } & ErrorBody>(`/api/cases/${caseId}/documents`, {
      body: { title: "Birth certificate", ...body },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    return requested.body.documentId;
  }

  return {
    api,
    db: api.deps.db,
    claire,
    marc,
    ada,
    amira,
    bruno,
    fatima,
    person,
    openPlan,
    caseOf,
    addTask,
    requestDocument,
  };
}

export type { AccountsApi, ErrorBody, TestClient };
