import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.js';
import { assertStorageKey, isStorageKey } from './storage-key.js';

/** Files under DATA_DIR/uploads, two-level fan-out so no folder grows huge. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    return path.join(this.root, key.slice(0, 2), assertStorageKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves a half-written photo behind a valid record.
    const tmp = `${file}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; storedAt: number }> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      for (const name of await readdir(path.join(this.root, folder.name))) {
        // Half-written `.tmp` files and strangers are not keys the service could have recorded.
        if (!isStorageKey(name) || name.slice(0, 2) !== folder.name) continue;
        const info = await stat(path.join(this.root, folder.name, name)).catch(() => null);
        if (info?.isFile()) yield { key: name, storedAt: info.mtimeMs };
      }
    }
  }
}
