import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress-assets.ts";

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function clientBuild(files: Record<string, Buffer | string>): string {
  const directory = mkdtempSync(join(tmpdir(), "precompress-"));
  directories.push(directory);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(directory, name, ".."), { recursive: true });
    writeFileSync(join(directory, name), content);
  }
  return directory;
}

describe("the client build's compressed copies", () => {
  const script = `export const steps = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `step ${n}: read the page`))};\n`;

  it("writes a Brotli and a gzip copy beside each script and style, each read back to the same bytes", async () => {
    const directory = clientBuild({
      "assets/page-abc.js": script,
      "assets/root-def.css": `a{color:red}\n`.repeat(200),
    });
    const totals = await precompressAssets(directory);
    expect(totals.files).toBe(2);
    for (const name of ["assets/page-abc.js", "assets/root-def.css"]) {
      const original = readFileSync(join(directory, name));
      const brotli = readFileSync(join(directory, `${name}.br`));
      const gzip = readFileSync(join(directory, `${name}.gz`));
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
      expect(gunzipSync(gzip).equals(original)).toBe(true);
      expect(brotli.length).toBeLessThan(gzip.length);
    }
    expect(totals.brotli).toBeLessThan(totals.bytes / 5);
  });

  it("leaves fonts, files under 1 KiB and bytes that do not compress as they are", async () => {
    const directory = clientBuild({
      "assets/inter.woff2": randomBytes(4096),
      "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "assets/noise-123.js": randomBytes(8192),
    });
    expect((await precompressAssets(directory)).files).toBe(0);
    for (const name of ["assets/inter.woff2", "favicon.svg", "assets/noise-123.js"]) {
      expect(existsSync(join(directory, `${name}.br`))).toBe(false);
      expect(existsSync(join(directory, `${name}.gz`))).toBe(false);
    }
  });
});
