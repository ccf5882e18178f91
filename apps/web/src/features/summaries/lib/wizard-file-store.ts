import { Dexie, type EntityTable } from 'dexie';
import type { SourceFile } from '@/features/summaries/lib/wizard-pages';

/**
 * The summary wizard's chosen files, kept in this browser's IndexedDB beside the draft (which is in
 * local storage and too small for photos), so a reloaded or discarded tab still shows the photos
 * at the review step (issue 27 item 12). Scoped to the signed-in user like drafts; removed when the
 * draft is finished or discarded. Where IndexedDB is blocked nothing is kept and the draft keeps
 * its text alone.
 */
interface StoredSourceFile {
  key: string;
  userId: string;
  id: string;
  kind: SourceFile['kind'];
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

const DB_NAME = 'revisely-summary-wizard';

let db: (Dexie & { files: EntityTable<StoredSourceFile, 'key'> }) | null = null;

function open() {
  if (typeof indexedDB === 'undefined') return null;
  if (!db) {
    db = new Dexie(DB_NAME) as Dexie & { files: EntityTable<StoredSourceFile, 'key'> };
    db.version(1).stores({ files: 'key, userId' });
  }
  return db;
}

const keyOf = (userId: string, id: string) => `${userId}:${id}`;

/** Makes the store hold exactly `files` for the user. Failures are ignored: the draft still has the text. */
export async function saveWizardFiles(userId: string, files: readonly SourceFile[]): Promise<void> {
  const store = open();
  if (!store) return;
  try {
    await store.transaction('rw', store.files, async () => {
      const keep = new Set(files.map((file) => keyOf(userId, file.id)));
      const existing = await store.files.where('userId').equals(userId).primaryKeys();
      await store.files.bulkDelete(existing.filter((key) => !keep.has(key)));
      const have = new Set(existing);
      await store.files.bulkPut(
        files
          .filter((file) => !have.has(keyOf(userId, file.id)))
          .map(({ id, kind, file }) => ({
            key: keyOf(userId, id),
            userId,
            id,
            kind,
            name: file.name,
            type: file.type,
            lastModified: file.lastModified,
            blob: file,
          })),
      );
    });
  } catch {
    // Quota or a blocked database: the photos are not kept across a reload.
  }
}

export async function loadWizardFiles(userId: string): Promise<SourceFile[]> {
  const store = open();
  if (!store) return [];
  try {
    const rows = await store.files.where('userId').equals(userId).toArray();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      file: new File([row.blob], row.name, { type: row.type, lastModified: row.lastModified }),
    }));
  } catch {
    return [];
  }
}

export async function clearWizardFiles(userId: string): Promise<void> {
  await saveWizardFiles(userId, []);
}
