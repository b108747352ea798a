import { describe, expect, it } from "vitest";
import { fontLoadScript, fontLoadsAfterStylesheet } from "./font-loads.server.ts";
import { arabicFont, latinFont } from "./page-fonts.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server.ts";

const preload = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`;
const stylesheet = '<link nonce="N0nce==" rel="stylesheet" href="/assets/root.css"/>';

describe("fontLoadsAfterStylesheet", () => {
  it("loads the preloaded fonts right after the stylesheet, with the page's nonce", () => {
    const head = `<head>${preload(latinFont.href)}${preload(arabicFont.href)}${stylesheet}<script type="application/ld+json">{}</script></head>`;
    const out = fontLoadsAfterStylesheet("N0nce==")(head);
    expect(out).toBe(head.replace(stylesheet, `${stylesheet}${fontLoadScript("N0nce==", [latinFont, arabicFont])}`));
    expect(out).toContain('<script nonce="N0nce==">');
    expect(out).toContain('f.load("1em \\"Inter Variable\\"","a")');
    expect(out).toContain('f.load("1em \\"Noto Sans Arabic Variable\\"","\u0627")');
  });

  it("loads only what the page preloads: an English page does not fetch the Arabic font", () => {
    const out = fontLoadsAfterStylesheet("N")(`${preload(latinFont.href)}${stylesheet}`);
    expect(out).toContain("Inter Variable");
    expect(out).not.toContain("Noto Sans Arabic");
  });

  it("follows the head across pieces, and adds the script once", () => {
    const withFonts = fontLoadsAfterStylesheet("N");
    const first = withFonts(`<head>${preload(arabicFont.href)}`);
    const second = withFonts(`${stylesheet}</head><body>${stylesheet}</body>`);
    expect(first).not.toContain("<script");
    expect(second.match(/<script/g)).toHaveLength(1);
    expect(second).toContain("Noto Sans Arabic Variable");
  });

  it("adds nothing to a page without font preloads or without a stylesheet", () => {
    expect(fontLoadsAfterStylesheet("N")(`<head>${stylesheet}</head>`)).toBe(`<head>${stylesheet}</head>`);
    const noStylesheet = `<head>${preload(latinFont.href)}</head><body></body>`;
    expect(fontLoadsAfterStylesheet("N")(noStylesheet)).toBe(noStylesheet);
  });

  it("writes a script that swallows a failed load, so a blocked font is no page error", () => {
    const script = fontLoadScript("N", [latinFont]);
    expect(script).toMatch(/\.catch\(function\(\)\{\}\)/);
    // A browser without the Font Loading API skips it.
    expect(script).toContain("if(f&&f.load)");
  });
});

describe("scriptsAfterFirstPaint with fonts", () => {
  it("starts the page's font loads in the head of the HTML it rewrites", async () => {
    const stream = scriptsAfterFirstPaint("N0nce==");
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end(`<!DOCTYPE html><html><head>${preload(latinFont.href)}${stylesheet}</head><body><p>x</p></body></html>`);
    await ended;
    const html = Buffer.concat(chunks).toString("utf8");
    expect(html).toContain(`${stylesheet}${fontLoadScript("N0nce==", [latinFont])}</head>`);
  });
});
