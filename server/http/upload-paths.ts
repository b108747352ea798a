/**
 * The routes whose request body is an upload, streamed by the handler itself (receive-upload.ts,
 * with its own 10 MB limit counted while the file arrives) instead of being read into memory by
 * the API's 64 KiB body limit (body-limit.ts, ADR 0016 and 0033):
 *   POST /api/cases/:caseId/documents/:documentId/files  (a requested document's file)
 *   POST /api/cases/:caseId/attachments                  (a message's attachment)
 *   POST /api/admin/blog/:postId/cover                   (a blog post's cover image)
 *   POST /api/admin/blog/images                          (an image for a blog post's text)
 *   POST /api/appointment-attempts/:attemptId/screenshot (the screenshot proving an attempt)
 * The /api prefix is optional: createApi is served under /api, and in-process tests call it
 * without. Ids are one path segment of letters, digits, "-" or "_". Any other path keeps the
 * buffered limit; a new upload route must be added here.
 */
const id = "[A-Za-z0-9_-]{1,64}";
const uploadPath = new RegExp(
  `^(?:/api)?/(?:cases/${id}/(?:documents/${id}/files|attachments)|admin/blog/(?:${id}/cover|images)|appointment-attempts/${id}/screenshot)$`,
);

export function isUploadPath(pathname: string): boolean {
  return uploadPath.test(pathname);
}

/** An upload's POST: only these bodies go unbuffered to their handler. */
export function isUploadRequest(request: Request): boolean {
  return request.method === "POST" && isUploadPath(new URL(request.url).pathname);
}
