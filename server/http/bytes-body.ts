/**
 * Bytes the server already holds (a cached page, a starter guide, a printed invoice) as a response
 * body that hands those same bytes to the socket. `new Response(bytes)` copies them first (the
 * Fetch standard's body extraction, in undici): a 0.6 MiB guide or a cached page copied for every
 * answer was garbage the heap and the allocator had to absorb under load (ADR 0049, third
 * addendum). A stream of that one chunk is not copied, and the Node adapter still sends it with a
 * Content-Length in one write. The bytes must not change afterwards: they are sent as they are.
 */
export function bytesBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
