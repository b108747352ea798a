import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportedLanguages } from "../../../core/languages.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { guidePreviewsRoutes } from "./guide-previews.routes.ts";
import { previewPages } from "./guide-previews.ts";
import { createPdfService, type PdfService } from "./pdf-service.ts";

const logger = pino({ level: "silent" });
const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-guide-previews-test-"));
const services: PdfService[] = [];

/** /pdfs as server/index.ts mounts the previews, on a PDF service of its own. */
function site() {
  const pdfs = createPdfService({ cacheDir, logger, siteUrl: "http://localhost:3000" });
  services.push(pdfs);
  return { app: new Hono<ApiEnv>().route("/pdfs", guidePreviewsRoutes({ pdfs, logger })), pdfs };
}

afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("GET /pdfs/previews/<language>/<page>.svg (ADR 0075)", () => {
  const { app, pdfs } = site();
  const version = () => pdfs.contentVersion();

  beforeAll(async () => {
    // The full guides, printed once each: their previews come with them.
    for (const language of supportedLanguages) await pdfs.guide("full", language);
  }, 180_000);

  it("made the previews in the guides' own prints, not in prints of their own", () => {
    expect(pdfs.stats().guidesGenerated).toBe(supportedLanguages.length);
  });

  it.each(supportedLanguages.flatMap((language) => previewPages.map((page) => [language, page] as const)))(
    "serves %s/%s as a public SVG of one A4 page, kept a year at the current version's address",
    async (language, page) => {
      const response = await app.request(`/pdfs/previews/${language}/${page}.svg?v=${version()}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
      const svg = await response.text();
      expect(Number(response.headers.get("content-length"))).toBe(new TextEncoder().encode(svg).byteLength);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 596 842"/);
      expect(svg).not.toMatch(/foreignObject|<script|onclick|<a[\s>]/);
      // A page of text, not an empty frame: hundreds of glyphs drawn.
      expect(svg.match(/<use /g)?.length ?? 0).toBeGreaterThan(100);
      expect(svg.length).toBeLessThan(1024 * 1024);
    },
  );

  it("is kept an hour, revalidated, at an address without the version or with an old one", async () => {
    for (const query of ["", "?v=an-older-version"]) {
      const response = await app.request(`/pdfs/previews/fr/cover.svg${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    }
  });

  it("answers 304 without a body when the browser has this version", async () => {
    const path = "/pdfs/previews/ar/contents.svg";
    const etag = (await app.request(path)).headers.get("etag")!;
    const response = await app.request(path, { headers: { "If-None-Match": etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  it("shows four different pages in each language, and each language its own", async () => {
    const etags = new Set<string>();
    for (const language of supportedLanguages) {
      for (const page of previewPages) {
        etags.add((await app.request(`/pdfs/previews/${language}/${page}.svg`)).headers.get("etag")!);
      }
    }
    expect(etags.size).toBe(supportedLanguages.length * previewPages.length);
  });

  it("serves them after a restart from the files, without printing anything", async () => {
    const restarted = site();
    const response = await restarted.app.request("/pdfs/previews/en/visas.svg");
    expect(response.status).toBe(200);
    expect(restarted.pdfs.stats().printerLaunches).toBe(0);
  });

  it.each([
    "/pdfs/previews/de/cover.svg",
    "/pdfs/previews/en/costs.svg",
    "/pdfs/previews/en/cover.png",
    "/pdfs/previews/en/cover.svg.pdf",
    "/pdfs/previews/en/",
    "/pdfs/previews/../en/cover.svg",
    "/pdfs/previews/EN/cover.svg",
  ])("answers 404 for %s", async (unknown) => {
    expect((await app.request(unknown)).status).toBe(404);
  });
});
