import SQLite from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildAnkiPackage, type AnkiDeckInput, type AnkiSchedule } from './anki-package.js';
import { ankiRevlog, ankiScheduling } from './anki-scheduling.js';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
// The collection's creation: 04:00 UTC on the export's day.
const CRT_SECS = Date.UTC(2026, 10, 22, 4, 0, 0) / 1000;

const reviewed: AnkiSchedule = {
  state: 2,
  dueAt: NOW + 8 * DAY_MS,
  stability: 9.5,
  difficulty: 4.25,
  scheduledDays: 9,
  reps: 3,
  lapses: 1,
  lastReviewAt: NOW - DAY_MS,
  reviews: [
    {
      rating: 3,
      stateBefore: 0,
      stateAfter: 1,
      dueAfter: NOW - 3 * DAY_MS + 600_000,
      scheduledDays: 0,
      responseTimeMs: 4200,
      reviewedAt: NOW - 3 * DAY_MS,
    },
    {
      rating: 3,
      stateBefore: 1,
      stateAfter: 2,
      dueAfter: NOW - DAY_MS,
      scheduledDays: 2,
      responseTimeMs: 90_000,
      reviewedAt: NOW - 3 * DAY_MS + 700_000,
    },
    {
      rating: 3,
      stateBefore: 2,
      stateAfter: 2,
      dueAfter: NOW + 8 * DAY_MS,
      scheduledDays: 9,
      responseTimeMs: null,
      reviewedAt: NOW - DAY_MS,
    },
  ],
};

describe('FSRS state as Anki scheduling', () => {
  it('maps new, review, learning and relearning cards to type, queue, due, ivl and factor', () => {
    expect(ankiScheduling(null, 7, CRT_SECS)).toEqual([0, 0, 7, 0, 0, 0, 0, 0, '']);
    const [type, queue, due, ivl, factor, reps, lapses, left, data] = ankiScheduling(reviewed, 7, CRT_SECS);
    // Due in 8 days (10:00 is after the 04:00 rollover): day number 8 from the collection's creation.
    expect([type, queue, due, ivl, factor, reps, lapses, left]).toEqual([2, 2, 8, 9, 2500, 3, 1, 0]);
    expect(JSON.parse(data)).toEqual({ s: 9.5, d: 4.25, lrt: (NOW - DAY_MS) / 1000 });

    const learning = { ...reviewed, state: 1, dueAt: NOW + 600_000, scheduledDays: 0, reps: 1, lapses: 0 };
    expect(ankiScheduling(learning, 7, CRT_SECS).slice(0, 8)).toEqual([1, 1, (NOW + 600_000) / 1000, 0, 0, 1, 0, 1001]);
    const relearning = { ...reviewed, state: 3, dueAt: NOW + 2 * DAY_MS, scheduledDays: 2 };
    expect(ankiScheduling(relearning, 7, CRT_SECS).slice(0, 5)).toEqual([3, 3, 2, 2, 2500]);
  });

  it('writes each review as a revlog row: time id, ease, interval given and before, capped time, kind', () => {
    expect(ankiRevlog(reviewed.reviews)).toEqual([
      { id: NOW - 3 * DAY_MS, ease: 3, ivl: -600, lastIvl: 0, factor: 0, time: 4200, type: 0 },
      { id: NOW - 3 * DAY_MS + 700_000, ease: 3, ivl: 2, lastIvl: -600, factor: 2500, time: 60_000, type: 0 },
      { id: NOW - DAY_MS, ease: 3, ivl: 9, lastIvl: 2, factor: 2500, time: 0, type: 1 },
    ]);
  });
});

function openCollection(apkg: Buffer): SQLite.Database {
  const files = unzipSync(new Uint8Array(apkg));
  return new SQLite(Buffer.from(files['collection.anki2']!));
}

describe('the Anki package carries progress and the student’s deck path', () => {
  const deck: AnkiDeckInput = {
    id: 'deck-1',
    name: 'Biology::Cells',
    subject: null,
    topic: null,
    cards: [
      { id: 'c-new', front: 'New?', back: 'Yes', explanation: null },
      { id: 'c-rev', front: 'Reviewed?', back: 'Yes', explanation: null, schedule: reviewed },
    ],
  };

  it('writes cards’ scheduling and the revlog, and keeps the deck path without a Revisely parent', async () => {
    const db = openCollection(await buildAnkiPackage([deck], { now: NOW, parentDeck: false }));
    const cards = db.prepare('SELECT type, queue, due, ivl, factor, reps, lapses FROM cards ORDER BY id').all();
    expect(cards).toEqual([
      { type: 0, queue: 0, due: 1, ivl: 0, factor: 0, reps: 0, lapses: 0 },
      { type: 2, queue: 2, due: 8, ivl: 9, factor: 2500, reps: 3, lapses: 1 },
    ]);
    const revlog = db.prepare('SELECT ease, ivl, type FROM revlog ORDER BY id').all();
    expect(revlog).toEqual([
      { ease: 3, ivl: -600, type: 0 },
      { ease: 3, ivl: 2, type: 0 },
      { ease: 3, ivl: 9, type: 1 },
    ]);
    const { decks, crt } = db.prepare('SELECT decks, crt FROM col').get() as { decks: string; crt: number };
    expect(crt).toBe(CRT_SECS);
    const names = Object.values(JSON.parse(decks) as Record<string, { name: string }>).map((d) => d.name);
    expect(names.sort()).toEqual(['Biology', 'Biology::Cells', 'Default']);
    db.close();
  });

  it('nests the decks under Revisely when asked', async () => {
    const db = openCollection(await buildAnkiPackage([deck], { now: NOW, parentDeck: true }));
    const { decks } = db.prepare('SELECT decks FROM col').get() as { decks: string };
    const names = Object.values(JSON.parse(decks) as Record<string, { name: string }>).map((d) => d.name);
    expect(names.sort()).toEqual(['Default', 'Revisely', 'Revisely::Biology:Cells']);
    db.close();
  });
});
