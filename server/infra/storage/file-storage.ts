import type { Readable } from "node:stream";

/**
 * Where uploaded files live (ADR 0033): a port with two adapters, local disk outside the web root
 * (local-file-storage.ts, the default) and an S3-compatible bucket (s3-file-storage.ts), chosen
 * from the configuration by create-file-storage.ts. Nothing here is ever served at a URL of its
 * own: a route checks who asks, then streams `get(key)` with Content-Disposition: attachment.
 *
 * An upload reaches storage in two steps: receiveUpload (server/http/receive-upload.ts) spools the
 * request's file into `tempDir` while checking it, then the route calls `putFile(key, tempPath,
 * meta)` — so a refused or half-sent file never reaches storage, and storage never holds the file
 * in memory.
 */
export type StoredObject = { body: Readable; size: number };

export interface FileStorage {
  readonly kind: "local" | "s3";
  /**
   * A local directory for files being received, on the same disk as local storage (so putFile is
   * a rename); with S3 too, since a file is checked whole before it is sent on.
   */
  readonly tempDir: string;
  /**
   * Moves a fully received, already checked temporary file into storage under `key`; resolves once
   * durable (fsync'd / acknowledged by S3). The temp file is consumed (moved or deleted), also
   * when storing fails.
   */
  putFile(key: string, tempPath: string, meta: { contentType: string; size: number }): Promise<void>;
  /** null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** A missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The keys of the files a row owns — the cases' (`cases/<uuid>/<uuid>`) and the members' own
   * (`members/<uuid>/<uuid>`) — last written before `before`, read a page at a time, for the sweep
   * of files no row points to (server/modules/cases/sweep-orphan-files.ts, ADR 0067). Blog images
   * are not listed: a post's text names them, no row does.
   */
  listOwnedFileKeys(before: Date): AsyncIterable<string>;
  /**
   * Removes what a crash leaves of files on their way in, last written before `before`: the temp
   * files of `tempDir` (both adapters receive there) and, on local disk, a half-made copy beside its
   * key. Returns how many went.
   */
  removeLeftovers(before: Date): Promise<number>;
}

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const storageKeyShape = new RegExp(`^(?:(?:cases|members)/${uuid}/${uuid}|blog/${uuid})$`);

/** The folders whose files belong to a row (a case's file, a member's file), one uuid folder each. */
export const ownedFileFolders = ["cases", "members"] as const;

/**
 * Keys are made by our code as `cases/<case uuid>/<file uuid>` (a case's files),
 * `members/<user uuid>/<file uuid>` (a member's own files) or `blog/<uuid>` (the
 * blog's images, public at /blog-images/<uuid>), never from anything a user sent.
 * Both adapters refuse any other shape, so no key can climb out of its directory (`..`), be an
 * absolute path, or land on a name someone could guess.
 */
export function isStorageKey(key: string): boolean {
  return storageKeyShape.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key))
    throw new Error(
      `Refused storage key ${JSON.stringify(key)}: expected cases/<uuid>/<uuid>, members/<uuid>/<uuid> or blog/<uuid>`,
    );
}

/** A new key for a file of a case: `cases/<caseId>/<random uuid>`; the case id must be a UUID. */
export function newCaseFileKey(caseId: string): string {
  const key = `cases/${caseId}/${crypto.randomUUID()}`;
  assertStorageKey(key);
  return key;
}

/** A new key for a file a member keeps outside any case: `members/<userId>/<random uuid>`. */
export function newMemberFileKey(userId: string): string {
  const key = `members/${userId}/${crypto.randomUUID()}`;
  assertStorageKey(key);
  return key;
}

/** A new key for an image of the blog: `blog/<random uuid>`. */
export function newBlogImageKey(): string {
  const key = `blog/${crypto.randomUUID()}`;
  assertStorageKey(key);
  return key;
}
