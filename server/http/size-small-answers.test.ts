import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { SMALL_ANSWER_BYTES, sizeSmallAnswers } from "./size-small-answers.ts";

// The order server/index.ts uses: compress() first, so it sees what sizeSmallAnswers() made.
function app() {
  const app = new Hono();
  app.use(compress());
  app.use(sizeSmallAnswers());
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/large", (c) => c.text("passerelle ".repeat(500)));
  app.get("/streamed", () => {
    const parts = ["<!DOCTYPE html><p>", "a".repeat(SMALL_ANSWER_BYTES), "</p>", "<p>end</p>"];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(part));
      },
    });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  });
  app.get("/events", (c) => {
    c.header("content-type", "text/event-stream; charset=utf-8");
    c.header("cache-control", "no-store, no-transform");
    return c.body("event: start\ndata: {}\n\n");
  });
  app.get("/image", (c) => c.body(new Uint8Array([137, 80, 78, 71]), 200, { "content-type": "image/png" }));
  return app;
}
const gzip = { "accept-encoding": "gzip, br" };

describe("sizeSmallAnswers", () => {
  it("sends a small JSON answer as it is, with its length, where compress() gzipped it", async () => {
    const answer = await app().request("/health", { headers: gzip });
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("content-length")).toBe(String('{"status":"ok"}'.length));
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ status: "ok" });
  });

  it("leaves a larger answer to compress(), whole", async () => {
    const answer = await app().request("/large", { headers: gzip });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const text = await new Response(answer.body?.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(text).toBe("passerelle ".repeat(500));
  });

  it("hands on a streamed page in order, the chunks it read first included", async () => {
    const answer = await app().request("/streamed", { headers: gzip });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const text = await new Response(answer.body?.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(text).toBe(`<!DOCTYPE html><p>${"a".repeat(SMALL_ANSWER_BYTES)}</p><p>end</p>`);
  });

  it("does not read an event stream nor an answer that is not compressible", async () => {
    const events = await app().request("/events", { headers: gzip });
    expect(events.headers.get("content-length")).toBeNull();
    expect(await events.text()).toBe("event: start\ndata: {}\n\n");
    const image = await app().request("/image", { headers: gzip });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("answers HEAD without reading a body", async () => {
    const answer = await app().request("/health", { method: "HEAD", headers: gzip });
    expect(answer.status).toBe(200);
  });
});
