import type { ImportResponse, StorageUseResponse } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage, type FixtureNote } from '../../../test/anki-fixtures.js';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { storageFullMessage } from '../../core/user-storage.js';

// A small limit stands in for the default 1 GB: the rule is the same at any size.
const LIMIT = 12_000;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ env: { USER_STORAGE_LIMIT_BYTES: String(LIMIT) } });
});
afterAll(async () => {
  await t.close();
});

const storageOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/storage', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<StorageUseResponse>();
};
const createDeck = (token: string, cards: { front: string; back: string }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: { name: 'Deck', cards },
  });
const uploadMedia = (token: string, data: Buffer) => {
  const body = multipart([
    { name: 'kind', value: 'image' },
    { name: 'file', file: { data, filename: 'cell.png', type: 'image/png' } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/flashcards/media',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const importFile = (token: string, data: Buffer, filename: string) => {
  const body = multipart([{ name: 'file', file: { data, filename, type: 'application/octet-stream' } }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/flashcards/import',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const countRows = async (table: 'cards' | 'files', userId: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('storage per user (USER_STORAGE_LIMIT_BYTES)', () => {
  it('reports card text and media as used, against the limit', async () => {
    const user = await registerUser(t.app);
    expect(await storageOf(user.token)).toEqual({ usedBytes: 0, limitBytes: LIMIT });
    // 'é' is two bytes in UTF-8: storage counts bytes, not characters.
    expect((await createDeck(user.token, [{ front: 'café', back: 'coffee' }])).statusCode).toBe(201);
    expect((await storageOf(user.token)).usedBytes).toBe(5 + 6);
    expect((await uploadMedia(user.token, TINY_PNG)).statusCode).toBe(201);
    const used = (await storageOf(user.token)).usedBytes;
    expect(used).toBeGreaterThan(11);

    // An edit counts the new text, not the old.
    const deck = (
      await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(user.token) })
    ).json<{ id: string }[]>()[0]!;
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/flashcards/decks/${deck.id}/cards`, headers: bearer(user.token) })
    ).json<{ id: string }[]>()[0]!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/flashcards/${card.id}`,
      headers: bearer(user.token),
      payload: { front_text: 'tea', back_text: 'thé' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await storageOf(user.token)).usedBytes).toBe(used - 11 + 3 + 4);
  });

  it('refuses decks, cards, edits, uploads and imports past the limit with 413, storing nothing', async () => {
    const user = await registerUser(t.app);
    const full = { error: storageFullMessage(LIMIT) };
    expect(full.error).toContain('11.7 KB');
    const big = 'x'.repeat(4_000);
    const first = await createDeck(user.token, [{ front: big, back: big }]);
    expect(first.statusCode).toBe(201);
    const over = await createDeck(user.token, [{ front: big, back: big }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(full);
    const deckId = first.json<{ id: string }>().id;
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/decks/${deckId}/cards`,
      headers: bearer(user.token),
      payload: { front_text: big, back_text: big },
    });
    expect(add.statusCode).toBe(413);
    expect(await countRows('cards', user.userId)).toBe(1);

    // 8,000 of 12,000 bytes used: an image of 4,001 bytes or more does not fit.
    const upload = await uploadMedia(user.token, Buffer.concat([TINY_PNG, Buffer.alloc(4_100)]));
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toEqual(full);
    expect(await countRows('files', user.userId)).toBe(0);

    const file = Buffer.from(`${'y'.repeat(3_000)}\t${'z'.repeat(3_000)}\n`);
    const imported = await importFile(user.token, file, 'cards.tsv');
    expect(imported.statusCode).toBe(413);
    expect(imported.json()).toEqual(full);
    expect(await countRows('cards', user.userId)).toBe(1);

    // Growing a card's text counts too; shrinking it is always allowed.
    const fits = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/decks/${deckId}/cards`,
      headers: bearer(user.token),
      payload: { front_text: 'f'.repeat(1_600), back_text: 'b'.repeat(1_500) },
    });
    expect(fits.statusCode).toBe(201);
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/flashcards/decks/${deckId}/cards`, headers: bearer(user.token) })
    ).json<{ id: string }[]>()[0]!;
    const grow = (front: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/flashcards/${card.id}`,
        headers: bearer(user.token),
        payload: { front_text: front, back_text: big },
      });
    // 11,100 used: 1,000 more bytes on the first card would make 12,100; 800 more fit.
    expect((await grow('w'.repeat(5_000))).statusCode).toBe(413);
    expect((await grow('w'.repeat(4_800))).statusCode).toBe(200);
    expect((await grow('short')).statusCode).toBe(200);
  });
});

describe('card media once per content hash', () => {
  it('returns the same id for the same bytes uploaded twice, and a new one for other bytes', async () => {
    const user = await registerUser(t.app);
    const a = (await uploadMedia(user.token, TINY_PNG)).json<{ id: string }>().id;
    const b = (await uploadMedia(user.token, TINY_PNG)).json<{ id: string }>().id;
    expect(b).toBe(a);
    const other = await registerUser(t.app);
    const theirs = (await uploadMedia(other.token, TINY_PNG)).json<{ id: string }>().id;
    expect(theirs).not.toBe(a);
    expect(await countRows('files', user.userId)).toBe(1);
  });

  it('imports a package whose one image is used by many cards as one file that every card references', async () => {
    const user = await registerUser(t.app);
    const notes: FixtureNote[] = Array.from({ length: 200 }, (_, i) => ({
      guid: `img-${i}`,
      type: 'basic',
      fields: [`Q${i} <img src="cell.png">`, `A${i}`],
      deck: 'Cells',
    }));
    const res = await importFile(user.token, legacyPackage({ notes, media: { 'cell.png': TINY_PNG } }), 'cells.apkg');
    expect(res.statusCode).toBe(201);
    expect(res.json<ImportResponse>()).toMatchObject({ imported: 200, added: 200, updated: 0 });
    expect(await countRows('files', user.userId)).toBe(1);
    const ids = await t.db
      .selectFrom('cards')
      .select('front_image_id')
      .distinct()
      .where('user_id', '=', user.userId)
      .execute();
    expect(ids).toHaveLength(1);
    expect(ids[0]!.front_image_id).toBeTruthy();

    // The builder's upload of the same picture finds the imported file.
    const uploaded = (await uploadMedia(user.token, TINY_PNG)).json<{ id: string }>().id;
    expect(uploaded).toBe(ids[0]!.front_image_id);
  });
});
