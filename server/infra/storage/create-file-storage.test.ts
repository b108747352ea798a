import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createFileStorage, uploadsDirOf } from "./create-file-storage.ts";

describe("choosing the file storage from the configuration", () => {
  it("keeps uploads on this disk, beside the SQLite file, when nothing is configured", () => {
    const storage = createFileStorage(loadConfig({}));
    expect(storage.kind).toBe("local");
    expect(uploadsDirOf(loadConfig({}))).toBe("data/uploads");
    expect(uploadsDirOf(loadConfig({ DATABASE_URL: "file:/srv/passerelle/db.sqlite" }))).toBe(
      "/srv/passerelle/uploads",
    );
    expect(uploadsDirOf(loadConfig({ DATABASE_URL: "postgres://db.internal/passerelle" }))).toBe("data/uploads");
    expect(uploadsDirOf(loadConfig({ UPLOADS_DIR: "/var/lib/passerelle/files" }))).toBe("/var/lib/passerelle/files");
  });

  it("uses the S3-compatible bucket when S3_BUCKET is set, receiving files on this disk first", () => {
    const storage = createFileStorage(
      loadConfig({
        S3_BUCKET: "passerelle-uploads",
        S3_ENDPOINT: "https://s3.fr-par.scw.cloud",
        S3_REGION: "fr-par",
        S3_ACCESS_KEY_ID: "key-id",
        S3_SECRET_ACCESS_KEY: "secret",
        UPLOADS_DIR: "/var/lib/passerelle/uploads",
      }),
    );
    expect(storage.kind).toBe("s3");
    expect(storage.tempDir).toBe("/var/lib/passerelle/uploads/.incoming");
  });

  it("refuses to start with a bucket but without what reaching it needs, naming each variable", () => {
    expect(() => loadConfig({ S3_BUCKET: "passerelle-uploads", S3_REGION: "fr-par" })).toThrow(
      /S3_ENDPOINT: required with S3_BUCKET=passerelle-uploads[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: "b-u-c", S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT/);
  });
});
