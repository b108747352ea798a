import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  cleanPdf,
  encryptedPdf,
  htmlPolyglotPdf,
  javaScriptInObjectStreamPdf,
  openActionJavaScriptPdf,
} from "../../testing/pdf-fixtures.ts";
import { siteUrl } from "../auth/accounts-test-kit.ts";
import type { FileView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "./cases-test-kit.ts";

/**
 * A PDF that runs JavaScript when opened, or that is also an HTML page, used to be accepted — the
 * type check reads the first bytes only. Sent over real HTTP as the dashboard sends it; refused
 * with a translated message, nothing stored; a clean PDF still goes through and comes back as an
 * attachment the browser may not sniff.
 */
describe.each(testEngines)("PDF uploads with active content on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let uploadsDir: string;
  let server: { baseUrl: string; close(): Promise<void> };
  let caseId: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-pdf-uploads-"));
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
  });
  afterEach(async () => {
    await server.close();
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function upload(by: Person, bytes: Buffer, language: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "attestation.pdf");
    const response = await fetch(`${server.baseUrl}/api/cases/${caseId}/attachments`, {
      method: "POST",
      body: form,
      headers: {
        origin: siteUrl,
        "sec-fetch-site": "same-origin",
        "accept-language": language,
        cookie: [...by.client.jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    return { status: response.status, body: (await response.json()) as { file: FileView } & ErrorBody };
  }
  const storedFiles = async () =>
    (await readdir(uploadsDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

  it("refuses a PDF whose catalog opens with /OpenAction /JS, in the sender's language, storing nothing", async () => {
    for (const language of ["en", "fr", "ar"] as const) {
      const sent = await upload(world.amira, openActionJavaScriptPdf(), language);
      expect(sent.status).toBe(415);
      expect(sent.body.error.message).toBe(apiMessage(language, "upload_pdf_active_content"));
    }
    expect(await world.db.selectFrom("case_files").select("id").execute()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses the action hidden in a compressed object stream, an HTML polyglot and an encrypted PDF", async () => {
    const hidden = await upload(world.amira, await javaScriptInObjectStreamPdf(), "fr");
    expect([hidden.status, hidden.body.error.message]).toEqual([415, apiMessage("fr", "upload_pdf_active_content")]);
    const polyglot = await upload(world.claire, htmlPolyglotPdf(), "en");
    expect([polyglot.status, polyglot.body.error.message]).toEqual([
      415,
      apiMessage("en", "upload_pdf_active_content"),
    ]);
    const encrypted = await upload(world.amira, encryptedPdf(), "ar");
    expect([encrypted.status, encrypted.body.error.message]).toEqual([415, apiMessage("ar", "upload_pdf_encrypted")]);
    expect(await storedFiles()).toEqual([]);
  });

  it("takes a clean PDF and serves it back as an attachment, never sniffed", async () => {
    const pdf = await cleanPdf();
    const sent = await upload(world.amira, pdf, "en");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const download = await world.claire.client.request(sent.body.file.downloadPath);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="attestation\.pdf"/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
