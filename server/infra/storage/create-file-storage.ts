import { dirname, join } from "node:path";
import type { Config } from "../../config.ts";
import { engineOf } from "../../db/database.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";
import { removeFilesWrittenBefore } from "./remove-old-files.ts";
import type { S3StorageSettings } from "./s3-file-storage.ts";

type StorageConfig = Pick<
  Config,
  | "DATABASE_URL"
  | "UPLOADS_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/**
 * UPLOADS_DIR, or uploads/ beside the SQLite file (data/uploads by default; data/uploads with
 * PostgreSQL too), like the other files the server keeps (data/auth-secret). Never under public/
 * or build/: nothing there is reachable by URL.
 */
export function uploadsDirOf(config: Pick<StorageConfig, "DATABASE_URL" | "UPLOADS_DIR">): string {
  if (config.UPLOADS_DIR) return config.UPLOADS_DIR;
  const sqliteFile = config.DATABASE_URL.replace(/^file:/, "");
  const dataDir =
    engineOf(config.DATABASE_URL) === "sqlite" && sqliteFile !== ":memory:" ? dirname(sqliteFile) : "data";
  return join(dataDir, "uploads");
}

/**
 * The storage the configuration asks for (ADR 0033): the S3-compatible bucket when S3_BUCKET is
 * set (config.ts has already refused to start without its endpoint, region and keys), otherwise
 * the local disk.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  const uploadsDir = uploadsDirOf(config);
  if (!config.S3_BUCKET) return createLocalFileStorage(uploadsDir);
  const { S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET needs S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3OnFirstUse({
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    tempDir: join(uploadsDir, ".incoming"),
  });
}

/**
 * The bucket's storage, its AWS client loaded with the first file stored or read rather than at
 * start-up (ADR 0049): a server that is not configured for S3 never loads it, and one that is
 * does not hold it until an upload or a download needs it.
 */
function s3OnFirstUse(settings: S3StorageSettings): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const ready = () =>
    (storage ??= import("./s3-file-storage.ts").then((module) => module.createS3FileStorage(settings)));
  return {
    kind: "s3",
    tempDir: settings.tempDir,
    putFile: async (key, tempPath, meta) => (await ready()).putFile(key, tempPath, meta),
    get: async (key) => (await ready()).get(key),
    delete: async (key) => (await ready()).delete(key),
    // Listing needs the client; the sweep (ADR 0067) is then what loads it at start-up.
    listOwnedFileKeys: async function* (before) {
      yield* (await ready()).listOwnedFileKeys(before);
    },
    // Leftovers are on this server's disk: no client needed.
    removeLeftovers: (before) => removeFilesWrittenBefore(settings.tempDir, before),
  };
}
