import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used here.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { DatabaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'revisely-store-'));

/** The same behaviour is asked of every store: the files service relies on nothing else. */
const stores: Record<string, () => Promise<StoreUnderTest>> = {
  local: async () => {
    const dir = tmp();
    return { store: new LocalFileStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  },
  // PostgreSQL when TEST_DATABASE=postgres, else the same table on SQLite.
  database: async () => {
    const t: TestContext = await createTestApp();
    return { store: new DatabaseFileStore(t.db), close: () => t.close() };
  },
  s3: async () => {
    const dir = tmp();
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'revisely-test' }],
    });
    const { port } = (await server.run()) as { port: number };
    const store = new S3FileStore({
      bucket: 'revisely-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'uploads/',
    });
    return {
      store,
      close: async () => {
        await store.close();
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.keys(stores))('FileStore contract: %s', (name) => {
  let subject: StoreUnderTest;
  let store: FileStore;
  beforeAll(async () => {
    subject = await stores[name]!();
    store = subject.store;
  }, 30_000);
  afterAll(async () => subject?.close());

  it('returns exactly the bytes put, and null for unknown keys', async () => {
    const data = Buffer.from([0, 1, 2, 255, 254, 0x89, 0x50, 0x4e, 0x47]);
    await store.put('abcdef0123.png', data);
    expect((await store.get('abcdef0123.png'))?.equals(data)).toBe(true);
    expect(await store.get('ffffffffff.png')).toBeNull();
  });

  it('keeps a large upload intact', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    data[data.length - 1] = 9;
    await store.put('large00001.jpg', data);
    expect((await store.get('large00001.jpg'))?.equals(data)).toBe(true);
  });

  it('replaces the bytes when a key is put again', async () => {
    await store.put('again00001.jpg', Buffer.from('first'));
    await store.put('again00001.jpg', Buffer.from('second'));
    expect((await store.get('again00001.jpg'))?.toString()).toBe('second');
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    await store.put('gone000001.webp', Buffer.from('bytes'));
    await store.delete('gone000001.webp');
    expect(await store.get('gone000001.webp')).toBeNull();
    await expect(store.delete('gone000001.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape the store', async () => {
    await expect(store.put('../evil', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(store.get('a/b.png')).rejects.toThrow('invalid storage key');
  });

  it('lists stored keys with when they were written', async () => {
    const before = Date.now() - 60_000;
    await store.put('listed0001.png', Buffer.from('x'));
    const listed: { key: string; storedAt: number }[] = [];
    for await (const entry of store.list!()) listed.push(entry);
    const entry = listed.find((e) => e.key === 'listed0001.png');
    expect(entry?.storedAt).toBeGreaterThan(before);
    expect(listed.some((e) => e.key === 'gone000001.webp')).toBe(false);
  });
});
