import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.js';

/** Files under DATA_DIR/uploads, two-level fan-out so no folder grows huge. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
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
}
