import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { addDays } from "../../../core/calculators/iso-date.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { maxAttemptsPerAccount } from "../../../core/permits/appointment-attempt.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  siteUrl,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import { sweepOrphanFiles } from "../cases/sweep-orphan-files.ts";
import type { AttemptView } from "./attempt-view.ts";

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const exe = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), Buffer.alloc(256, 0x41)]);

type One = { attempt: AttemptView } & ErrorBody;
type List = { attempts: AttemptView[] };
type Screenshot = { screenshot: NonNullable<AttemptView["screenshot"]> } & ErrorBody;

const today = parisDate();
const attempt = { attemptedOn: addDays(today, -7), channel: "prefecture-website", outcome: "no-slot", note: "" };

/** Every stored file of members, by key. */
async function memberFilesIn(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(join(uploadsDir, "members"), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(testEngines)("the record of appointment attempts (/api/appointment-attempts) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let uploadsDir: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-attempts-"));
    api = buildAccountsApi(database, { UPLOADS_DIR: uploadsDir });
  });
  afterEach(async () => {
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const add = (client: TestClient, body: unknown) => client.json<One>("/api/appointment-attempts", { body });

  /** As the page's drop zone sends it: multipart with one `file`, the browser's cookies and origin. */
  async function upload(client: TestClient, attemptId: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
    const response = await api.app.request(`/api/appointment-attempts/${attemptId}/screenshot`, {
      method: "POST",
      body: form,
      headers: {
        host: "localhost:3000",
        origin: siteUrl,
        "sec-fetch-site": "same-origin",
        cookie: [...client.jar].map(([cookie, value]) => `${cookie}=${value}`).join("; "),
      },
    });
    return { status: response.status, body: (await response.json()) as Screenshot };
  }

  it("records dated attempts, oldest first, privately; a free member may, as any signed-in member", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const later = await add(amira, { ...attempt, attemptedOn: today, channel: "anef", outcome: "unavailable" });
    expect(later.status).toBe(201);
    expect(later.response.headers.get("cache-control")).toBe("no-store");
    expect(later.body.attempt).toMatchObject({ attemptedOn: today, channel: "anef", note: "", screenshot: null });
    const earlier = await add(amira, { ...attempt, note: "  « Aucun créneau disponible » à 9 h  " });
    expect(earlier.body.attempt.note).toBe("« Aucun créneau disponible » à 9 h");

    const listed = await amira.json<List>("/api/appointment-attempts");
    expect(listed.body.attempts.map((one) => one.id)).toEqual([earlier.body.attempt.id, later.body.attempt.id]);
  });

  it("refuses a day in the future or over two years old, an unknown place or outcome, a long note — each named, translated", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ attemptedOn: addDays(today, 1) }, "attemptedOn", "attempt_date_future"],
      [{ attemptedOn: addDays(today, -731) }, "attemptedOn", "attempt_date_too_old"],
      [{ attemptedOn: "2026-02-30" }, "attemptedOn", "attempt_date_invalid"],
      [{ attemptedOn: "" }, "attemptedOn", "attempt_date_required"],
      [{ channel: "carrier-pigeon" }, "channel", "attempt_channel_invalid"],
      [{ outcome: 3 }, "outcome", "attempt_outcome_invalid"],
      [{ note: "x".repeat(301) }, "note", "attempt_note_too_long"],
    ];
    for (const [change, field, key] of cases) {
      const refused = await amira.json<ErrorBody>("/api/appointment-attempts", {
        body: { ...attempt, ...change },
        headers: { "accept-language": "fr" },
      });
      expect(refused.status, key).toBe(400);
      expect(refused.body.error.fields).toContainEqual({ field, message: apiMessage("fr", key) });
    }
    expect((await amira.json<List>("/api/appointment-attempts")).body.attempts).toEqual([]);
  });

  it(`keeps at most ${maxAttemptsPerAccount} attempts, and says so`, async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const first = await add(amira, attempt);
    const userId = (await database.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    await database.db
      .insertInto("appointment_attempts")
      .values(
        Array.from({ length: maxAttemptsPerAccount - 1 }, (_, index) => ({
          id: crypto.randomUUID(),
          user_id: userId,
          attempted_on: addDays(today, -(index % 700)),
          channel: "phone",
          outcome: "no-answer",
          note: "",
          screenshot_file_id: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const refused = await add(amira, attempt);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(apiMessage("en", "attempt_limit", { max: "100" }));
    await amira.json(`/api/appointment-attempts/${first.body.attempt.id}`, { method: "DELETE" });
    expect((await add(amira, attempt)).status).toBe(201);
  });

  it("keeps a screenshot per attempt, checked by its bytes, downloaded as an attachment; a second replaces the first", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const { id } = (await add(amira, attempt)).body.attempt;

    const refused = await upload(amira, id, exe, "screenshot.png");
    expect(refused.status).toBe(415);
    expect(await memberFilesIn(uploadsDir)).toEqual([]);

    const kept = await upload(amira, id, png, "capture 9h.png");
    expect(kept.status).toBe(201);
    expect(kept.body.screenshot).toMatchObject({ contentType: "image/png", sizeBytes: png.length });
    const listed = (await amira.json<List>("/api/appointment-attempts")).body.attempts[0];
    expect(listed?.screenshot?.id).toBe(kept.body.screenshot.id);

    const download = await amira.request(`/api/appointment-attempts/${id}/screenshot`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);

    const replaced = await upload(amira, id, png, "second.png");
    expect(replaced.status).toBe(201);
    expect(await memberFilesIn(uploadsDir)).toHaveLength(1);
    expect(await database.db.selectFrom("member_files").select("id").execute()).toEqual([
      { id: replaced.body.screenshot.id },
    ]);

    await amira.json(`/api/appointment-attempts/${id}`, { method: "DELETE" });
    expect(await memberFilesIn(uploadsDir)).toEqual([]);
    expect(await database.db.selectFrom("member_files").select("id").execute()).toEqual([]);
  });

  it("another member's attempt is a 404 on every route; without a session, a 401", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const { id } = (await add(amira, attempt)).body.attempt;
    await upload(amira, id, png, "proof.png");
    const karim = await registeredClient(api, "karim@example.com");

    expect((await karim.json<List>("/api/appointment-attempts")).body.attempts).toEqual([]);
    const download = await karim.json<ErrorBody>(`/api/appointment-attempts/${id}/screenshot`);
    expect(download.status).toBe(404);
    expect(download.body.error.message).toBe(apiMessage("en", "member_file_not_found"));
    expect((await upload(karim, id, png, "mine.png")).status).toBe(404);
    const deleted = await karim.json<ErrorBody>(`/api/appointment-attempts/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.message).toBe(apiMessage("en", "attempt_not_found"));
    expect((await karim.json(`/api/appointment-attempts/not-an-id`, { method: "DELETE" })).status).toBe(404);
    expect((await amira.json<List>("/api/appointment-attempts")).body.attempts[0]?.screenshot).not.toBeNull();

    const stranger = api.client();
    expect((await stranger.request("/api/appointment-attempts")).status).toBe(401);
    expect((await stranger.request("/api/appointment-attempts", { body: attempt })).status).toBe(401);
    expect((await stranger.request(`/api/appointment-attempts/${id}/screenshot`)).status).toBe(401);
  });

  it("the export lists the record; deleting the account deletes it with its files", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const { id } = (await add(amira, { ...attempt, note: "capture jointe" })).body.attempt;
    await upload(amira, id, png, "proof.png");
    const exported = (await (await amira.request("/api/account/export")).json()) as {
      appointmentAttempts: unknown[];
      files: unknown[];
    };
    expect(exported.appointmentAttempts).toEqual([
      expect.objectContaining({ channel: "prefecture-website", note: "capture jointe", screenshot: "proof.png" }),
    ]);
    expect(exported.files).toEqual([expect.objectContaining({ kind: "attempt-screenshot", name: "proof.png" })]);

    expect((await amira.request("/api/account/delete", { body: { currentPassword: password } })).status).toBe(200);
    expect(await database.db.selectFrom("appointment_attempts").select("id").execute()).toEqual([]);
    expect(await memberFilesIn(uploadsDir)).toEqual([]);
  });

  it("the orphan sweep removes a member's stored file no row names, and keeps a recorded one", async () => {
    const amira = await registeredClient(api, "amira@example.com");
    const { id } = (await add(amira, attempt)).body.attempt;
    await upload(amira, id, png, "proof.png");
    const [recorded] = await memberFilesIn(uploadsDir);
    const orphan = join(uploadsDir, "members", crypto.randomUUID(), crypto.randomUUID());
    await mkdir(join(orphan, ".."), { recursive: true });
    await writeFile(orphan, png);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const file of [orphan, recorded ?? ""]) await utimes(file, twoHoursAgo, twoHoursAgo);

    const swept = await sweepOrphanFiles(api.deps);
    expect(swept.orphans).toBe(1);
    expect(await memberFilesIn(uploadsDir)).toEqual([recorded]);
  });
});
