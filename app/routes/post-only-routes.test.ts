import { describe, expect, it } from "vitest";
import * as previewRoute from "./admin-blog-preview.ts";
import * as letterDownloadRoute from "./dashboard-letters-download.ts";

// Resource routes that only take a form's POST. Without a loader of their own React Router still
// answers a GET with 405, but logs it as a server error (seen in the walks' server output).
describe("routes that answer POST only", () => {
  for (const [path, route] of [
    ["/admin/blog/preview", previewRoute],
    ["/dashboard/letters/download", letterDownloadRoute],
  ] as const) {
    it(`${path}: a GET is a plain 405`, async () => {
      await expect(route.loader()).rejects.toMatchObject({ init: { status: 405 } });
    });
  }
});
