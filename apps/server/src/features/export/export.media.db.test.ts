import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webmClip } from '../../../test/audio-fixtures.js';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string };

const WEBM = webmClip(2);

/** Every entry of a zip (stored or deflated), by walking its local file headers. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const compressed = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + compressed);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset = start + compressed;
  }
  return out;
}

async function upload(kind: string, data: Buffer): Promise<string> {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'file', file: { data, filename: 'm', type: 'application/octet-stream' } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/media',
    headers: { ...bearer(alice.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
});
afterAll(() => t.close());

describe('Anki export with card media', () => {
  it('puts images and clips in the package as numbered media files the fields reference', async () => {
    const image = await upload('image', TINY_PNG);
    const clip = await upload('audio', WEBM);
    const deck = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(alice.token),
      payload: {
        name: 'French sounds',
        cards: [
          { front: 'Bonjour', back: 'Hello', front_image_id: image, audio_id: clip },
          { front: 'Merci', back: 'Thanks', back_image_id: image },
        ],
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(alice.token),
      payload: { deckIds: [deck.json<{ id: string }>().id] },
    });
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);
    const manifest = JSON.parse(entries.get('media')!.toString('utf8')) as Record<string, string>;
    const png = `revisely-${image}.png`;
    const webm = `revisely-${clip}.webm`;
    expect(Object.values(manifest).sort()).toEqual([png, webm].sort());
    for (const [index, name] of Object.entries(manifest)) {
      expect(entries.get(index)?.equals(name === png ? TINY_PNG : WEBM)).toBe(true);
    }

    const dir = mkdtempSync(path.join(os.tmpdir(), 'apkg-media-'));
    writeFileSync(path.join(dir, 'c.anki2'), entries.get('collection.anki2')!);
    const db = new Database(path.join(dir, 'c.anki2'), { readonly: true });
    const notes = db.prepare('select flds, sfld from notes order by id').all() as { flds: string; sfld: string }[];
    db.close();
    expect(notes.map((n) => n.flds.split('\x1f').slice(0, 2))).toEqual([
      [`Bonjour<br><img src="${png}"><br>[sound:${webm}]`, 'Hello'],
      ['Merci', `Thanks<br><img src="${png}">`],
    ]);
    expect(notes[0]!.sfld).toBe('Bonjour');
  });
});
