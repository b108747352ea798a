import { describe, expect, it } from "vitest";
import { compactModuleScript, INERT_TYPE, scriptsAfterFirstPaint } from "./scripts-after-first-paint.server.ts";

// The shape React Router's <Scripts/> gives a server-rendered page.
const page = [
  '<!DOCTYPE html><html lang="fr"><head><title>Déménager en France</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N0nce=="/>',
  '<link nonce="N0nce==" rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><main><p>Visa « talent » — 1 < 2 &amp; é</p></main>",
  '<script nonce="N0nce==">window.__reactRouterContext = {};</script>',
  '<script nonce="N0nce==" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

/** Streams `html` through the transform in pieces cut at the given byte offsets. */
async function run(html: string, cuts: number[] = []): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const stream = scriptsAfterFirstPaint("N0nce==");
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const finished = new Promise((resolve) => stream.on("end", resolve));
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    stream.write(bytes.subarray(start, cut));
    start = cut;
  }
  stream.end();
  await finished;
  return Buffer.concat(out).toString("utf8");
}

describe("scriptsAfterFirstPaint", () => {
  it("removes the module preloads and makes the module script inert", async () => {
    const html = await run(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(`<script nonce="N0nce==" type="${INERT_TYPE}">import * as route0`);
    // The stylesheet, the content and the other scripts are untouched.
    expect(html).toContain('<link nonce="N0nce==" rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<p>Visa « talent » — 1 < 2 &amp; é</p>");
    expect(html).toContain("window.__reactRouterContext.streamController.close();</script></body></html>");
  });

  it("adds, right after the inert block, a starter carrying the nonce and the same preloads", async () => {
    const html = await run(page);
    const starter = /<\/script><script nonce="N0nce==">(.*?)<\/script>/s.exec(
      html.slice(html.indexOf(INERT_TYPE)),
    )?.[1];
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(starter).toContain("requestAnimationFrame");
    // Sent as the build minified it (no comment, no line break, short names), still a script that parses.
    expect(starter).not.toMatch(/\/\/|\n|PRELOADS_PER_TASK|addModuleScript/);
    expect(starter).toMatch(/^\(function startAfterFirstPaint\(\w,\w,\w\)\{/);
    expect(() => new Function(starter as string)).not.toThrow();
  });

  it("writes React Router's manifest without its layout, the same data and statements", () => {
    const manifest = { entry: { module: "/assets/entry.client-A.js", imports: ["/assets/x.js"] }, version: "1f" };
    const script = [
      ";",
      'import * as route0 from "/assets/root-B.js";',
      `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
      '  window.__reactRouterRouteModules = {"root":route0};',
      "",
      'import("/assets/entry.client-A.js");',
    ].join("\n");
    const compact = compactModuleScript(script);
    expect(compact).toBe(
      `;import * as route0 from "/assets/root-B.js";window.__reactRouterManifest = ${JSON.stringify(manifest)};window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.client-A.js");`,
    );
    // A manifest that is not JSON is left as it was (only the line breaks between statements go).
    expect(compactModuleScript("window.__reactRouterManifest = {a: 1};\nwindow.__reactRouterRouteModules = {};")).toBe(
      "window.__reactRouterManifest = {a: 1};window.__reactRouterRouteModules = {};",
    );
  });

  it("gives the same page whatever the chunk boundaries, multi-byte characters included", async () => {
    const whole = await run(page);
    const length = Buffer.byteLength(page);
    for (let cut = 1; cut < length; cut++) {
      expect(await run(page, [cut])).toBe(whole);
    }
    expect(
      await run(
        page,
        Array.from({ length: length - 1 }, (_, i) => i + 1),
      ),
    ).toBe(whole);
  });

  it("passes a page without React Router scripts through unchanged", async () => {
    const plain = "<!DOCTYPE html><html><body><p>Hors ligne — réessayez</p></body></html>";
    expect(await run(plain)).toBe(plain);
  });
});
