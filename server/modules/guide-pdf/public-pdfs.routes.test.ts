import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { pdfUnavailableMessages } from "../../../content/pdf-guide/pdf-messages.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { createPdfService, type PdfService } from "./pdf-service.ts";
import { pdfText } from "./pdf-test-kit.ts";
import { publicPdfsRoutes } from "./public-pdfs.routes.ts";

const logger = pino({ level: "silent" });
const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-public-pdfs-test-"));
const services: PdfService[] = [];

/** /pdfs as server/index.ts mounts it, on a PDF service of its own. */
function site(compilerModule?: string) {
  const pdfs = createPdfService({
    cacheDir,
    logger,
    siteUrl: "http://localhost:3000",
    ...(compilerModule ? { compilerModule } : {}),
  });
  services.push(pdfs);
  const app = new Hono<ApiEnv>().route("/pdfs", publicPdfsRoutes({ pdfs, logger }));
  return { app, pdfs };
}

afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("GET /pdfs/passerelle-starter-guide-<language>.pdf", () => {
  const { app } = site();
  const path = "/pdfs/passerelle-starter-guide-fr.pdf";

  it("serves the free starter guide without any account, as a public, revalidatable PDF", {
    timeout: 120_000,
  }, async () => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="passerelle-starter-guide-fr.pdf"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(pdfText(bytes)).toContain(guideTexts.fr.fullGuide.buy);
  });

  it("answers 304 without a body when the browser already has this version", async () => {
    const etag = (await app.request(path)).headers.get("etag")!;
    const response = await app.request(path, { headers: { "If-None-Match": `W/${etag}, "other"` } });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(await response.text()).toBe("");
    const stale = await app.request(path, { headers: { "If-None-Match": '"an-older-version"' } });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.request(path, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await response.text()).toBe("");
  });

  it.each([
    "/pdfs/passerelle-starter-guide-de.pdf",
    "/pdfs/passerelle-france-relocation-guide-2026-en.pdf",
    "/pdfs/../secrets.pdf",
    "/pdfs/",
  ])("answers 404 for %s (the paid guide is never here)", async (unknown) => {
    expect((await app.request(unknown)).status).toBe(404);
  });
});

describe("when Typst cannot run (its compiler missing)", () => {
  it("answers 503 in the reader's language, and does not let anyone cache the refusal", async () => {
    // The Arabic starter guide is not in the cache yet: it would have to be printed.
    const { app } = site("/nonexistent/typst-ts-node-compiler/index.js");
    const response = await app.request("/pdfs/passerelle-starter-guide-ar.pdf", {
      headers: { "Accept-Language": "fr-FR,fr;q=0.9" },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.text()).toBe(pdfUnavailableMessages.fr);
  });
});
