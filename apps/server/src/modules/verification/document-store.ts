/**
 * Where uploaded documents' bytes are kept, behind one interface: a local folder (the default,
 * under the data dir) or an S3-compatible bucket (s3-document-store.ts). Keys are ids the module makes, never names a player chose. Files are
 * written once and readable by the server's user only.
 */
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such document. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]{1,64}$/;

/** A key is one of the module's ids; anything else is a bug, refused before it reaches storage. */
export function assertDocumentKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
}

export function createFolderDocumentStore(folder: string): DocumentStore {
  const pathOf = (key: string) => {
    assertDocumentKey(key);
    return join(folder, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(pathOf(key), bytes, { flag: "wx", mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
  };
}
