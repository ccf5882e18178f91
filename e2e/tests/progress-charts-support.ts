import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, type TestUser } from '../support/fixtures';
import { bearer, seedDeck } from './dashboard-support';

/**
 * A year of study history for the /progress charts. Reviews happen "now" through the API, so the
 * past is written straight into the e2e server's SQLite file (DATA_DIR/revisely.sqlite, where
 * DATA_DIR is the worker's server's: the `server` fixture's `dataDir`). The charts read these
 * tables on every request, so no server cache needs refreshing.
 */
function openDatabase(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'revisely.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

const DAY = 86_400_000;
/** The browser runs in Europe/London (playwright.config.ts), so the server counts London days. */
const londonDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' }).format(new Date(ms));

export interface SeededHistory {
  /** Reviews per London day written by the seed, including today's API reviews. */
  perDay: Map<string, number>;
  /** Review-state answers in the last 30 days and how many were Hard/Good/Easy. */
  retention: { reviews: number; passed: number };
  /** Cards due today (overdue included) and how many of them are overdue. */
  dueToday: number;
  overdue: number;
  dueNext30: number;
  currentStreak: number;
}

/**
 * A believable student: busier on weekdays and in the spring exam term, a few missed days, a
 * 12-day run ending today, some cards overdue and more coming up.
 */
export async function seedHistory(request: APIRequestContext, user: TestUser, dataDir: string): Promise<SeededHistory> {
  const deckId = await seedDeck(request, user, 'Cell biology', 60);
  const deck = await request.get(`/api/flashcards/decks/${deckId}`, { headers: bearer(user) });
  expect(deck.status()).toBe(200);
  const cardIds = ((await deck.json()) as { cards: { id: string }[] }).cards.map((c) => c.id);

  // Today: three real reviews through the API (new cards, so not part of retention).
  for (const cardId of cardIds.slice(0, 3)) {
    const res = await request.post(`/api/decks/${deckId}/review`, {
      headers: bearer(user),
      data: { cardId, quality: 'good', responseTimeMs: 4000 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const now = Date.now();
  const today = londonDay(now);
  const perDay = new Map<string, number>([[today, 3]]);
  const db = openDatabase(dataDir);
  try {
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(user.email) as { id: string }).id;
    const insertLog = db.prepare(
      `INSERT INTO review_logs (id, card_id, deck_id, user_id, rating, state_before, state_after, due_before,
        due_after, stability_after, difficulty_after, elapsed_days, scheduled_days, response_time_ms, reviewed_at)
       VALUES (?, ?, ?, ?, ?, ?, 2, ?, ?, 10, 5, 3, 3, 6000, ?)`,
    );
    const markDay = db.prepare(
      'INSERT INTO activity_days (user_id, day, first_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    );
    const retention = { reviews: 0, passed: 0 };
    let currentStreak = 1; // today, from the API reviews
    db.transaction(() => {
      for (let back = 1; back <= 360; back++) {
        // Midday, so the London day is the same whatever the season.
        const at = Date.parse(`${londonDay(now - back * DAY)}T12:00:00Z`);
        const day = londonDay(at);
        const weekday = new Date(at).getUTCDay();
        const month = new Date(at).getUTCMonth();
        const recent = back <= 11; // with today, a 12-day streak
        // Deterministic gaps: every fifth day off in the older history, and weekends lighter.
        if (!recent && (back % 5 === 0 || (back > 200 && back % 3 === 0))) continue;
        if (back === 12) continue; // the day before the current run
        const examTerm = month >= 3 && month <= 5;
        const count = ((back * 7) % 11) + (weekday === 0 || weekday === 6 ? 2 : 6) + (examTerm ? 14 : 0);
        for (let i = 0; i < count; i++) {
          const cardId = cardIds[(back + i) % cardIds.length]!;
          const rating = (back + i) % 10 === 0 ? 1 : (back + i) % 7 === 0 ? 2 : (back + i) % 13 === 0 ? 4 : 3;
          const stateBefore = i % 4 === 0 ? 1 : 2;
          const reviewedAt = at + i * 60_000;
          insertLog.run(
            randomUUID(),
            cardId,
            deckId,
            userId,
            rating,
            stateBefore,
            reviewedAt,
            reviewedAt + 3 * DAY,
            reviewedAt,
          );
          if (back < 30 && stateBefore === 2) {
            retention.reviews++;
            if (rating >= 2) retention.passed++;
          }
        }
        perDay.set(day, count);
        markDay.run(userId, day, at);
        if (recent) currentStreak++;
      }
    })();

    // The schedule: cards 3.. are in review, some overdue, the rest spread over the next weeks.
    const schedule = db.prepare('UPDATE cards SET state = ?, due_at = ? WHERE id = ?');
    let dueToday = 0;
    let overdue = 0;
    let dueNext30 = 0;
    const todayNoon = Date.parse(`${today}T12:00:00Z`);
    db.transaction(() => {
      cardIds.slice(3).forEach((cardId, i) => {
        const offsetDays = i < 4 ? -(i + 1) : i < 9 ? 0 : Math.floor(((i - 9) * 29) / 48) + 1;
        schedule.run(2, todayNoon + offsetDays * DAY + (offsetDays === 0 ? 6 * 3_600_000 : 0), cardId);
        if (offsetDays <= 0) dueToday++;
        if (offsetDays < 0) overdue++;
        if (offsetDays < 30) dueNext30++;
      });
    })();
    return { perDay, retention, dueToday, overdue, dueNext30, currentStreak };
  } finally {
    db.close();
  }
}
