import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { assertBlobKey, assertBlobPrefix, type BlobInfo, type BlobStore, clampRange } from "./blobs.ts";

/**
 * The embedded blob store: one file per key under `root` (`data/blobs/` by default), its content type
 * in a `.type` file beside it. Writes go to a temporary name first and are renamed into place, so a
 * reader never sees half a file.
 */
export function createFolderStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, ...key.split("/"));
  };
  const info = async (path: string): Promise<BlobInfo | null> => {
    try {
      const [stats, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, "utf8")]);
      return { size: stats.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const files = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
    );
    return files.flat();
  };

  return {
    kind: "folder",
    async put(key, body, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${crypto.randomUUID()}.part`;
      await writeFile(temporary, body);
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
      return { size: body.byteLength, contentType };
    },
    async putFile(key, source, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${crypto.randomUUID()}.part`;
      // A copy, not a rename: the source may be on another file system (a work folder) and stays the caller's.
      await copyFile(source, temporary);
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
      return { size: (await stat(path)).size, contentType };
    },
    head: (key) => info(pathOf(key)),
    async get(key, range) {
      const path = pathOf(key);
      const found = await info(path);
      if (!found) return null;
      const served = range ? clampRange(range, found.size) : null;
      const stream = createReadStream(path, served ? { start: served.start, end: served.end } : {});
      return { ...found, range: served, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async list(prefix) {
      assertBlobPrefix(prefix);
      const keys = (await walk(root))
        .filter((file) => !file.endsWith(".type") && !file.endsWith(".part"))
        .map((file) => relative(root, file).split(sep).join("/"));
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
