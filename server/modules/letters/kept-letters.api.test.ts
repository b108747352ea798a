import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { letterTemplates } from "../../../content/letters/letter-templates.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { docxText } from "../../testing/docx-text.ts";
import { type AccountsApi, buildAccountsApi, type ErrorBody, registeredClient } from "../auth/accounts-test-kit.ts";
import type { MemberFileView } from "../member-files/list-member-files.ts";
import { maxKeptLetters } from "./keep-letter.ts";

const samples = (id: string) =>
  Object.fromEntries(
    (letterTemplates.find((template) => template.id === id)?.fields ?? []).map((field) => [field.id, field.sample]),
  );

type Files = { files: MemberFileView[] } & ErrorBody;

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(dir, "members"), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(testEngines)("kept letters (/api/my-files) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let uploadsDir: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-kept-letters-"));
    api = buildAccountsApi(database, { UPLOADS_DIR: uploadsDir });
  });
  afterEach(async () => {
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function premium(email: string, language = "en") {
    const client = await registeredClient(api, email);
    await api.deps.db.updateTable("users").set({ plan: "premium" }).where("email", "=", email).execute();
    return { client, language };
  }

  it("a downloaded letter is kept under its name in the member's language, downloads again the same, after the plan ends too", async () => {
    const { client: amira } = await premium("amira@example.com");
    const made = await amira.request("/api/letters/iban-refusal/pdf", {
      body: { values: samples("iban-refusal") },
      headers: { "accept-language": "fr" },
    });
    expect(made.status).toBe(200);
    const bytes = Buffer.from(await made.arrayBuffer());

    const listed = await amira.json<Files>("/api/my-files?kind=letter");
    expect(listed.response.headers.get("cache-control")).toBe("no-store");
    expect(listed.body.files).toEqual([
      expect.objectContaining({
        kind: "letter",
        title: letterTemplates.find((one) => one.id === "iban-refusal")?.name.fr,
        name: "passerelle-iban-refusal.pdf",
        contentType: "application/pdf",
        sizeBytes: bytes.length,
      }),
    ]);
    const id = listed.body.files[0]?.id ?? "";

    // The plan ends: the letter is still theirs.
    await api.deps.db.updateTable("users").set({ plan: "free" }).where("email", "=", "amira@example.com").execute();
    const again = await amira.request(`/api/my-files/${id}`);
    expect(again.status).toBe(200);
    expect(again.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await amira.json(`/api/my-files/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await amira.json<Files>("/api/my-files?kind=letter")).body.files).toEqual([]);
    expect(await storedFiles(uploadsDir)).toEqual([]);
  });

  it(`keeps the latest ${maxKeptLetters} letters; the oldest go`, async () => {
    const { client: amira } = await premium("amira@example.com");
    const first = await amira.request("/api/letters/account-opening/docx", {
      body: { values: samples("account-opening") },
    });
    expect(first.status).toBe(200);
    const [oldest] = (await amira.json<Files>("/api/my-files?kind=letter")).body.files;
    const userId = (await database.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    // Filler rows made later than the first (their objects are absent, which nothing here reads).
    await database.db
      .insertInto("member_files")
      .values(
        Array.from({ length: maxKeptLetters - 1 }, (_, index) => ({
          id: crypto.randomUUID(),
          user_id: userId,
          kind: "letter" as const,
          title: "Filler",
          storage_key: `members/${userId}/${crypto.randomUUID()}`,
          file_name: `filler-${index}.pdf`,
          content_type: "application/pdf",
          size_bytes: 1,
          sha256: "0".repeat(64),
          created_at: new Date(Date.now() + 1000 + index).toISOString(),
        })),
      )
      .execute();
    // The next letter is made "later" than every filler row.
    const next = await amira.request("/api/letters/account-opening/pdf", {
      body: { values: samples("account-opening") },
    });
    expect(next.status).toBe(200);
    const files = (await amira.json<Files>("/api/my-files?kind=letter")).body.files;
    expect(files).toHaveLength(maxKeptLetters);
    expect(files.map((file) => file.id)).not.toContain(oldest?.id);
    expect(await storedFiles(uploadsDir)).toHaveLength(1);
  });

  it("another member's letter is a 404; signed out a 401; an unknown kind a 400", async () => {
    const { client: amira } = await premium("amira@example.com");
    await amira.request("/api/letters/iban-refusal/pdf", { body: { values: samples("iban-refusal") } });
    const id = (await amira.json<Files>("/api/my-files?kind=letter")).body.files[0]?.id ?? "";
    const karim = await registeredClient(api, "karim@example.com");
    expect((await karim.json<Files>("/api/my-files?kind=letter")).body.files).toEqual([]);
    const read = await karim.json<ErrorBody>(`/api/my-files/${id}`);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe(apiMessage("en", "member_file_not_found"));
    expect((await karim.json(`/api/my-files/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await amira.json<Files>("/api/my-files?kind=letter")).body.files).toHaveLength(1);

    const stranger = api.client();
    expect((await stranger.request("/api/my-files?kind=letter")).status).toBe(401);
    expect((await stranger.request(`/api/my-files/${id}`)).status).toBe(401);
    const kind = await amira.json<ErrorBody>("/api/my-files?kind=passport");
    expect(kind.status).toBe(400);
    expect(kind.body.error.message).toBe(apiMessage("en", "member_file_kind_invalid"));
  });

  it("the appointment letter takes the whole record of attempts (30 lines), not a cut one", async () => {
    const { client: amira } = await premium("amira@example.com");
    const attempts = Array.from(
      { length: 30 },
      (_, index) =>
        `${index + 1} novembre 2026 : site de prise de rendez-vous de la préfecture, aucun créneau disponible`,
    ).join("\n");
    expect(attempts.length).toBeGreaterThan(1000);
    const made = await amira.request("/api/letters/appointment-request/docx", {
      body: { values: { ...samples("appointment-request"), attempts } },
    });
    expect(made.status).toBe(200);
    expect(docxText(new Uint8Array(await made.arrayBuffer()))).toContain("30 novembre 2026 : site de prise");
    const tooMany = await amira.json<ErrorBody>("/api/letters/appointment-request/docx", {
      body: { values: { ...samples("appointment-request"), attempts: `${attempts}\n31 novembre` } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toContainEqual({
      field: "attempts",
      message: apiMessage("en", "letter_field_too_long"),
    });
  });
});
