import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { privateAnswers } from "./private-answers.ts";

/** A site whose every answer says it may be kept, behind the middleware that decides otherwise. */
const app = new Hono()
  .use(privateAnswers())
  .get("*", (c) => c.text("same for everyone", 200, { "Cache-Control": "public, max-age=3600" }));
const signedIn = { headers: { Cookie: "passerelle.session_token=abc" } };

describe("no-store on answers that may carry someone's data (ADR 0016)", () => {
  it("applies to a signed-in visitor's page, and to the private paths for anyone", async () => {
    expect((await app.request("/pdf-guide", signedIn)).headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/profile")).headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/pdf-guide")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("leaves the build's files and the guide's page previews (ADR 0075) cacheable, signed in or not", async () => {
    for (const path of ["/assets/root-abc.js", "/pdfs/previews/en/cover.svg"]) {
      expect((await app.request(path, signedIn)).headers.get("cache-control")).toBe("public, max-age=3600");
    }
    // The starter guides are not exempt: a signed-in download is kept by no one.
    expect((await app.request("/pdfs/passerelle-starter-guide-en.pdf", signedIn)).headers.get("cache-control")).toBe(
      "no-store",
    );
  });
});
