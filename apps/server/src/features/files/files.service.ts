import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../adapters/file-store/file-store.js';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { Executor, PendingFile, StoredFiles } from '../../core/ports.js';
import type { UserStorage } from '../../core/user-storage.js';
import type { FilesRepository } from './files.repository.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
};

/** Keys checked against the files table per query while sweeping. */
const SWEEP_BATCH = 200;

export class FilesService implements StoredFiles {
  constructor(
    private readonly repo: FilesRepository,
    private readonly fileStore: FileStore,
    private readonly clock: Clock,
    /** The per-user storage limit, checked before any bytes are stored (none in some unit tests). */
    private readonly storage?: Pick<UserStorage, 'assertRoom'>,
  ) {}

  urlFor(fileId: string): string {
    return `/api/files/${fileId}`;
  }

  async store(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: string;
    contentHash?: string;
  }): Promise<PendingFile> {
    await this.storage?.assertRoom(input.userId, input.data.length);
    const id = randomUUID();
    const storageKey = `${id.replace(/-/g, '')}.${EXTENSIONS[input.mimeType] ?? 'bin'}`;
    await this.fileStore.put(storageKey, input.data);
    return {
      id,
      userId: input.userId,
      storageKey,
      mimeType: input.mimeType,
      sizeBytes: input.data.length,
      purpose: input.purpose,
      contentHash: input.contentHash ?? null,
    };
  }

  /** The user's file of this purpose with these bytes (card media is stored once per content). */
  async findByHash(userId: string, contentHash: string, purpose: string): Promise<string | null> {
    return (await this.repo.findByHash(userId, contentHash, purpose))?.id ?? null;
  }

  async record(trx: Executor, file: PendingFile): Promise<void> {
    await this.repo.insert(this.rowOf(file), trx);
  }

  private rowOf(file: PendingFile) {
    return {
      id: file.id,
      user_id: file.userId,
      storage_key: file.storageKey,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      purpose: file.purpose,
      created_at: this.clock.now(),
      content_hash: file.contentHash ?? null,
    };
  }

  async discard(file: PendingFile): Promise<void> {
    await this.fileStore.delete(file.storageKey);
  }

  /**
   * Stores and records a file. With `contentHash`, the user's file holding the same bytes is
   * returned instead when there is one, so the same image or clip is kept once.
   */
  async save(input: {
    userId: string;
    data: Buffer;
    mimeType: string;
    purpose: string;
    contentHash?: string;
  }): Promise<{ id: string; url: string }> {
    const same = async () =>
      input.contentHash ? this.findByHash(input.userId, input.contentHash, input.purpose) : null;
    const existing = await same();
    if (existing) return { id: existing, url: this.urlFor(existing) };
    const file = await this.store(input);
    try {
      await this.repo.insert(this.rowOf(file));
    } catch (error) {
      await this.discard(file).catch(() => undefined);
      // The same bytes recorded meanwhile by a concurrent upload (unique per user and hash).
      const raced = await same().catch(() => null);
      if (raced) return { id: raced, url: this.urlFor(raced) };
      throw error;
    }
    return { id: file.id, url: this.urlFor(file.id) };
  }

  async read(userId: string, id: string): Promise<{ data: Buffer; mimeType: string }> {
    const row = await this.repo.findOwned(userId, id);
    const data = row ? await this.fileStore.get(row.storage_key) : null;
    if (!row || !data) throw notFound('File not found');
    return { data, mimeType: row.mime_type };
  }

  async unrecord(trx: Executor, userId: string, id: string): Promise<(() => Promise<void>) | null> {
    const row = await this.repo.findOwned(userId, id, trx);
    if (!row) return null;
    await this.repo.delete(id, trx);
    return () => this.fileStore.delete(row.storage_key);
  }

  /** The row goes first: bytes left behind by a crash are an orphan the sweep removes. */
  async remove(userId: string, id: string): Promise<void> {
    const row = await this.repo.findOwned(userId, id);
    if (!row) return;
    await this.repo.delete(id);
    await this.fileStore.delete(row.storage_key);
  }

  /**
   * Deletes stored files that no row records and that were written more than `minAgeMs` ago (a
   * younger one may belong to an upload whose transaction has not committed yet). Returns how many
   * were removed; stores that cannot list their keys are skipped.
   */
  async sweepOrphans(minAgeMs: number): Promise<number> {
    if (!this.fileStore.list) return 0;
    const cutoff = this.clock.now() - minAgeMs;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const recorded = await this.repo.recordedKeys(batch);
      for (const key of batch) {
        if (recorded.has(key)) continue;
        await this.fileStore.delete(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const { key, storedAt } of this.fileStore.list()) {
      if (storedAt > cutoff) continue;
      batch.push(key);
      if (batch.length >= SWEEP_BATCH) await flush();
    }
    await flush();
    return removed;
  }
}
