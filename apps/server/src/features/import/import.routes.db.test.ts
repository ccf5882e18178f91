import type { Flashcard, ImportPreviewResponse, ImportResponse } from '@revisely/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPackage,
  legacyPackage,
  TINY_MP3,
  zstdFrame,
  type FixturePackage,
} from '../../../test/anki-fixtures.js';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string>;
const upload = (url: string, token: string, data: Buffer, filename: string, fields: Fields = {}) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', file: { data, filename, type: 'application/octet-stream' } },
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const importFile = (token: string, data: Buffer, filename: string, fields?: Fields) =>
  upload('/api/flashcards/import', token, data, filename, fields);
const preview = (token: string, data: Buffer, filename: string, fields?: Fields) =>
  upload('/api/flashcards/import/preview', token, data, filename, fields);

async function deckCards(token: string, deckId: string): Promise<Flashcard[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/flashcards/decks/${deckId}/cards`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const NOW_SECS = Date.parse('2026-11-22T10:00:00Z') / 1000;
// 2025-11-21 04:00 UTC: Anki's collection creation is a day's 4 am rollover.
const CRT = 1_763_697_600;
/** Anki's day number for a date: days since the collection's creation day. */
const dayNumber = (iso: string) => Math.floor((Date.parse(iso) / 1000 - CRT) / 86_400);

/** Every case the issue names: basic with media, reversed, cloze, reviewed, nested deck. */
function studyPackage(): FixturePackage {
  return {
    crt: CRT,
    notes: [
      {
        guid: 'basicGuid1',
        type: 'basic',
        deck: 'Biology::Cells',
        fields: ['<div><b>Mitochondria</b> do&nbsp;what?</div><img src="cell.png">', 'Release energy [sound:say.mp3]'],
        reviews: {
          0: { type: 2, queue: 2, due: dayNumber('2026-11-30T04:00:00Z'), ivl: 12, factor: 2500, reps: 5, lapses: 1 },
        },
      },
      { guid: 'revGuid2', type: 'reversed', deck: 'French', fields: ['le chat', 'the cat'] },
      {
        guid: 'clozeGuid3',
        type: 'cloze',
        deck: 'Biology::Cells',
        fields: ['{{c1::ATP}} is made in the {{c2::mitochondria::organelle}} \\(x^2\\)', 'Respiration'],
        reviews: { 1: { type: 1, queue: 1, due: NOW_SECS + 600, ivl: 0, factor: 2500, reps: 1, lapses: 0 } },
      },
    ],
    media: { 'cell.png': TINY_PNG, 'say.mp3': TINY_MP3 },
  };
}

describe.each([
  ['legacy (collection.anki2)', () => legacyPackage(studyPackage())],
  ['Anki 2.1 (collection.anki21)', () => legacyPackage(studyPackage(), { collectionName: 'collection.anki21' })],
  ['current (collection.anki21b, zstd)', () => currentPackage(studyPackage())],
])('Anki package import: %s', (_name, build) => {
  let user: { token: string };
  beforeAll(async () => {
    user = await registerUser(t.app);
  });

  it('previews the first cards without storing anything', async () => {
    const res = await preview(user.token, build(), 'study.apkg');
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreviewResponse>();
    expect(body).toMatchObject({ format: 'apkg', total: 5, skipped: 0, deckNames: ['Biology::Cells', 'French'] });
    expect(body.cards).toHaveLength(5);
    expect(body.cards[0]).toMatchObject({
      front_text: '**Mitochondria** do what?',
      back_text: 'Release energy',
      hasFrontImage: true,
      hasAudio: true,
      state: 'review',
    });
    const decks = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(user.token) });
    expect(decks.json()).toEqual([]);
  });

  it('imports notes, cloze deletions, media and review state, and re-importing updates', async () => {
    const res = await importFile(user.token, build(), 'study.apkg');
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResponse>();
    expect(body).toMatchObject({ imported: 5, added: 5, updated: 0, skipped: 0 });
    expect(body.decks.map((d) => [d.name, d.cardCount]).sort()).toEqual([
      ['Biology::Cells', 3],
      ['French', 2],
    ]);

    const bio = body.decks.find((d) => d.name === 'Biology::Cells')!;
    const cards = await deckCards(user.token, bio.id);
    const basic = cards.find((c) => c.front_text.startsWith('**Mito'))!;
    expect(basic).toMatchObject({ back_text: 'Release energy', state: 'review', reps: 5, lapses: 1 });
    expect(basic.due).toBe('2026-11-30T04:00:00.000Z');
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/files/${basic.front_image_id}`,
      headers: bearer(user.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    const sound = await t.app.inject({
      method: 'GET',
      url: `/api/files/${basic.audio_id}`,
      headers: bearer(user.token),
    });
    expect(sound.statusCode).toBe(200);
    expect(sound.rawPayload.equals(TINY_MP3)).toBe(true);

    const cloze = cards.filter((c) => c.cloze_index !== null).sort((a, b) => a.cloze_index! - b.cloze_index!);
    expect(cloze.map((c) => [c.cloze_index, c.front_text, c.back_text, c.state])).toEqual([
      [1, '{{c1::ATP}} is made in the {{c2::mitochondria::organelle}} \\(x^2\\)', 'Respiration', 'new'],
      [2, '{{c1::ATP}} is made in the {{c2::mitochondria::organelle}} \\(x^2\\)', 'Respiration', 'learning'],
    ]);
    const french = await deckCards(user.token, body.decks.find((d) => d.name === 'French')!.id);
    expect(french.map((c) => [c.front_text, c.back_text])).toEqual([
      ['le chat', 'the cat'],
      ['the cat', 'le chat'],
    ]);

    // The same package again: the same cards, updated in place, no second copy of the media.
    const again = await importFile(user.token, build(), 'study.apkg');
    expect(again.statusCode).toBe(201);
    expect(again.json<ImportResponse>()).toMatchObject({ imported: 5, added: 0, updated: 5 });
    expect(
      again
        .json<ImportResponse>()
        .decks.map((d) => d.cardCount)
        .sort(),
    ).toEqual([2, 3]);
    const after = await deckCards(user.token, bio.id);
    expect(after.map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());
    expect(after.find((c) => c.id === basic.id)!.front_image_id).toBe(basic.front_image_id);
    const files = await t.db
      .selectFrom('files')
      .select('id')
      .where('purpose', 'in', ['card_image', 'card_audio'])
      .execute();
    expect(files.filter((f) => f.id === basic.front_image_id || f.id === basic.audio_id)).toHaveLength(2);
  });
});

describe('our own export imports back to the same cards', () => {
  it('updates the exported cards in place, twice, without duplicates', async () => {
    const user = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(user.token),
      payload: {
        name: 'Bonding',
        cards: [
          { front: 'Ionic <bond>?', back: 'Metal & non-metal', explanation: 'Transfer' },
          { front: 'Covalent?', back: 'Shared pair' },
        ],
      },
    });
    const deck = created.json<{ id: string; cards: { id: string }[] }>();
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(user.token),
      payload: { deckIds: [deck.id] },
    });
    expect(exported.statusCode).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      const res = await importFile(user.token, exported.rawPayload, 'revisely-anki.apkg');
      expect(res.statusCode).toBe(201);
      expect(res.json<ImportResponse>()).toEqual({
        decks: [{ id: deck.id, name: 'Bonding', cardCount: 2 }],
        imported: 2,
        // Every card was already here: updated in place, none added.
        added: 0,
        updated: 2,
        skipped: 0,
        warnings: [],
      });
    }
    const cards = await deckCards(user.token, deck.id);
    expect(cards.map((c) => [c.id, c.front_text, c.back_text, c.explanation])).toEqual([
      [deck.cards[0]!.id, 'Ionic <bond>?', 'Metal & non-metal', 'Transfer'],
      [deck.cards[1]!.id, 'Covalent?', 'Shared pair', null],
    ]);
    const decks = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(user.token) });
    expect(decks.json<unknown[]>()).toHaveLength(1);
  });
});

describe('text import', () => {
  it('imports CSV with awkward quoting and a BOM into a deck named after the file', async () => {
    const csv = '\ufeffFront,Back\r\n"Ionic, bond","Metal and ""non-metal"""\r\n"Two\nlines",back\r\n';
    const res = await importFile(alice.token, Buffer.from(csv), 'chemistry terms.csv');
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResponse>();
    expect(body).toMatchObject({ imported: 2, skipped: 0, decks: [{ name: 'chemistry terms', cardCount: 2 }] });
    const cards = await deckCards(alice.token, body.decks[0]!.id);
    expect(cards.map((c) => [c.front_text, c.back_text])).toEqual([
      ['Ionic, bond', 'Metal and "non-metal"'],
      ['Two\nlines', 'back'],
    ]);
  });

  it('previews a Quizlet export with custom separators and imports it into an existing deck', async () => {
    const text = Buffer.from('chat - cat;chien - dog;oiseau - bird;cheval - horse;vache - cow;mouton - sheep');
    const fields = { separator: ' - ', rowSeparator: 'semicolon' };
    const p = await preview(alice.token, text, 'quizlet.txt', fields);
    expect(p.statusCode).toBe(200);
    expect(p.json<ImportPreviewResponse>()).toMatchObject({
      format: 'text',
      total: 6,
      separator: ' - ',
      columns: ['chat', 'cat'],
      hasHeader: false,
      frontColumn: 0,
      backColumn: 1,
    });
    expect(p.json<ImportPreviewResponse>().cards).toHaveLength(5);

    const deck = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(alice.token),
      payload: { name: 'French animals', cards: [{ front: 'lapin', back: 'rabbit' }] },
    });
    const deckId = deck.json<{ id: string }>().id;
    const res = await importFile(alice.token, text, 'quizlet.txt', { ...fields, deckId });
    expect(res.json<ImportResponse>()).toMatchObject({ imported: 6, decks: [{ id: deckId, cardCount: 7 }] });
    const cards = await deckCards(alice.token, deckId);
    expect(cards.map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('imports TSV without a header, choosing the front column and a new deck name', async () => {
    const res = await importFile(alice.token, Buffer.from('the cat\tle chat\nthe dog\tle chien\n'), 'x.tsv', {
      frontColumn: '1',
      deckName: 'Français',
    });
    const body = res.json<ImportResponse>();
    expect(body.decks).toMatchObject([{ name: 'Français', cardCount: 2 }]);
    const cards = await deckCards(alice.token, body.decks[0]!.id);
    expect(cards.map((c) => [c.front_text, c.back_text])).toEqual([
      ['le chat', 'the cat'],
      ['le chien', 'the dog'],
    ]);
  });
});

describe('bad files', () => {
  const expectError = async (res: Awaited<ReturnType<typeof importFile>>, status: number, text: RegExp) => {
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toMatch(text);
  };

  it('refuses what is not an Anki package or a text file', async () => {
    await expectError(await importFile(alice.token, Buffer.from('hello'), 'deck.apkg'), 400, /not a zip file/);
    await expectError(
      await importFile(alice.token, Buffer.from(zipSync({ 'notes.txt': Buffer.from('x') })), 'd.apkg'),
      400,
      /no Anki collection/,
    );
    await expectError(
      await importFile(
        alice.token,
        Buffer.from(zipSync({ 'collection.anki2': Buffer.from('not a database at all, really') })),
        'd.apkg',
      ),
      400,
      /damaged/,
    );
    await expectError(
      await importFile(alice.token, Buffer.from('%PDF-1.7 binary'), 'notes.pdf'),
      415,
      /Unsupported file/,
    );
    await expectError(
      await importFile(alice.token, Buffer.from([0x00, 0x01, 0xff, 0xfe]), 'cards.csv'),
      415,
      /readable text/,
    );
    await expectError(await importFile(alice.token, Buffer.from('\n\n'), 'cards.csv'), 422, /No cards/);
  });

  it('refuses a corrupt zstd collection and zip or zstd bombs by their declared sizes', async () => {
    const corrupt = zipSync({ 'collection.anki21b': zstdFrame(Buffer.from('not sqlite')) });
    await expectError(await importFile(alice.token, Buffer.from(corrupt), 'd.apkg'), 400, /damaged/);
    const truncated = zipSync({ 'collection.anki21b': Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00]) });
    await expectError(await importFile(alice.token, Buffer.from(truncated), 'd.apkg'), 400, /damaged/);
    // A frame declaring 1 GB of content.
    const frame = zstdFrame(Buffer.from('x'));
    frame.writeUInt32LE(1024 * 1024 * 1024, 5);
    await expectError(
      await importFile(alice.token, Buffer.from(zipSync({ 'collection.anki21b': frame })), 'd.apkg'),
      413,
      /unpacks to more/,
    );
    // A zip entry declaring 2 GB unpacked (the central directory's size field, patched).
    const zip = Buffer.from(zipSync({ 'collection.anki2': Buffer.alloc(1000) }));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x7fffffff, central + 24);
    await expectError(await importFile(alice.token, zip, 'd.apkg'), 413, /unpacks to more/);
  });

  it('refuses a package naming one file twice', async () => {
    const zip = Buffer.from(
      zipSync({ 'collection.anki2': Buffer.alloc(100_000), 'collection.anki3': Buffer.from('x') }),
    );
    // Rename the second entry (local and central header) to the first one's name.
    for (let at = zip.indexOf('collection.anki3'); at >= 0; at = zip.indexOf('collection.anki3', at)) {
      zip.write('collection.anki2', at, 'latin1');
    }
    const res = await preview(alice.token, zip, 'd.apkg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This package is damaged: it has two files with the same name. Export it again from Anki.',
    });
  });

  it('refuses more than 50,000 cards, importing nothing', async () => {
    const user = await registerUser(t.app);
    const notes = Array.from({ length: 50_001 }, (_, i) => ({
      guid: `g${i}`,
      type: 'basic' as const,
      deck: 'Big',
      fields: [`q${i}`, 'a'],
    }));
    await expectError(
      await importFile(user.token, legacyPackage({ notes }), 'big.apkg'),
      422,
      /more than 50,000 cards/,
    );
    const decks = await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: bearer(user.token) });
    expect(decks.json()).toEqual([]);
  });

  it('refuses a file over 100 MB with 413', async () => {
    const res = await importFile(alice.token, Buffer.alloc(100 * 1024 * 1024 + 1, 0x61), 'huge.txt');
    await expectError(res, 413, /at most 100MB/);
  });

  it("needs a session, a file, and the caller's own deck", async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/flashcards/import' });
    expect(anon.statusCode).toBe(401);
    const noFile = multipart([{ name: 'deckName', value: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: { ...bearer(alice.token), ...noFile.headers },
      payload: noFile.payload,
    });
    await expectError(res, 400, /Choose a file/);
    const bob = await registerUser(t.app);
    const bobDeck = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: bearer(bob.token),
      payload: { name: 'Bob deck' },
    });
    const other = await importFile(alice.token, Buffer.from('a,b'), 'x.csv', {
      deckId: bobDeck.json<{ id: string }>().id,
    });
    await expectError(other, 404, /Deck not found/);
    await expectError(
      await importFile(alice.token, Buffer.from('a,b'), 'x.csv', { frontColumn: 'first' }),
      400,
      /frontColumn/,
    );
  });
});

describe('collection packages and quotas', () => {
  it('reads a .colpkg like an .apkg', async () => {
    const res = await preview(alice.token, currentPackage(studyPackage()), 'collection.colpkg');
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportPreviewResponse>()).toMatchObject({ format: 'colpkg', total: 5 });
  });

  it('counts previews and imports against one hourly quota', async () => {
    const limited = await createTestApp({ env: { QUOTA_IMPORTS_PER_HOUR: '2' } });
    try {
      const user = await registerUser(limited.app);
      const send = (url: string) => {
        const body = multipart([
          { name: 'file', file: { data: Buffer.from('a,b'), filename: 'x.csv', type: 'text/csv' } },
        ]);
        return limited.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(user.token), ...body.headers },
          payload: body.payload,
        });
      };
      expect((await send('/api/flashcards/import/preview')).statusCode).toBe(200);
      expect((await send('/api/flashcards/import')).statusCode).toBe(201);
      const third = await send('/api/flashcards/import');
      expect(third.statusCode).toBe(429);
      expect(third.json<{ error: string }>().error).toMatch(/too many imports/);
    } finally {
      await limited.close();
    }
  });
});
