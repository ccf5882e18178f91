import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { ExportRepository } from './export.repository.js';

/**
 * The export reads a deck a page at a time by key (position, creation, cloze number, id), not by
 * OFFSET (ADR 0031): the pages together must be the deck in its order, every card once, even where
 * a page ends inside a run of cards that share a position (a cloze note's siblings) or a time.
 */

let t: TestContext;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerUser(t.app)).userId;
});
afterAll(async () => {
  await t.close();
});

describe('ExportRepository.cardPages', () => {
  it('pages through ties in position, time and cloze number without losing or repeating a card', async () => {
    const deckId = randomUUID();
    await t.db
      .insertInto('decks')
      .values({
        id: deckId,
        user_id: userId,
        name: 'Ties',
        subject: null,
        topic: null,
        qualification: null,
        exam_board: null,
        description: null,
        source_summary_id: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    // Positions 0–3, each shared by cards made at two times, cloze siblings (1, 2, none), and two
    // cards alike in all three, which only the id orders ('a…' before 'b…' in any collation).
    const rows = [];
    for (let position = 0; position < 4; position++) {
      for (const createdAt of [200, 100]) {
        for (const [cloze, prefix] of [
          [2, 'a'],
          [null, 'b'],
          [1, 'a'],
          [null, 'a'],
        ] as const) {
          rows.push({
            id: `${prefix}${randomUUID()}`,
            deck_id: deckId,
            user_id: userId,
            front_text: `p${position} t${createdAt} c${cloze}`,
            back_text: 'a',
            explanation: null,
            position,
            cloze_index: cloze,
            created_at: createdAt,
            updated_at: createdAt,
            due_at: 0,
            stability: 0,
            difficulty: 0,
            elapsed_days: 0,
            scheduled_days: 0,
            learning_steps: 0,
            reps: 0,
            lapses: 0,
            state: 0,
            last_review_at: null,
            text_bytes: 10,
          });
        }
      }
    }
    await t.db.insertInto('cards').values(rows).execute();
    const expected = [...rows]
      .sort(
        (a, b) =>
          a.position - b.position ||
          a.created_at - b.created_at ||
          (a.cloze_index ?? 0) - (b.cloze_index ?? 0) ||
          (a.id < b.id ? -1 : 1),
      )
      .map((r) => r.id);

    const repo = new ExportRepository(t.db);
    for (const pageSize of [1, 2, 5, 7, 32, 100]) {
      const pages: string[][] = [];
      for await (const page of repo.cardPages(userId, deckId, pageSize)) pages.push(page.map((c) => c.id));
      expect(pages.flat(), `pages of ${pageSize}`).toEqual(expected);
      expect(pages.every((p) => p.length <= pageSize)).toBe(true);
    }
  });
});
