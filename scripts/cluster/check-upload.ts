import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { type Cluster, member, ms } from "./cluster.ts";

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Files the loopback S3 store holds (its objects are files under its directory). */
async function storedObjects(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith(".")).length;
}

/**
 * 7. An upload on A downloaded from B: an advisor opens a done-for-you client's case and asks for a
 * document on A, the client uploads it on A (multipart, as the dashboard sends it), and both the
 * advisor and the client download the same bytes from B (ADR 0033: S3 storage shared by both).
 */
export async function checkUpload(cluster: Cluster): Promise<string> {
  const { a, b } = cluster;
  const advisor = await member(cluster, "advisor", { role: "advisor" });
  const client = await member(cluster, "client", { dfy: true });
  const opened = await advisor.browser.json<{ caseId?: string }>(a, "/api/advisor/cases", {
    json: {
      name: "Lyon move",
      visaSlug: "passeport-talent-salarie",
      adults: 2,
      children: 1,
      packageId: "family-premium",
      targetArrival: "2027-09-01",
      clientId: client.id,
    },
  });
  assert.equal(opened.status, 201, `case opened on A: ${JSON.stringify(opened.body)}`);
  const caseId = opened.body.caseId ?? "";
  const requested = await advisor.browser.json<{ documentId?: string }>(a, `/api/cases/${caseId}/documents`, {
    json: { title: "Passport" },
  });
  assert.equal(requested.status, 201, `document requested on A: ${JSON.stringify(requested.body)}`);

  const objectsBefore = await storedObjects(cluster.s3Directory);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "passport.png");
  const uploaded = await client.browser.json<{ file?: { id: string } }>(
    a,
    `/api/cases/${caseId}/documents/${requested.body.documentId}/files`,
    { body: form },
  );
  assert.equal(uploaded.status, 201, `upload on A: ${JSON.stringify(uploaded.body)}`);
  assert.ok((await storedObjects(cluster.s3Directory)) > objectsBefore, "the file went to the S3 store");

  const fileId = uploaded.body.file?.id ?? "";
  const started = performance.now();
  for (const [who, browser] of [
    ["advisor", advisor.browser],
    ["client", client.browser],
  ] as const) {
    const download = await browser.request(b, `/api/cases/${caseId}/files/${fileId}`);
    const bytes = Buffer.from(await download.arrayBuffer());
    assert.equal(download.status, 200, `the ${who}'s download on B answered ${download.status}`);
    assert.ok(bytes.equals(png), `the ${who} got other bytes from B (${bytes.length} bytes)`);
  }
  return `case document uploaded on A (to S3), the same ${png.length} bytes downloaded from B by the advisor and the client (${ms(performance.now() - started)})`;
}
