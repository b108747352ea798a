import { constants } from "node:fs";
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import {
  assertStorageKey,
  type FileStorage,
  isStorageKey,
  ownedFileFolders,
  type StoredObject,
} from "./file-storage.ts";
import { removeFilesWrittenBefore } from "./remove-old-files.ts";

/**
 * Uploaded files on the local disk (ADR 0033), under a directory of their own outside anything
 * the server serves (data/uploads by default, beside the SQLite file). A file appears under its
 * key whole or not at all: it is written and fsync'd elsewhere, then renamed into place and the
 * directory fsync'd, so a crash never leaves half a passport scan behind a valid key. Files are
 * readable by the server's user only (0600, directories 0700).
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  // In the same directory tree as the files, so moving one into place is a rename on one disk.
  const tempDir = join(root, ".incoming");
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split("/"));
  };

  return {
    kind: "local",
    tempDir,

    async putFile(key, tempPath, meta) {
      try {
        const target = pathOf(key);
        await syncFile(tempPath, meta.size);
        const firstCreated = await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        await chmod(tempPath, 0o600);
        try {
          await rename(tempPath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
          // A temp file from another disk: copied next to its place first, so the rename stays atomic.
          const nearby = `${target}.${crypto.randomUUID()}.part`;
          await copyFile(tempPath, nearby, constants.COPYFILE_EXCL);
          await syncFile(nearby, meta.size);
          await rename(nearby, target);
        }
        // The new name is durable once its directory is; so are directories mkdir just created.
        await syncDirectory(dirname(target));
        if (firstCreated) {
          for (let dir = dirname(target); dir !== dirname(firstCreated); dir = dirname(dir)) {
            await syncDirectory(dirname(dir));
          }
        }
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      try {
        // Opened first and measured through the same handle: a delete in between cannot split them.
        const handle = await open(path, "r");
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      // The case's directory stays, even empty: removing it could race an upload to the same case.
      await rm(pathOf(key), { force: true });
    },

    async *listOwnedFileKeys(before) {
      for (const folder of ownedFileFolders) {
        const folderDir = join(root, folder);
        for (const ownerDir of await readdir(folderDir, { withFileTypes: true }).catch(() => [])) {
          if (!ownerDir.isDirectory()) continue;
          for (const name of await readdir(join(folderDir, ownerDir.name)).catch(() => [])) {
            const key = `${folder}/${ownerDir.name}/${name}`;
            if (!isStorageKey(key)) continue; // a half-made copy (`.part`) is a leftover, not a key
            const written = await stat(pathOf(key)).catch(() => null);
            if (written?.isFile() && written.mtime < before) yield key;
          }
        }
      }
    },

    async removeLeftovers(before) {
      let removed = await removeFilesWrittenBefore(tempDir, before);
      // The copies putFile makes beside their key when the temp file is on another disk.
      for (const folder of ownedFileFolders) {
        const folderDir = join(root, folder);
        for (const ownerDir of await readdir(folderDir, { withFileTypes: true }).catch(() => [])) {
          if (ownerDir.isDirectory())
            removed += await removeFilesWrittenBefore(join(folderDir, ownerDir.name), before, (name) =>
              name.endsWith(".part"),
            );
        }
      }
      return removed;
    },
  };
}

/** Flushes a file's bytes to the disk, and checks it is the size the caller counted. */
async function syncFile(path: string, expectedSize: number): Promise<void> {
  const handle = await open(path, "r+");
  try {
    const { size } = await handle.stat();
    if (size !== expectedSize) throw new Error(`${path} holds ${size} bytes, ${expectedSize} expected`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
