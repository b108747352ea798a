import { describe, expect, it } from "vitest";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import { readAnswerStream } from "./read-answer-stream.ts";

/** A response body that arrives in exactly these byte chunks. */
function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = [];
  for await (const event of readAnswerStream(body)) events.push(event);
  return events;
}

const stream = [
  'event: start\ndata: {"answerer":"builtin","notes":[]}\n\n',
  ": keep-alive\n\n",
  'event: delta\ndata: {"text":"Le salaire minimum est de 59 373 €. "}\n\n',
  'event: delta\ndata: {"text":"مرحبا"}\n\n',
  'event: citations\ndata: {"citations":[{"title":"Carte bleue","url":"/visa/carte-bleue-ue","kind":"visa","sources":[]}]}\n\n',
  'event: done\ndata: {"messageId":"m1"}\n\n',
].join("");

describe("readAnswerStream", () => {
  it("reads every event in order, whatever the chunk boundaries (even inside a multi-byte character)", async () => {
    const bytes = new TextEncoder().encode(stream);
    const whole = await collect(bodyOf([bytes]));
    expect(whole.map((event) => event.type)).toEqual(["start", "delta", "delta", "citations", "done"]);
    expect(whole[1]).toEqual({ type: "delta", text: "Le salaire minimum est de 59 373 €. " });
    expect(whole[2]).toEqual({ type: "delta", text: "مرحبا" });
    // Byte by byte: blocks and UTF-8 sequences are split everywhere.
    const byteByByte = await collect(bodyOf([...bytes].map((byte) => Uint8Array.of(byte))));
    expect(byteByByte).toEqual(whole);
  });

  it("accepts CRLF line ends and a last block without its blank line", async () => {
    const events = await collect(
      bodyOf([
        new TextEncoder().encode(
          'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: error\ndata: {"code":"x","message":"m"}',
        ),
      ]),
    );
    expect(events).toEqual([
      { type: "delta", text: "a" },
      { type: "error", code: "x", message: "m" },
    ]);
  });

  it("skips unknown events and data that is not JSON rather than failing the answer", async () => {
    const events = await collect(
      bodyOf([
        new TextEncoder().encode(
          'event: ping\ndata: {}\n\nevent: delta\ndata: oops\n\nevent: delta\ndata: {"text":"ok"}\n\n',
        ),
      ]),
    );
    expect(events).toEqual([{ type: "delta", text: "ok" }]);
  });
});
