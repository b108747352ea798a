import { describe, expect, it } from "vitest";
import { bytesBody } from "./bytes-body.ts";

describe("bytesBody", () => {
  it("hands the held bytes themselves to the response, where new Response(bytes) copies them", async () => {
    const held = new TextEncoder().encode("%PDF-1.7 a guide");
    const reader = (new Response(bytesBody(held)).body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value).toBe(held);
    expect((await reader.read()).done).toBe(true);

    const copied = await (new Response(held).body as ReadableStream<Uint8Array>).getReader().read();
    expect(copied.value).toEqual(held);
    expect(copied.value).not.toBe(held);
  });

  it("gives every answer the whole content", async () => {
    const held = new Uint8Array([1, 2, 3, 4]);
    for (let i = 0; i < 3; i++) {
      expect(new Uint8Array(await new Response(bytesBody(held)).arrayBuffer())).toEqual(held);
    }
  });
});
