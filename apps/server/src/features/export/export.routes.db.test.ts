import { inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string; email: string };
let bob: { token: string };

/** Reads a stored or deflated entry from a zip by walking local file headers. */
function unzipEntry(zip: Buffer, name: string): Buffer | undefined {
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const compressed = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const entryName = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + compressed);
    if (entryName === name) return method === 8 ? inflateRawSync(data) : data;
    offset = start + compressed;
  }
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { displayName: 'Alice' });
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function deck(token: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: {
      name,
      subject: 'Chemistry',
      topic: 'Bonding',
      cards: [
        { front: 'Ionic <bond>?', back: 'Metal & non-metal' },
        { front: 'Covalent?', back: 'Shared pair' },
      ],
    },
  });
  return res.json() as { id: string; cards: { id: string }[] };
}

describe('Anki export', () => {
  it('returns a dated .apkg whose collection holds the chosen decks', async () => {
    const d = await deck(alice.token, 'Bonding');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(alice.token),
      payload: { deckIds: [d.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revisely-anki-2026-11-22.apkg"');
    const collection = unzipEntry(res.rawPayload, 'collection.anki2');
    expect(collection).toBeDefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'apkg-'));
    const file = path.join(dir, 'c.anki2');
    writeFileSync(file, collection!);
    const db = new Database(file, { readonly: true });
    const notes = db.prepare('select flds from notes order by id').all() as { flds: string }[];
    db.close();
    expect(notes.map((n) => n.flds.split('\x1f').slice(0, 2))).toEqual([
      ['Ionic &lt;bond&gt;?', 'Metal &amp; non-metal'],
      ['Covalent?', 'Shared pair'],
    ]);
  });

  it('needs at least one deck, and only the user’s own', async () => {
    const d = await deck(alice.token, 'Private');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(alice.token),
      payload: { deckIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please select at least one deck to export' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(alice.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please select at least one deck to export' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/export/anki',
      headers: bearer(bob.token),
      payload: { deckIds: [d.id] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('data export', () => {
  it('downloads the user’s data as dated JSON without secrets or other users’ data', async () => {
    await deck(bob.token, 'Bob deck');
    const d = await deck(alice.token, 'Reviewed');
    await t.app.inject({
      method: 'POST',
      url: `/api/decks/${d.id}/review`,
      headers: bearer(alice.token),
      payload: { cardId: d.cards[0]!.id, quality: 'good', responseTimeMs: 2500 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: bearer(alice.token),
      payload: {
        subject: 'Chemistry',
        qualification: 'GCSE',
        topic: 'Bonding',
        userEditedText:
          'An ionic bond forms between a metal and a non-metal. A covalent bond is a shared pair of electrons.',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(alice.token),
      payload: { subject: 'Love it', message: 'Great app', feedbackType: 'general-feedback', category: 'summaries' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: bearer(alice.token),
      payload: { reminderTime: '06:45' },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(alice.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revisely-export-2026-11-22.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({ email: alice.email, displayName: 'Alice' });
    expect(data.stats).toMatchObject({ level: 1, summariesCount: 1 });
    expect(data.preferences).toMatchObject({ emailNotifications: true, reminderTime: '06:45' });
    expect(data.summaries).toHaveLength(1);
    expect(data.decks.map((x: { name: string }) => x.name).sort()).toEqual(['Bonding', 'Private', 'Reviewed']);
    const reviewed = data.decks.find((x: { name: string }) => x.name === 'Reviewed');
    expect(reviewed.cards[0].scheduling).toMatchObject({ state: 'review', reps: 1 });
    expect(data.reviewLog).toHaveLength(1);
    expect(data.reviewLog[0]).toMatchObject({ rating: 'good', responseTimeMs: 2500 });
    expect(data.feedback).toHaveLength(1);
    const text = res.body;
    expect(text).not.toMatch(/password|token_version|argon2/i);
    expect(text).not.toContain('Bob deck');
  });
});
