import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in credentials: it checks request signatures against them. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server on 127.0.0.1 and a port the system picks, with one bucket, its data
 * in a temporary directory: for tests of the S3 storage adapter (ADR 0033). Nothing leaves the machine.
 */
export async function startLoopbackS3(bucket = "passerelle-test") {
  const directory = await mkdtemp(join(tmpdir(), "passerelle-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket,
    ...credentials,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
