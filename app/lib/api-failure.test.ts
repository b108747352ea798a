import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf, refusalMessageOf } from "./api-failure.ts";
import { apiRequest } from "./api-request.ts";

// A real HTTP server on loopback answers the way the API (or a proxy in front of it) does.
const refusal = "Too many requests from your connection. Please try again in 1 minute.";
const answers: Record<string, { status: number; type: string; body: string }> = {
  "/rate-limited": {
    status: 429,
    type: "application/json",
    body: JSON.stringify({ error: { code: "rate_limited", message: refusal }, requestId: "r1" }),
  },
  "/invalid": {
    status: 400,
    type: "application/json",
    body: JSON.stringify({
      error: {
        code: "bad_request",
        message: "Please enter a valid email address.",
        fields: [{ field: "email", message: "Please enter a valid email address." }],
      },
      requestId: "r2",
    }),
  },
  "/internal": {
    status: 500,
    type: "application/json",
    body: JSON.stringify({
      error: { code: "internal", message: "Something went wrong on our side." },
      requestId: "r3",
    }),
  },
  "/proxy": { status: 429, type: "text/html", body: "<html><body>Slow down</body></html>" },
  "/no-message": { status: 403, type: "application/json", body: JSON.stringify({ error: { code: "forbidden" } }) },
};

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ""] ?? { status: 200, type: "application/json", body: "{}" };
    res.writeHead(answer.status, { "content-type": answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What apiRequest throws for this path (or for an unreachable server). */
async function thrownBy(url: string): Promise<unknown> {
  try {
    await apiRequest("POST", url, {});
  } catch (error) {
    return error;
  }
  throw new Error(`${url} did not fail`);
}

describe("refusalMessageOf", () => {
  it("gives the API's translated sentence of a 429 and of other refusals", async () => {
    expect(refusalMessageOf(await thrownBy(`${base}/rate-limited`))).toBe(refusal);
    expect(refusalMessageOf(await thrownBy(`${base}/invalid`))).toBe("Please enter a valid email address.");
  });

  it("gives null (the form's own message) for server faults, answers that are not ours and network failures", async () => {
    expect(refusalMessageOf(await thrownBy(`${base}/internal`))).toBeNull();
    expect(refusalMessageOf(await thrownBy(`${base}/proxy`))).toBeNull();
    expect(refusalMessageOf(await thrownBy(`${base}/no-message`))).toBeNull();
    expect(refusalMessageOf(await thrownBy("http://127.0.0.1:1/unreachable"))).toBeNull();
  });
});

describe("failureOf", () => {
  it("reads the message and the first message of each field", async () => {
    expect(failureOf(await thrownBy(`${base}/invalid`))).toEqual({
      kind: "api",
      status: 400,
      message: "Please enter a valid email address.",
      fields: { email: "Please enter a valid email address." },
    });
    expect(failureOf(await thrownBy(`${base}/rate-limited`))).toMatchObject({ status: 429, message: refusal });
  });

  it("tells a network failure from an answer", async () => {
    expect(failureOf(await thrownBy("http://127.0.0.1:1/unreachable"))).toEqual({ kind: "network" });
    expect(failureOf(await thrownBy(`${base}/proxy`))).toMatchObject({ kind: "api", status: 429, fields: {} });
  });
});
