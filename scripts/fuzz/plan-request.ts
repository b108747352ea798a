import { gzipSync } from "node:zlib";
import type { Endpoint } from "./discover-endpoints.ts";
import {
  brokenJson,
  fieldNames,
  oddJsonDocuments,
  oddSegment,
  oddStrings,
  oddValue,
  percentEncode,
  redirectTargets,
} from "./odd-values.ts";
import type { Random } from "./random.ts";
import { chunked, type RawRequest } from "./raw-request.ts";

/** The request body limit the server promises (server/api.ts). */
const bodyLimit = 64 * 1024;

/** What every request may use: the server's port, and the sessions of the fuzz accounts. */
export type FuzzContext = {
  port: number;
  /** Cookie header values of signed-in sessions (refreshed during the run). */
  sessions: string[];
};

/** What a mutation edits before the request is framed into bytes. */
type Draft = {
  endpoint: Endpoint;
  context: FuzzContext;
  method: string;
  path: string;
  query: string;
  headers: [string, string][];
  contentType?: string;
  /** undefined: no body and no framing headers at all. */
  body?: Buffer;
  framing: "length" | "chunked" | "tiny-chunks" | "bad-chunks" | "length-too-long" | "length-too-short" | "length-bad";
};

export type PlannedRequest = {
  endpoint: Endpoint;
  mutation: string;
  request: RawRequest;
  /** The body before chunk framing, for the report. */
  body?: Buffer;
  timeoutMs: number;
};

const hasBody = (method: string) => !["GET", "HEAD", "OPTIONS", "TRACE"].includes(method);

/** Header values cannot carry line breaks on the wire; anything else (UTF-8 bytes too) goes. */
const headerSafe = (value: string) => Buffer.from(value.replace(/[\r\n]/g, " "), "utf8").toString("latin1");

function concretePath(endpoint: Endpoint, random: Random): string {
  if (endpoint.examples.length && random.chance(0.6)) return random.pick(endpoint.examples);
  return endpoint.pattern
    .split("/")
    .map((segment) =>
      segment === "*"
        ? `${oddSegment(random)}/${oddSegment(random)}`
        : segment.startsWith(":")
          ? oddSegment(random)
          : segment,
    )
    .join("/");
}

function shapedObject(random: Random): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0, n = 1 + random.int(6); i < n; i++) object[random.pick(fieldNames)] = oddValue(random);
  return object;
}

function formOf(object: Record<string, unknown>): string {
  return Object.entries(object)
    .map(
      ([key, value]) =>
        `${percentEncode(key)}=${percentEncode(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");
}

const oversized = new Map<number, Buffer>();
/** A well-formed body of `size` bytes: only its size is wrong. */
function bodyOfSize(size: number, json: boolean): Buffer {
  const key = json ? size : -size;
  let body = oversized.get(key);
  if (!body) {
    const prefix = json ? '{"name":"' : "name=";
    const suffix = json ? '"}' : "";
    body = Buffer.from(prefix + "a".repeat(Math.max(0, size - prefix.length - suffix.length)) + suffix);
    oversized.set(key, body);
  }
  return body;
}

const setBody = (draft: Draft, contentType: string | undefined, body: string | Buffer) => {
  draft.contentType = contentType;
  draft.body = typeof body === "string" ? Buffer.from(body) : body;
};

/** Replaces a header the request already has (a browser sends one Origin, one Host). */
function setHeader(draft: Draft, name: string, value: string) {
  draft.headers = draft.headers.filter(([existing]) => existing.toLowerCase() !== name.toLowerCase());
  draft.headers.push([name, value]);
}

const sessionCookieNames = (context: FuzzContext) =>
  context.sessions.flatMap((cookie) => cookie.split("; ").map((pair) => pair.split("=")[0] ?? ""));

const json = "application/json";
const form = "application/x-www-form-urlencoded";

/** The two deeply nested JSON shapes that once overflowed a recursive walk, by the names the report shows. */
export const deeplyNestedJson = {
  arrays: "JSON nested 10,000 arrays deep",
  objects: "JSON nested 5,000 objects deep",
  bodies: {
    arrays: `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
    objects: `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  },
} as const;

/** Each mutation makes one request odd in one way; the request is otherwise ordinary. */
const mutations: [string, (draft: Draft, random: Random) => void][] = [
  ["ordinary", () => {}],
  ["ordinary", () => {}],
  // Bodies.
  [
    "no body",
    (d) => {
      d.body = undefined;
    },
  ],
  ["empty body", (d) => setBody(d, d.contentType ?? json, "")],
  [
    "chunked body",
    (d) => {
      d.framing = "chunked";
      d.body ??= Buffer.from("{}");
    },
  ],
  [
    "chunked, one byte per chunk",
    (d) => {
      d.framing = "tiny-chunks";
      d.body ??= Buffer.from('{"email":"fuzz@example.test"}');
    },
  ],
  [
    "malformed chunk framing",
    (d) => {
      d.framing = "bad-chunks";
      d.body ??= Buffer.from("{}");
    },
  ],
  [
    "just over the limit (Content-Length)",
    (d) => setBody(d, d.contentType ?? json, bodyOfSize(bodyLimit + 1, d.contentType !== form)),
  ],
  [
    "just over the limit (chunked)",
    (d) => {
      setBody(d, d.contentType ?? json, bodyOfSize(bodyLimit + 1, d.contentType !== form));
      d.framing = "chunked";
    },
  ],
  [
    "far over the limit",
    (d, r) => {
      setBody(
        d,
        d.contentType ?? form,
        bodyOfSize(r.chance(0.1) ? 16 * 1024 * 1024 : 1024 * 1024, d.contentType === json),
      );
      d.framing = r.chance(0.5) ? "chunked" : "length";
    },
  ],
  ["binary body as JSON", (d, r) => setBody(d, json, r.bytes(1 + r.int(2000)))],
  [
    "gzip-encoded body",
    (d) => {
      setBody(d, json, gzipSync('{"email":"fuzz@example.test"}'));
      d.headers.push(["Content-Encoding", "gzip"]);
    },
  ],
  ["broken JSON", (d, r) => setBody(d, json, r.pick(brokenJson))],
  // Nesting that once took a recursive walk past its stack (a 500 on every JSON endpoint).
  // Every JSON endpoint also gets both once, after the random run (nested-json-requests.ts).
  [deeplyNestedJson.arrays, (d) => setBody(d, json, deeplyNestedJson.bodies.arrays)],
  [deeplyNestedJson.objects, (d) => setBody(d, json, deeplyNestedJson.bodies.objects)],
  ["JSON of the wrong shape", (d, r) => setBody(d, json, r.pick(oddJsonDocuments(r)))],
  ["JSON with odd field values", (d, r) => setBody(d, json, JSON.stringify(shapedObject(r)))],
  [
    "JSON in UTF-16",
    (d, r) => setBody(d, "application/json; charset=utf-16", Buffer.from(JSON.stringify(shapedObject(r)), "utf16le")),
  ],
  ["JSON sent as a form", (d, r) => setBody(d, form, JSON.stringify(shapedObject(r)))],
  ["form with odd fields", (d, r) => setBody(d, form, formOf(shapedObject(r)))],
  [
    "form with an odd redirectTo",
    (d, r) => setBody(d, form, `redirectTo=${percentEncode(r.pick(redirectTargets))}&${formOf(shapedObject(r))}`),
  ],
  ["form with a raw redirectTo", (d, r) => setBody(d, form, `redirectTo=${r.pick(redirectTargets)}`)],
  [
    "form with broken encoding",
    (d, r) =>
      setBody(
        d,
        form,
        r.pick([
          "a=%zz&b=%",
          "&&&==&=",
          "a[b][c]=1&a[b]=2",
          "__proto__[x]=1&constructor[prototype][y]=2",
          "=",
          "%",
          "a=1&a=2&a=3",
        ]),
      ),
  ],
  [
    "form as text/plain",
    (d, r) => setBody(d, "text/plain", `redirectTo=${r.pick(redirectTargets)}\r\nemail=fuzz@example.test`),
  ],
  ["form as text/plain;charset", (d, r) => setBody(d, "text/plain;charset=UTF-8", formOf(shapedObject(r)))],
  [
    "multipart without boundary",
    (d) => setBody(d, "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
  ],
  [
    "broken multipart",
    (d, r) =>
      setBody(
        d,
        "multipart/form-data; boundary=fuzz",
        `--fuzz\r\nContent-Disposition: form-data; name="${r.pick(fieldNames)}"\r\n\r\n${r.pick(oddStrings)}\r\n--fu`,
      ),
  ],
  [
    "multipart with a file",
    (d, r) =>
      setBody(
        d,
        "multipart/form-data; boundary=fuzz",
        Buffer.concat([
          Buffer.from(
            `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.exe"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          r.bytes(3000),
          Buffer.from("\r\n--fuzz--\r\n"),
        ]),
      ),
  ],
  [
    // An upload that passes the checks (a PNG or a PDF by its first bytes), under an odd name, so
    // the upload routes' storing path (storage, row, transaction) is reached too, not only refusals.
    "multipart with a valid file",
    (d, r) => {
      const [name, type, head] = r.pick([
        ["\u202Egnp.exe", "image/png", Buffer.from("89504e470d0a1a0a", "hex")],
        ["../../etc/passwd.pdf", "application/pdf", Buffer.from("%PDF-1.7\n")],
        ["scan.jpg", "text/html", Buffer.from("ffd8ffe0", "hex")],
      ] as const);
      setBody(
        d,
        "multipart/form-data; boundary=fuzz",
        Buffer.concat([
          Buffer.from(
            `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          head,
          r.bytes(r.pick([0, 10, 4000])),
          Buffer.from("\r\n--fuzz--\r\n"),
        ]),
      );
    },
  ],
  // Framing and headers.
  [
    "Content-Length longer than the body",
    (d) => {
      d.body ??= Buffer.from("{}");
      d.framing = "length-too-long";
    },
  ],
  [
    "Content-Length shorter than the body",
    (d) => {
      d.body ??= Buffer.from('{"email":"fuzz@example.test"}');
      d.framing = "length-too-short";
    },
  ],
  [
    "Content-Length not a number",
    (d) => {
      d.body ??= Buffer.from("{}");
      d.framing = "length-bad";
    },
  ],
  [
    "odd Content-Type",
    (d, r) => {
      d.body ??= Buffer.from("{}");
      d.contentType = r.pick([
        "application/json;;;",
        "application/json; charset=klingon",
        "*/*",
        "",
        "application/xml",
        "text/html",
        "application/jsonx",
        "APPLICATION/JSON",
        "application/x-www-form-urlencoded; charset=utf-7",
        "multipart/mixed",
      ]);
    },
  ],
  [
    "two Content-Types",
    (d) => {
      d.body ??= Buffer.from("{}");
      d.headers.push(["Content-Type", form]);
    },
  ],
  ["Expect: 100-continue", (d) => d.headers.push(["Expect", "100-continue"])],
  ["huge cookie", (d, r) => d.headers.push(["Cookie", `fuzz=${"c".repeat(r.pick([4000, 12_000, 70_000]))}`])],
  [
    "garbage session cookie",
    (d, r) =>
      d.headers.push([
        "Cookie",
        headerSafe(
          `${r.pick([...sessionCookieNames(d.context), "better-auth.session_token", "__Secure-better-auth.session_token", "better-auth.session_data", "lang", "cookie-consent", "i18next"])}=${r.pick([...oddStrings, "garbage.signature", `${r.bytes(24).toString("base64url")}.${r.bytes(32).toString("base64")}`])}`,
        ),
      ]),
  ],
  ["many cookies", (d) => d.headers.push(["Cookie", Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join("; ")])],
  [
    "Authorization: Bearer",
    (d, r) =>
      d.headers.push([
        "Authorization",
        headerSafe(
          r.pick([
            "Bearer x",
            "Bearer ",
            `Bearer ${"x".repeat(4000)}`,
            "Basic !!!",
            "Bearer \u00ff\u00fe",
            "Negotiate abc",
          ]),
        ),
      ]),
  ],
  [
    "odd Accept-Language",
    (d, r) =>
      d.headers.push([
        "Accept-Language",
        headerSafe(
          r.pick([
            "*",
            "ar-XX;q=abc",
            "zz-ZZ, fr;q=2",
            `${"en;q=0.5,".repeat(500)}`,
            "\u0639",
            "fr-FR-u-nu-arab",
            ";;;",
            "q=1",
            "ar;q=-1, fr;q=NaN",
          ]),
        ),
      ]),
  ],
  [
    "odd Host",
    (d, r) => {
      const host = r.pick([
        "evil.example",
        "",
        "[::1",
        "127.0.0.1:99999",
        "a".repeat(300),
        "localhost:0",
        "evil.example@127.0.0.1",
        "127.0.0.1:1/x",
      ]);
      d.headers = d.headers.filter(([name]) => name !== "Host");
      if (host !== "" || r.chance(0.5)) d.headers.unshift(["Host", host]);
    },
  ],
  ["Origin: null", (d) => setHeader(d, "Origin", "null")],
  [
    "foreign Origin",
    (d, r) =>
      setHeader(d, "Origin", r.pick(["https://evil.example", "http://127.0.0.1.evil.example", "file://", "not a url"])),
  ],
  [
    "Sec-Fetch-Site: cross-site",
    (d, r) => d.headers.push(["Sec-Fetch-Site", r.pick(["cross-site", "same-site", "garbage"])]),
  ],
  [
    "odd forwarding headers",
    (d, r) => {
      d.headers = d.headers.filter(([name]) => name !== "X-Forwarded-For");
      d.headers.push([
        "X-Forwarded-For",
        `${r.pick(["garbage", "unknown", "::1", "999.1.1.1", "1.2.3.4, , ,"])}, ${r.ip()}`,
      ]);
      d.headers.push(["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Proto", r.pick(["https", "javascript", ""])]);
    },
  ],
  [
    "odd Accept",
    (d, r) =>
      d.headers.push(
        ["Accept", r.pick(["application/json", "text/html", "*/*;q=abc", "text/x-component", "image/*", ""])],
        ["Accept-Encoding", r.pick(["gzip;q=abc, br, zstd", "identity;q=0", "*", "deflate"])],
      ),
  ],
  [
    "conditional and range headers",
    (d, r) =>
      d.headers.push(
        ["Range", r.pick(["bytes=abc", "bytes=0-0,1-1,2-2", "bytes=999999999-"])],
        ["If-None-Match", "*"],
        ["If-Modified-Since", "garbage"],
      ),
  ],
  [
    "method override headers",
    (d) => d.headers.push(["X-HTTP-Method-Override", "DELETE"], ["X-Method-Override", "PUT"]),
  ],
  [
    "many headers",
    (d) => {
      for (let i = 0; i < 150; i++) d.headers.push([`X-Fuzz-${i}`, String(i)]);
    },
  ],
  // Methods.
  [
    "odd method",
    (d, r) => {
      d.method = r.pick(["OPTIONS", "TRACE", "PUT", "PATCH", "DELETE", "PROPFIND", "HEAD", "FUZZ", "PURGE", "MKCOL"]);
      if (!hasBody(d.method) && d.method !== "OPTIONS") d.body = undefined;
    },
  ],
  [
    "the other usual method",
    (d, r) => {
      d.method = d.method === "GET" ? "POST" : "GET";
      if (d.method === "GET") d.body = undefined;
      else if (r.chance(0.5)) d.body = undefined;
    },
  ],
  [
    "bodiless DELETE",
    (d) => {
      d.method = "DELETE";
      d.body = undefined;
    },
  ],
  // Query strings and paths.
  [
    "odd query string",
    (d, r) => {
      d.query = r.pick([
        `?redirectTo=${percentEncode(r.pick(redirectTargets))}`,
        `?redirectTo=${r.pick(redirectTargets).replace(/[\s#]/g, "")}`,
        `?callbackURL=${percentEncode(r.pick(redirectTargets))}`,
        `?lang=${percentEncode(r.pick(oddStrings))}`,
        // Any field as a query parameter: the GET filters (the audit log's, the back office's) read them.
        `?${r.pick(fieldNames)}=${percentEncode(r.pick(oddStrings))}`,
        "?lang=ar&lang=fr&lang[]=en",
        "?a=%zz&b=%",
        "?__proto__[polluted]=1&constructor[prototype][x]=1",
        `?q=${"q".repeat(6000)}`,
        `?${"&".repeat(2000)}`,
        "?%00=%00",
        "?_data=root",
        "?index",
        `?token=${percentEncode(r.pick(oddStrings))}&error=INVALID_TOKEN`,
        "?p=/../../etc/passwd&version=x",
      ]);
    },
  ],
  [
    "odd path",
    (d, r) => {
      const p = d.path;
      d.path = r.pick([
        `${p}/`,
        `/${p}`,
        p.replace("/", "//"),
        `${p}%00`,
        `${p}/%00`,
        `${p}/..`,
        `${p}/../../../../etc/passwd`,
        `/%2e%2e${p}`,
        `${p}/${"a".repeat(r.pick([3000, 20_000]))}`,
        `//evil.example${p}`,
        "//evil.example/",
        "/\\evil.example",
        "/%2F%2Fevil.example",
        "/%5Cevil.example/",
        `${p}%2f`,
        `${p}/%zz`,
        `${p};jsessionid=1`,
        p.toUpperCase(),
        `${p}/%E2%80%AE`,
        `${p}.data`,
        `${p}/index.html`,
        `${p}#fragment`,
        "*",
        `http://evil.example${p}`,
        `http://127.0.0.1:${d.context.port}${p}`,
      ]);
    },
  ],
];

/** Request number `index`: which endpoint (each in turn) and which way it is made odd (seeded). */
export function planRequest(
  endpoints: Endpoint[],
  index: number,
  random: Random,
  context: FuzzContext,
): PlannedRequest {
  // The mutation is drawn after the ordinary request, as it always was: a seed replays the same run.
  return planMutation(endpoints[index % endpoints.length] as Endpoint, () => random.pick(mutations), random, context);
}

/** A request to `endpoint` made odd by the mutation named `name` (which must exist). */
export function planNamedMutation(endpoint: Endpoint, name: string, random: Random, context: FuzzContext) {
  const mutation = mutations.find(([existing]) => existing === name);
  if (!mutation) throw new Error(`no fuzz mutation named ${name}`);
  return planMutation(endpoint, () => mutation, random, context);
}

function planMutation(
  endpoint: Endpoint,
  choose: () => (typeof mutations)[number],
  random: Random,
  context: FuzzContext,
): PlannedRequest {
  const { port } = context;
  const method = endpoint.method === "ALL" ? random.pick(["GET", "POST"]) : endpoint.method;
  const draft: Draft = {
    endpoint,
    context,
    method,
    path: concretePath(endpoint, random),
    query: "",
    headers: [
      ["Host", `127.0.0.1:${port}`],
      ["User-Agent", "passerelle-fuzz"],
      // The claimed client, last in the list (a trusted proxy appends the address it saw).
      ["X-Forwarded-For", random.ip()],
    ],
    framing: "length",
  };
  if (hasBody(method)) {
    const asForm = endpoint.kind !== "api";
    setBody(draft, asForm ? form : json, asForm ? formOf(shapedObject(random)) : JSON.stringify(shapedObject(random)));
  }
  // A third of the requests come from a signed-in member or administrator, to get past the guards.
  const session = random.chance(0.35) ? random.pick(["", ...context.sessions]) : "";
  if (session) draft.headers.push(["Cookie", session]);
  // Browsers send their origin with every form post and fetch: most requests do, so they pass the
  // CSRF checks (ours and better-auth's) and reach the handlers; the others show a bare client.
  if (random.chance(0.75)) draft.headers.push(["Origin", `http://127.0.0.1:${port}`]);
  const [mutation, apply] = choose();
  apply(draft, random);
  return {
    endpoint,
    mutation,
    request: frame(draft),
    body: draft.body,
    timeoutMs: draft.body && draft.body.length > bodyLimit ? 30_000 : 10_000,
  };
}

const piecesOf = (body: Buffer) =>
  Array.from({ length: Math.max(1, Math.ceil(body.length / 16384)) }, (_, i) =>
    body.subarray(i * 16384, (i + 1) * 16384),
  );

function frame(draft: Draft): RawRequest {
  const headers: [string, string][] = [...draft.headers, ["Connection", "close"]];
  // A bodiless request may still say what it would have sent (a common client mistake).
  if (draft.contentType !== undefined && (draft.body !== undefined || draft.method === "POST"))
    headers.push(["Content-Type", headerSafe(draft.contentType)]);
  if (draft.body === undefined) return { method: draft.method, target: draft.path + draft.query, headers, body: [] };
  const body = draft.body;
  const request: RawRequest = { method: draft.method, target: draft.path + draft.query, headers, body: [body] };
  switch (draft.framing) {
    case "length":
      headers.push(["Content-Length", String(body.length)]);
      // In pieces, so that writing stops once the server has answered (a 413 before the end).
      request.body = piecesOf(body);
      break;
    case "chunked":
      headers.push(["Transfer-Encoding", "chunked"]);
      request.body = chunked(piecesOf(body));
      break;
    case "tiny-chunks":
      headers.push(["Transfer-Encoding", "chunked"]);
      request.body = [Buffer.concat(chunked([...body.subarray(0, 200)].map((byte) => Buffer.from([byte]))))];
      break;
    case "bad-chunks":
      headers.push(["Transfer-Encoding", "chunked"]);
      request.body = [Buffer.from(`zz\r\n${body.toString("latin1")}\r\n0\r\n\r\n`, "latin1")];
      break;
    case "length-too-long":
      headers.push(["Content-Length", String(body.length + 100)]);
      request.halfClose = true;
      break;
    case "length-too-short":
      headers.push(["Content-Length", String(Math.max(0, body.length - 5))]);
      break;
    case "length-bad":
      headers.push(["Content-Length", "12abc"]);
      break;
  }
  return request;
}
