import { request } from "node:http";

/**
 * Sends multipart uploads the way a browser does (one `file` part, Content-Length declared) but
 * generated on the fly from one reused 64 KiB chunk, so the sender holds no file in memory. Run as
 * a process of its own by the upload memory test, so that only the server's memory is measured:
 *
 *   node server/testing/stream-uploads.ts <url> <count> <file bytes> [<headers as JSON>]
 *
 * sends <count> PDFs of <file bytes> at once and prints their answers' statuses as JSON. The
 * optional headers go with every upload, e.g. the session cookie and the Origin of a signed-in
 * browser for the real API.
 */
export function streamUpload(
  url: string,
  fileBytes: number,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const boundary = "----passerelle-stream-upload";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = fileBytes - "%PDF-1.7\n".length;
  const { hostname, port, pathname } = new URL(url);

  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method: "POST",
        path: pathname,
        headers: {
          ...extraHeaders,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + left + tail.length),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
      },
    );
    outgoing.on("error", reject);
    const writeMore = () => {
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        if (!outgoing.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          outgoing.once("drain", writeMore);
          return;
        }
      }
      outgoing.end(tail);
    };
    outgoing.write(head);
    writeMore();
  });
}

if (import.meta.main) {
  const [url = "", count = "1", fileBytes = "0", headers = "{}"] = process.argv.slice(2);
  const extraHeaders = JSON.parse(headers) as Record<string, string>;
  const answers = await Promise.all(
    Array.from({ length: Number(count) }, () => streamUpload(url, Number(fileBytes), extraHeaders)),
  );
  console.log(JSON.stringify(answers.map((answer) => answer.status)));
  // What a refused upload was told, for the test's failure message (stdout stays the statuses).
  for (const answer of answers) if (answer.status >= 400) console.error(answer.status, answer.body);
}
