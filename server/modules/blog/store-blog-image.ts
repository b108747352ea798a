import { rm } from "node:fs/promises";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { receiveUpload } from "../../http/receive-upload.ts";
import { asStorageFullRefusal } from "../../http/storage-full.ts";
import { newBlogImageKey } from "../../infra/storage/file-storage.ts";

export type BlogImageDeps = Pick<ApiDeps, "db" | "fileStorage" | "logger">;

/**
 * Receives an image for the blog with the upload rules of the client area (receiveUpload: checked
 * by its bytes while it streams, 10 MB), keeps only JPG and PNG (a PDF is a valid upload but not an
 * image), and stores it under `blog/<random uuid>`. Returns the key; public at /blog-images/<uuid>.
 */
export async function storeBlogImage(deps: BlogImageDeps, request: Request): Promise<string> {
  const upload = await receiveUpload(request, { tempDir: deps.fileStorage.tempDir });
  if (upload.contentType !== "image/jpeg" && upload.contentType !== "image/png") {
    await rm(upload.tempPath, { force: true });
    throw new AppError("unsupported_media_type", "blog_cover_not_image");
  }
  const key = newBlogImageKey();
  try {
    await deps.fileStorage.putFile(key, upload.tempPath, { contentType: upload.contentType, size: upload.size });
  } catch (error) {
    await rm(upload.tempPath, { force: true });
    // A full disk or bucket volume: a 507 to try again later, not a 500 (ADR 0067).
    throw asStorageFullRefusal(error);
  }
  return key;
}
