import { describe, expect, it } from "vitest";
import { isUploadPath, isUploadRequest } from "./upload-paths.ts";

const caseId = "0b9f6c1e-4d2a-4f7e-9a51-3c8e2d7f6a10";
const documentId = "7d3e2a91-5b6c-4e8f-a0d1-2f4b6c8e0a13";

describe("isUploadPath", () => {
  it("matches exactly the two upload routes, with or without the /api mount", () => {
    expect(isUploadPath(`/api/cases/${caseId}/documents/${documentId}/files`)).toBe(true);
    expect(isUploadPath(`/api/cases/${caseId}/attachments`)).toBe(true);
    expect(isUploadPath(`/cases/${caseId}/documents/${documentId}/files`)).toBe(true);
    expect(isUploadPath(`/cases/${caseId}/attachments`)).toBe(true);
  });

  it("leaves every other path to the buffered body limit", () => {
    for (const path of [
      `/api/cases/${caseId}`,
      `/api/cases/${caseId}/documents/${documentId}`,
      `/api/cases/${caseId}/documents/${documentId}/files/x`,
      `/api/cases/${caseId}/attachments/`,
      `/api/cases/${caseId}/messages`,
      `/api/cases/${caseId}/documents//files`,
      `/api/cases/../attachments`,
      `/api/cases/a/b/attachments`,
      `/api/cases/${"x".repeat(65)}/attachments`,
      `/api/email-capture`,
      `/other/cases/${caseId}/attachments`,
      `/api/cases/${caseId}/attachments?x=1`,
    ]) {
      expect(isUploadPath(path), path).toBe(false);
    }
  });
});

describe("isUploadRequest", () => {
  it("is a POST to an upload path", () => {
    const url = `http://localhost/api/cases/${caseId}/attachments`;
    expect(isUploadRequest(new Request(url, { method: "POST" }))).toBe(true);
    expect(isUploadRequest(new Request(url))).toBe(false);
    expect(isUploadRequest(new Request(`${url}?draft=1`, { method: "POST" }))).toBe(true);
    expect(isUploadRequest(new Request("http://localhost/api/scenarios", { method: "POST" }))).toBe(false);
  });
});
