import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webmClip } from './audio-fixtures.js';
import { multipart, TINY_PNG } from './fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';
import { LocalFileStore } from '../src/adapters/file-store/local-file-store.js';
import { FilesRepository } from '../src/features/files/files.repository.js';
import { FilesService } from '../src/features/files/files.service.js';
import { ORPHAN_SWEEP_JOB } from '../src/features/files/orphan-sweep.js';
import { CardMediaRepository } from '../src/features/card-media/card-media.repository.js';
import { CardMediaService, UNATTACHED_MEDIA_MAX_AGE_MS } from '../src/features/card-media/card-media.service.js';

/** Issue 15: card images and clips uploaded but never attached to a card are swept once old enough. */

let t: TestContext;
let store: LocalFileStore;
let root: string;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
const DAY = 24 * 3_600_000;

const upload = async (token: string, kind: 'image' | 'audio', data: Buffer) => {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'file', file: { data, filename: 'media.bin', type: 'application/octet-stream' } },
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
const createDeck = async (token: string, cards: object[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: { name: 'Sweep deck', cards },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
};
const storageKey = async (id: string) =>
  (await t.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;
/** Whether the file's row and its bytes are both still there. */
const kept = async (id: string, key: string) => (await storageKey(id)) === key && (await store.get(key)) !== null;
/** Runs the hourly job as the queue would (a fresh singleton key, so it is never deduplicated). */
const runSweepJob = async () => {
  await t.jobs.enqueue(ORPHAN_SWEEP_JOB, {}, { singletonKey: `test:${randomUUID()}` });
  await t.jobs.idle();
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'revisely-media-sweep-'));
  store = new LocalFileStore(root);
  t = await createTestApp({ adapters: { files: store } });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('sweep of card media no card references', () => {
  it('deletes old unattached uploads (row and bytes) of every user, keeping attached and young ones', async () => {
    const attached = await upload(alice.token, 'image', TINY_PNG);
    const abandonedClip = await upload(alice.token, 'audio', webmClip(3));
    const abandonedImage = await upload(bob.token, 'image', TINY_PNG);
    const deck = await createDeck(alice.token, [{ front: 'Heart', back: 'Pumps blood', front_image_id: attached }]);
    t.clock.advance(UNATTACHED_MEDIA_MAX_AGE_MS - DAY);
    // Still in a builder draft: younger than the safe age when the sweep runs.
    const young = await upload(alice.token, 'audio', webmClip(2));
    const keys = new Map<string, string>();
    for (const id of [attached, abandonedClip, abandonedImage, young]) keys.set(id, (await storageKey(id))!);

    await runSweepJob(); // the old ones are not old enough yet
    for (const id of keys.keys()) expect(await kept(id, keys.get(id)!)).toBe(true);

    t.clock.advance(DAY + 60_000);
    await runSweepJob();
    expect(await kept(attached, keys.get(attached)!)).toBe(true);
    expect(await kept(young, keys.get(young)!)).toBe(true);
    for (const id of [abandonedClip, abandonedImage]) {
      expect(await storageKey(id)).toBeUndefined();
      expect(await store.get(keys.get(id)!)).toBeNull();
    }
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${attached}`, headers: bearer(alice.token) });
    expect(file.statusCode).toBe(200);
    const study = await t.app.inject({
      method: 'GET',
      url: `/api/flashcards/decks/${deck.id}/cards`,
      headers: bearer(alice.token),
    });
    expect(study.json<{ front_image_id: string }[]>()[0]?.front_image_id).toBe(attached);
  });

  it('leaves other uploads alone: summary photos and feedback attachments are not card media', async () => {
    const files = new FilesService(new FilesRepository(t.db), store, t.clock);
    const photo = await files.save({
      userId: alice.userId,
      data: TINY_PNG,
      mimeType: 'image/png',
      purpose: 'summary_photo',
    });
    t.clock.advance(UNATTACHED_MEDIA_MAX_AGE_MS + DAY);
    const media = new CardMediaService(new CardMediaRepository(t.db), files, t.clock);
    await media.sweepUnused();
    expect(await storageKey(photo.id)).toBeDefined();
  });

  it('keeps a file a card started using after the batch was read (checked again as it deletes)', async () => {
    alice = await registerUser(t.app); // a fresh session: the clock has moved on by weeks
    const files = new FilesService(new FilesRepository(t.db), store, t.clock);
    const repo = new CardMediaRepository(t.db);
    const clip = await upload(alice.token, 'audio', webmClip(2));
    t.clock.advance(UNATTACHED_MEDIA_MAX_AGE_MS + DAY);
    const stale = await repo.unattached(t.clock.now() - UNATTACHED_MEDIA_MAX_AGE_MS, 200);
    expect(stale.map((r) => r.id)).toContain(clip);
    await createDeck(alice.token, [{ front: 'Bonjour', back: 'Hello', audio_id: clip }]);
    // The card's save commits between the sweep's query and its delete.
    repo.unattached = () => Promise.resolve(stale);
    const media = new CardMediaService(repo, files, t.clock);
    expect(await media.sweepUnused()).toBe(0);
    expect(await storageKey(clip)).toBeDefined();
  });

  it('works through many abandoned uploads in batches in one run', async () => {
    const files = new FilesService(new FilesRepository(t.db), store, t.clock);
    const ids: string[] = [];
    for (let i = 0; i < 450; i += 1) {
      const saved = await files.save({
        userId: bob.userId,
        data: TINY_PNG,
        mimeType: 'image/png',
        purpose: 'card_image',
      });
      ids.push(saved.id);
    }
    t.clock.advance(UNATTACHED_MEDIA_MAX_AGE_MS + DAY);
    const media = new CardMediaService(new CardMediaRepository(t.db), files, t.clock);
    expect(await media.sweepUnused()).toBe(450);
    const left = await t.db.selectFrom('files').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
  });
});
