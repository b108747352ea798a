import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  type FileStorage,
  isStorageKey,
  ownedFileFolders,
  type StoredObject,
} from "./file-storage.ts";
import { removeFilesWrittenBefore } from "./remove-old-files.ts";

export type S3StorageSettings = {
  /** The service's origin, e.g. https://s3.fr-par.scw.cloud or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Files being received are spooled here before they are sent on (a local directory). */
  tempDir: string;
};

/** Whole attempts at sending one file: each reopens the temp file, since a sent stream cannot be rewound. */
const putAttempts = 3;

/**
 * Uploaded files in an S3-compatible bucket (ADR 0033), for servers that share no disk. The bucket
 * is private and objects are never linked to: the server streams them to the people allowed to
 * see them. Addressed path-style (endpoint/bucket/key), which every S3-compatible service accepts.
 *
 * Checksums only when an operation requires them: the SDK otherwise re-frames streamed bodies as
 * `aws-chunked` with trailing checksums, which several S3-compatible services (and the loopback
 * server the tests use) do not understand. Integrity is ours anyway: receiveUpload hashes each file.
 */
export function createS3FileStorage(settings: S3StorageSettings, options: Partial<S3ClientConfig> = {}): FileStorage {
  const common: S3ClientConfig = {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
    ...options,
  };
  const client = new S3Client(common);
  // The SDK would retry a put by resending the same, already consumed stream; putFile retries itself.
  const putClient = new S3Client({ ...common, maxAttempts: 1 });
  const { bucket } = settings;

  return {
    kind: "s3",
    tempDir: settings.tempDir,

    async putFile(key, tempPath, meta) {
      try {
        assertStorageKey(key);
        // A wrong length would leave S3 waiting for bytes that never come.
        const { size } = await stat(tempPath);
        if (size !== meta.size) throw new Error(`${tempPath} holds ${size} bytes, ${meta.size} expected`);
        for (let attempt = 1; ; attempt++) {
          try {
            await putClient.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: key,
                // Streamed from disk with its length announced: the file is never held in memory.
                Body: createReadStream(tempPath),
                ContentLength: meta.size,
                ContentType: meta.contentType,
              }),
            );
            return;
          } catch (error) {
            if (attempt >= putAttempts || !isRetryable(error)) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK hands the HTTP response itself over: a Readable, read as it arrives.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NotFound")) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *listOwnedFileKeys(before) {
      for (const folder of ownedFileFolders) {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key && isStorageKey(object.Key) && object.LastModified && object.LastModified < before)
              yield object.Key;
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
    },

    // Files are received on this server's disk before they are sent on: that is where a crash leaves them.
    removeLeftovers: (before) => removeFilesWrittenBefore(settings.tempDir, before),
  };
}

/** A failure worth another attempt: no answer at all, a 5xx, or "slow down". */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  const status = error.$metadata.httpStatusCode ?? 0;
  return status >= 500 || status === 429 || error.name === "SlowDown";
}
