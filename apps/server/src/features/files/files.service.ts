import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../adapters/file-store/file-store.js';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { StoredFiles } from '../../core/ports.js';
import type { FilesRepository } from './files.repository.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export class FilesService implements StoredFiles {
  constructor(
    private readonly repo: FilesRepository,
    private readonly store: FileStore,
    private readonly clock: Clock,
  ) {}

  urlFor(fileId: string): string {
    return `/api/files/${fileId}`;
  }

  async save(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: string;
  }): Promise<{ id: string; url: string }> {
    const id = randomUUID();
    const key = `${id.replace(/-/g, '')}.${EXTENSIONS[input.mimeType] ?? 'bin'}`;
    await this.store.put(key, input.data);
    await this.repo.insert({
      id,
      user_id: input.userId,
      storage_key: key,
      mime_type: input.mimeType,
      size_bytes: input.data.length,
      purpose: input.purpose,
      created_at: this.clock.now(),
    });
    return { id, url: this.urlFor(id) };
  }

  async read(userId: string, id: string): Promise<{ data: Buffer; mimeType: string }> {
    const row = await this.repo.findOwned(userId, id);
    const data = row ? await this.store.get(row.storage_key) : null;
    if (!row || !data) throw notFound('File not found');
    return { data, mimeType: row.mime_type };
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = await this.repo.findOwned(userId, id);
    if (!row) return;
    await this.repo.delete(id);
    await this.store.delete(row.storage_key);
  }
}
