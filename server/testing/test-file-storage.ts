import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "../config.ts";
import { createFileStorage } from "../infra/storage/create-file-storage.ts";
import type { FileStorage } from "../infra/storage/file-storage.ts";

/**
 * The file storage as production builds it (ADR 0033), for test APIs: local disk in the system's
 * temporary folder, shared by every test run (keys are random, so tests never meet each other's
 * files), unless a test names its own UPLOADS_DIR — e.g. to check that nothing was left in it — or
 * configures S3.
 */
export function testFileStorage(config: Config): FileStorage {
  if (config.UPLOADS_DIR || config.S3_BUCKET) return createFileStorage(config);
  return createFileStorage({ ...config, UPLOADS_DIR: join(tmpdir(), "passerelle-test-uploads") });
}
