/** Where uploaded bytes live. Metadata and ownership are kept in the database, not here. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
