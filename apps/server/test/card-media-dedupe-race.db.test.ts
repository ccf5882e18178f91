import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage } from './anki-fixtures.js';
import { multipart, TINY_PNG } from './fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';
import { LocalFileStore } from '../src/adapters/file-store/local-file-store.js';
import { FilesRepository } from '../src/features/files/files.repository.js';
import { FilesService } from '../src/features/files/files.service.js';
import { CardMediaRepository } from '../src/features/card-media/card-media.repository.js';
import { CardMediaService, UNATTACHED_MEDIA_MAX_AGE_MS } from '../src/features/card-media/card-media.service.js';

/**
 * Card media is stored once per content (ADR 0024): an upload of bytes the student uploaded before
 * returns that file, which may be old and unattached, just as the hourly sweep (or a release after
 * a card change) is deleting it. The upload marks the file used in the statement that finds it,
 * and the delete is one statement conditional on the file being unused at that moment, so the
 * card saved with the returned id always finds its file. Each race is staged step by step.
 */

let t: TestContext;
let store: LocalFileStore;
let root: string;
const DAY = 24 * 3_600_000;
const OLD = UNATTACHED_MEDIA_MAX_AGE_MS + DAY;

/** A PNG no other test uploads: TINY_PNG with bytes after its end, which decoders ignore. */
let variant = 0;
const uniquePng = () => Buffer.concat([TINY_PNG, Buffer.from(`race-${(variant += 1)}`)]);

const upload = async (token: string, data: Buffer) => {
  const body = multipart([
    { name: 'kind', value: 'image' },
    { name: 'file', file: { data, filename: 'diagram.png', type: 'image/png' } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/media',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
};
const createDeck = (token: string, imageId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: { name: 'Cells', cards: [{ front: 'Mitochondrion', back: 'Makes ATP', front_image_id: imageId }] },
  });
const storageKey = async (id: string) =>
  (await t.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;
const fileStatus = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) })).statusCode;

/** The app's card media service, on a repository whose steps a test can wrap. */
const mediaWith = (repo: CardMediaRepository, files = new FilesService(new FilesRepository(t.db), store, t.clock)) =>
  new CardMediaService(repo, files, t.clock);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'revisely-media-race-'));
  store = new LocalFileStore(root);
  t = await createTestApp({ adapters: { files: store } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a deduplicated upload racing the sweep of unattached card media', () => {
  it('keeps the file an upload returned between the sweep reading its batch and deleting', async () => {
    const alice = await registerUser(t.app);
    const image = uniquePng();
    const first = await upload(alice.token, image);
    const key = (await storageKey(first))!;
    t.clock.advance(OLD);

    const repo = new CardMediaRepository(t.db);
    const readBatch = repo.unattached.bind(repo);
    let batch: { id: string }[] = [];
    let again: string | undefined;
    // The sweep reads its batch; the student adds the same picture to a card; then the sweep deletes.
    repo.unattached = async (cutoff, limit) => {
      const found = await readBatch(cutoff, limit);
      if (again === undefined) {
        batch = found;
        again = await upload(alice.token, image);
      }
      return found;
    };
    expect(await mediaWith(repo).sweepUnused()).toBe(0);
    expect(batch.map((f) => f.id)).toContain(first);
    expect(again).toBe(first);

    // The card is saved with the id the upload returned: its image is there.
    expect((await createDeck(alice.token, first)).statusCode).toBe(201);
    expect(await storageKey(first)).toBe(key);
    expect(await store.get(key)).not.toBeNull();
    expect(await fileStatus(alice.token, first)).toBe(200);
  });

  it('gives an upload after the sweep deleted the row a new file, while the old bytes still go', async () => {
    const bob = await registerUser(t.app);
    const image = uniquePng();
    const first = await upload(bob.token, image);
    const oldKey = (await storageKey(first))!;
    t.clock.advance(OLD);

    // The upload lands after the row's delete committed and before the old bytes are removed.
    const files = new FilesService(new FilesRepository(t.db), store, t.clock);
    const discard = files.discard.bind(files);
    let again: string | undefined;
    files.discard = async (file) => {
      expect(await storageKey(first)).toBeUndefined(); // the row went first
      again ??= await upload(bob.token, image);
      return discard(file);
    };
    expect(await mediaWith(new CardMediaRepository(t.db), files).sweepUnused()).toBe(1);
    expect(again).toBeDefined();
    expect(again).not.toBe(first);
    expect(await store.get(oldKey)).toBeNull();

    expect((await createDeck(bob.token, again!)).statusCode).toBe(201);
    expect(await fileStatus(bob.token, again!)).toBe(200);
  });

  it('sweeps a file an upload returned once that use is old too, if no card took it', async () => {
    const carol = await registerUser(t.app);
    const image = uniquePng();
    const id = await upload(carol.token, image);
    t.clock.advance(OLD);
    expect(await upload(carol.token, image)).toBe(id);

    const media = mediaWith(new CardMediaRepository(t.db));
    expect(await media.sweepUnused()).toBe(0);
    expect(await storageKey(id)).toBeDefined();

    t.clock.advance(OLD);
    expect(await media.sweepUnused()).toBe(1);
    expect(await storageKey(id)).toBeUndefined();
  });

  it('keeps a file an upload returned when the last card using it goes before the new card is saved', async () => {
    const dan = await registerUser(t.app);
    const image = uniquePng();
    const id = await upload(dan.token, image);
    const old = await createDeck(dan.token, id);
    expect(old.statusCode).toBe(201);

    // The same picture is added to a card being made, then the deck holding it is deleted.
    expect(await upload(dan.token, image)).toBe(id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/flashcards/decks/${old.json<{ id: string }>().id}`,
      headers: bearer(dan.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await storageKey(id)).toBeDefined();
    expect((await createDeck(dan.token, id)).statusCode).toBe(201);
    expect(await fileStatus(dan.token, id)).toBe(200);
  });

  it('keeps the file an import reused when the sweep runs before the import writes its cards', async () => {
    const fay = await registerUser(t.app);
    const image = uniquePng();
    const first = await upload(fay.token, image);
    t.clock.advance(OLD);
    const pkg = legacyPackage({
      notes: [
        {
          guid: 'reuseGuid1',
          type: 'basic',
          deck: 'Cells',
          fields: ['Mitochondrion <img src="old.png">', 'Makes ATP <img src="new.png">'],
        },
      ],
      media: { 'old.png': image, 'new.png': uniquePng() },
    });

    // The import finds the old picture by its bytes, then stores the new one: the sweep runs there,
    // after the reuse and before the transaction that writes the card referencing it.
    const put = store.put.bind(store);
    let swept = false;
    store.put = async (key, data) => {
      if (!swept) {
        swept = true;
        await mediaWith(new CardMediaRepository(t.db)).sweepUnused();
      }
      return put(key, data);
    };
    try {
      const body = multipart([
        { name: 'file', file: { data: pkg, filename: 'cells.apkg', type: 'application/octet-stream' } },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/flashcards/import',
        headers: { ...bearer(fay.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      store.put = put;
    }
    expect(swept).toBe(true);
    const card = await t.db
      .selectFrom('cards')
      .select(['front_image_id', 'back_image_id'])
      .where('user_id', '=', fay.userId)
      .executeTakeFirstOrThrow();
    expect(card.front_image_id).toBe(first);
    expect(await fileStatus(fay.token, first)).toBe(200);
    expect(await fileStatus(fay.token, card.back_image_id!)).toBe(200);
  });

  it('still deletes a released file at once when no upload returned it', async () => {
    const erin = await registerUser(t.app);
    const id = await upload(erin.token, uniquePng());
    const deck = await createDeck(erin.token, id);
    const key = (await storageKey(id))!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/flashcards/decks/${deck.json<{ id: string }>().id}`,
      headers: bearer(erin.token),
    });
    expect(await storageKey(id)).toBeUndefined();
    expect(await store.get(key)).toBeNull();
  });
});
