import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";

/**
 * `node scripts/create-bucket.ts`: creates the S3_BUCKET that uploads go to (ADR 0033), at
 * S3_ENDPOINT with S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, unless it exists. The
 * server never creates its bucket (it must exist and stay private); compose.yaml runs this once,
 * in the app's own image, before the instances start (ADR 0074), so it works with any
 * S3-compatible store, not only one whose client image is at hand. Waits up to `waitMs` for the
 * store to answer. Safe to run again: an existing bucket of ours is left as it is.
 */
export type BucketSettings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export async function createBucketIfMissing(
  settings: BucketSettings,
  { waitMs = 60_000, retryMs = 1_000 } = {},
): Promise<"created" | "exists"> {
  // The same addressing as the server's storage (server/infra/storage/s3-file-storage.ts).
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
    maxAttempts: 1,
  });
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      try {
        await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
        return "created";
      } catch (error) {
        if (error instanceof S3ServiceException) {
          if (error.name === "BucketAlreadyOwnedByYou") return "exists";
          // Someone else's bucket of that name, wrong keys, …: the store answered, and no.
          if (error.name !== "BucketAlreadyExists") throw error;
          await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
          return "exists";
        }
        // Not answering yet (still starting): try again until the deadline.
        if (Date.now() + retryMs > deadline)
          throw new Error(`the S3 store at ${settings.endpoint} did not answer within ${waitMs} ms: ${error}`);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  } finally {
    client.destroy();
  }
}

/** The five S3_ variables, all required here; one line per missing one. */
export function bucketSettingsFrom(env: Record<string, string | undefined>): BucketSettings {
  const names = {
    endpoint: "S3_ENDPOINT",
    region: "S3_REGION",
    bucket: "S3_BUCKET",
    accessKeyId: "S3_ACCESS_KEY_ID",
    secretAccessKey: "S3_SECRET_ACCESS_KEY",
  } as const;
  const missing = Object.values(names).filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`create-bucket: set ${missing.join(", ")}`);
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, env[name] as string])) as BucketSettings;
}

if (import.meta.main) {
  try {
    const settings = bucketSettingsFrom(process.env);
    const outcome = await createBucketIfMissing(settings);
    console.log(`create-bucket: ${settings.bucket} ${outcome === "created" ? "created" : "already exists"}`);
  } catch (error) {
    console.error(`create-bucket: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
