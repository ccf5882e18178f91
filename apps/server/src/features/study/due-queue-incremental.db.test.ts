import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, numberedCards } from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import type { XpAwarder } from '../../core/ports.js';
import { DatabaseStudyVersions } from '../../core/study-version.js';
import { StudyRepository } from './study.repository.js';
import { ReviewService } from './review.service.js';
import { StudyService } from './study.service.js';

// ADR 0028: after a review the cached due queue is updated in place; it must always equal the
// queue a rebuild from the database gives.

let t: TestContext;
let user: { token: string; userId: string };
const ZONE = 'Europe/London';
const DAY = 86_400_000;

const noXp: XpAwarder = {
  award: () => Promise.resolve({ xpAwarded: 0, leveledUp: false, newLevel: 1 }),
  recordActivity: () => Promise.resolve(),
  revoke: () => Promise.resolve(0),
};

const makeDeck = (name: string, n: number) =>
  createDeck(t.app, user.token, { name, subject: 'Physics', cards: numberedCards(n, (i) => `${name} Q${i}`) });

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('the due queue after a review', () => {
  it('is updated in place and always equals a rebuilt queue', async () => {
    const a = await makeDeck('Alpha', 24);
    const b = await makeDeck('Beta', 6);
    const c = await makeDeck('Gamma', 3);
    // The users.study_version column (as on PostgreSQL), so the test covers the returned version.
    const versions = new DatabaseStudyVersions(t.db);
    const repo = new StudyRepository(t.db, versions);
    let builds = 0;
    const counts = repo.dueSeenCounts.bind(repo);
    repo.dueSeenCounts = (...args) => {
      builds++;
      return counts(...args);
    };
    const service = new StudyService(repo, t.clock);
    const reviews = new ReviewService({ db: t.db, versions, xp: noXp, clock: t.clock, dueQueue: service.dueCache });
    const rebuilt = () => new StudyService(new StudyRepository(t.db, versions), t.clock).due(user.userId, ZONE);
    const deckOf = new Map([a, b, c].flatMap((d) => d.cards.map((card) => [card.id, d.id] as const)));

    // Some cards seen a few days ago, now due as learning and review cards.
    for (const [i, card] of [...b.cards, ...c.cards.slice(0, 1)].entries()) {
      await reviews.review(user.userId, deckOf.get(card.id)!, ZONE, {
        cardId: card.id,
        quality: i % 3 === 0 ? 'again' : 'good',
      });
    }
    t.clock.set(t.clock.now() + 3 * DAY);

    const qualities = ['good', 'again', 'easy', 'hard', 'good'] as const;
    let steps = 0;
    for (let step = 0; step < 30; step++) {
      const due = await service.due(user.userId, ZONE);
      const fresh = await rebuilt();
      const shape = (q: typeof due) => ({
        ids: q.cards.map((card) => card.id),
        counts: [q.newCards, q.learningCards, q.reviewCards],
      });
      expect(shape(due), `step ${step}`).toEqual(shape(fresh));
      if (due.cards.length === 0) break;
      // Mostly the first card, as the study screen does; now and then a card from elsewhere (a
      // new card the list has not reached, one not due yet), which the update must handle too.
      const target =
        step % 7 === 3
          ? a.cards[a.cards.length - 1 - Math.floor(step / 7)]!.id
          : step % 11 === 5
            ? c.cards[2]!.id
            : due.cards[0]!.id;
      t.clock.set(t.clock.now() + 1_000);
      await reviews.review(user.userId, deckOf.get(target)!, ZONE, {
        cardId: target,
        quality: qualities[step % qualities.length]!,
      });
      steps++;
    }
    expect(steps).toBeGreaterThan(20);
    // Most reviews updated the queue; only a few needed a rebuild.
    expect(builds).toBeLessThan(steps / 2);
  });
});
