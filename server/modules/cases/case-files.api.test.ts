import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { siteUrl } from "../auth/accounts-test-kit.ts";
import { openCase } from "./case-access.ts";
import type { FileView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "./cases-test-kit.ts";
import { storeCaseFile } from "./store-case-file.ts";

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a Windows program ("MZ"), whatever its name claims. */
const exe = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), Buffer.alloc(2048, 0x41)]);
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 0x20)]);

type FileAnswer = { file: FileView } & ErrorBody;

/** Every file under the uploads folder, the folder of files being received included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(testEngines)("cases: uploads and downloads of a case's files, over real HTTP, on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let uploadsDir: string;
  let server: { baseUrl: string; close(): Promise<void> };
  let caseId: string;
  let documentId: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-case-files-"));
    world = await casesWorld(database, { UPLOADS_DIR: uploadsDir });
    server = await new Promise((resolve) => {
      const running = serve({ fetch: world.api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => running.close(() => done())),
        }),
      );
    });
    caseId = await world.openPlan();
    documentId = await world.requestDocument(caseId, { title: undefined, templateKey: "passport-scan" });
  });
  afterEach(async () => {
    await server.close();
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** As the dashboard's upload sends it: multipart with one `file`, the browser's cookies and origin. */
  async function upload(by: Person, path: string, bytes: Buffer, name: string, claimedType: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: claimedType }), name);
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      body: form,
      headers: {
        origin: siteUrl,
        "sec-fetch-site": "same-origin",
        cookie: [...by.client.jar].map(([cookie, value]) => `${cookie}=${value}`).join("; "),
      },
    });
    return { status: response.status, body: (await response.json()) as FileAnswer };
  }
  const documentFiles = () => `/api/cases/${caseId}/documents/${documentId}/files`;
  const rows = () => world.db.selectFrom("case_files").selectAll().execute();

  it("takes a PNG, moves the document to uploaded, and gives the same bytes back as an attachment of the checked type", async () => {
    const { amira, claire } = world;
    const sent = await upload(amira, documentFiles(), png, "passport photo page.PNG", "image/png");
    expect(sent.status).toBe(201);
    expect(sent.body.file).toMatchObject({
      name: "passport-photo-page.png",
      contentType: "image/png",
      sizeBytes: png.length,
      uploadedBy: { name: "Amira Haddad", isTeam: false },
      downloadPath: `/api/cases/${caseId}/files/${sent.body.file.id}`,
    });
    const [row] = await rows();
    expect(row?.storage_key).toMatch(new RegExp(`^cases/${caseId}/[0-9a-f-]{36}$`));
    expect(await filesUnder(uploadsDir)).toEqual([join(uploadsDir, ...(row?.storage_key ?? "").split("/"))]);

    const seen = await world.caseOf(claire, caseId);
    expect(seen.documents[0]).toMatchObject({
      id: documentId,
      status: "uploaded",
      events: expect.arrayContaining(["approve", "reject"]),
    });
    expect(seen.documents[0]?.files).toEqual([
      { ...sent.body.file, uploadedBy: { name: "Amira Haddad", isTeam: false } },
    ]);
    expect(seen.activity[0]).toMatchObject({ kind: "document_uploaded", subject: "Passport" });

    for (const viewer of [amira, claire]) {
      const download = await viewer.client.request(sent.body.file.downloadPath);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
      expect(download.headers.get("content-type")).toBe("image/png");
      expect(download.headers.get("content-disposition")).toBe(
        `attachment; filename="passport-photo-page.png"; filename*=UTF-8''passport-photo-page.png`,
      );
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("private, no-store");
    }
    const head = await amira.client.request(sent.body.file.downloadPath, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(png.length));
    expect(await head.text()).toBe("");
  });

  it("refuses a renamed .exe with the spec's message and an 11 MB PDF with the size message, storing nothing", async () => {
    const { amira } = world;
    const disguised = await upload(amira, documentFiles(), exe, "passport.png", "image/png");
    expect(disguised.status).toBe(415);
    expect(disguised.body.error.message).toBe("Only JPG, PNG and PDF files are accepted");
    const tooBig = await upload(amira, documentFiles(), pdfOf(11 * 1024 * 1024), "statement.pdf", "application/pdf");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe(apiMessage("en", "upload_too_large", { maxMb: "10" }));
    const attachment = await upload(amira, `/api/cases/${caseId}/attachments`, exe, "invoice.pdf", "application/pdf");
    expect(attachment.status).toBe(415);

    expect(await rows()).toEqual([]);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect((await world.caseOf(amira, caseId)).documents[0]?.status).toBe("requested");
  });

  it("refuses, before reading the file, an upload the document does not take now, and keeps the approved file", async () => {
    const { amira, claire } = world;
    expect((await upload(amira, documentFiles(), png, "scan.png", "image/png")).status).toBe(201);
    const approved = await claire.client.request(`/api/cases/${caseId}/documents/${documentId}/events`, {
      body: { event: "approve" },
    });
    expect(approved.status).toBe(200);
    const late = await upload(amira, documentFiles(), pdfOf(4096), "newer.pdf", "application/pdf");
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(apiMessage("en", "document_transition_refused", { status: "approved" }));
    expect(await rows()).toHaveLength(1);
    expect(await filesUnder(uploadsDir)).toHaveLength(1);
  });

  it("takes a message attachment from either side, attached to no document yet", async () => {
    const { amira, claire } = world;
    const fromClient = await upload(
      amira,
      `/api/cases/${caseId}/attachments`,
      pdfOf(2048),
      "lease.pdf",
      "application/pdf",
    );
    expect(fromClient.status).toBe(201);
    const fromTeam = await upload(claire, `/api/cases/${caseId}/attachments`, png, "map.png", "image/png");
    expect(fromTeam.body.file.uploadedBy).toEqual({ name: "Claire Martin", isTeam: true });
    expect((await rows()).map((row) => [row.document_request_id, row.message_id])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await world.caseOf(amira, caseId)).documents[0]?.files).toEqual([]);
    const download = await amira.client.request(fromTeam.body.file.downloadPath);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it("gives another client and an unassigned advisor 404 for uploads and downloads, the same as for a case that does not exist", async () => {
    const { amira, bruno, marc } = world;
    const sent = await upload(amira, documentFiles(), png, "scan.png", "image/png");
    const fileId = sent.body.file.id;
    const unknownCase = crypto.randomUUID();
    for (const stranger of [bruno, marc]) {
      for (const path of [documentFiles(), `/api/cases/${caseId}/attachments`]) {
        const answer = await upload(stranger, path, png, "mine.png", "image/png");
        const unknown = await upload(stranger, path.replace(caseId, unknownCase), png, "mine.png", "image/png");
        expect(answer.status, path).toBe(404);
        expect(answer.body.error).toEqual(unknown.body.error);
        expect(answer.body.error.message).toBe(apiMessage("en", "case_not_found"));
      }
      const download = await stranger.client.json<ErrorBody>(`/api/cases/${caseId}/files/${fileId}`);
      const unknown = await stranger.client.json<ErrorBody>(`/api/cases/${unknownCase}/files/${fileId}`);
      expect(download.status).toBe(404);
      expect(download.body.error).toEqual(unknown.body.error);
    }
    // Through their own case, another case's file is "no such file".
    const brunoCase = await world.openPlan(world.claire, bruno);
    const throughOwn = await bruno.client.json<ErrorBody>(`/api/cases/${brunoCase}/files/${fileId}`);
    expect(throughOwn.status).toBe(404);
    expect(throughOwn.body.error.message).toBe(apiMessage("en", "file_not_found"));
    // A client of the case uploading to a document of another case: no such document.
    const brunoDocument = await world.requestDocument(brunoCase);
    const crossed = await upload(
      amira,
      `/api/cases/${caseId}/documents/${brunoDocument}/files`,
      png,
      "x.png",
      "image/png",
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe(apiMessage("en", "document_not_found"));

    expect(await rows()).toHaveLength(1);
    expect(await filesUnder(uploadsDir)).toHaveLength(1);
  });

  it("deletes the stored object again when recording the file fails", async () => {
    const { amira } = world;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "scan.png");
    const request = new Request("http://localhost/upload", { method: "POST", body: form });
    const opened = await openCase(world.db, { id: amira.id, role: "user" }, caseId);
    let storedKey = "";
    await expect(
      storeCaseFile(world.api.deps, opened, request, { documentRequestId: documentId }, async (_trx, row) => {
        storedKey = row.storage_key;
        const stored = await world.api.deps.fileStorage.get(row.storage_key);
        expect(stored).not.toBeNull();
        stored?.body.destroy();
        throw new Error("the database refused");
      }),
    ).rejects.toThrow("the database refused");
    expect(storedKey).not.toBe("");
    expect(await world.api.deps.fileStorage.get(storedKey)).toBeNull();
    expect(await rows()).toEqual([]);
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });
});
