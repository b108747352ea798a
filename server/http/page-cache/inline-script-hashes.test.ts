import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashInlineScripts } from "./inline-script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a rendered page made shareable (ADR 0052)", () => {
  const nonce = "r4nd0m+nonce==";

  it("allows by hash exactly the inline scripts that carried this render's nonce, and drops the nonce", () => {
    const html = [
      `<link nonce="${nonce}" rel="stylesheet" href="/assets/root.css"/>`,
      `<script nonce="${nonce}">window.a = 1</script>`,
      `<script nonce="${nonce}" type="text/x-module-after-first-paint">import "/assets/entry.js";</script>`,
      `<script nonce="${nonce}" src="/assets/x.js"></script>`,
      `<p><script>window.injected = true</script></p>`,
      `<script nonce="another">window.guessed = true</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
    ].join("");
    const shared = hashInlineScripts(html, nonce);
    expect(shared.scriptHashes).toEqual([sha("window.a = 1"), sha('import "/assets/entry.js";')]);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).toContain("<script>window.a = 1</script>");
    expect(shared.html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    // What never had the nonce keeps no permission.
    expect(shared.scriptHashes).not.toContain(sha("window.injected = true"));
    expect(shared.scriptHashes).not.toContain(sha("window.guessed = true"));
  });

  it("hashes the same text once", () => {
    const html = `<script nonce="${nonce}">x()</script><script nonce="${nonce}">x()</script>`;
    expect(hashInlineScripts(html, nonce).scriptHashes).toEqual([sha("x()")]);
  });

  it("allows nothing without a nonce", () => {
    expect(hashInlineScripts("<script>x()</script>", "").scriptHashes).toEqual([]);
  });
});
