/** Where uploaded bytes live. Metadata and ownership are kept in the database, not here. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Every stored key and when it was written, for the orphan sweep (features/files/orphan-sweep.ts);
   * a store without it is not swept.
   */
  list?(): AsyncIterable<{ key: string; storedAt: number }>;
}
