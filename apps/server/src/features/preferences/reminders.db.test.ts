import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushOutcome, PushSender, PushTarget } from '../../adapters/push/push-sender.js';
import { fakeHostResolver } from '../../../test/fake-host-resolver.js';
import { PreferencesRepository } from './preferences.repository.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

/**
 * The reminder decision through the app's own scheduler, on the database under test, with a fake
 * clock: cards due, studied today, the user's zone, each toggle, the late window, and once a day
 * even when two servers run the check in the same minute.
 */
class RecordingPush implements PushSender {
  readonly sent: { target: PushTarget; payload: Record<string, unknown> }[] = [];
  publicKey() {
    return Promise.resolve('test-public-key');
  }
  send(target: PushTarget, payload: object): Promise<PushOutcome> {
    this.sent.push({ target, payload: payload as Record<string, unknown> });
    return Promise.resolve('sent');
  }
}

let t: TestContext;
let second: TestContext;
const push = new RecordingPush();
const hostResolver = fakeHostResolver();
const at = (iso: string) => t.clock.set(Date.parse(iso));

beforeAll(async () => {
  t = await createTestApp({ adapters: { push, hostResolver }, startAt: Date.parse('2026-12-01T09:00:00Z') });
  second = await createTestApp({ adapters: { push, hostResolver }, shareDatabaseWith: t });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

interface Student {
  token: string;
  userId: string;
  email: string;
  deckId: string;
  cardIds: string[];
}

/** A student in `zone` with a deck of `cards` new cards (new cards within the daily allowance are due). */
async function student(zone: string, cards: number, preferences: Record<string, unknown> = {}): Promise<Student> {
  const user = await registerUser(t.app);
  const headers = { ...bearer(user.token), 'x-time-zone': zone };
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/user/preferences',
    headers,
    payload: { autoSave: true, ...preferences },
  });
  expect(put.statusCode).toBe(200);
  let deckId = '';
  let cardIds: string[] = [];
  if (cards > 0) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers,
      payload: {
        name: 'Cells',
        subject: 'Biology',
        topic: 'Cells',
        cards: Array.from({ length: cards }, (_, i) => ({ front: `Q${i}`, back: `A${i}` })),
      },
    });
    expect(res.statusCode).toBe(201);
    const deck = res.json<{ id: string; cards: { id: string }[] }>();
    deckId = deck.id;
    cardIds = deck.cards.map((c) => c.id);
  }
  return { ...user, deckId, cardIds };
}

async function subscribe(s: Student, endpoint = `https://push.example.com/${s.userId}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/push-subscriptions',
    headers: bearer(s.token),
    payload: { endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
  });
  expect(res.statusCode).toBe(201);
}

/** Runs the check (and sends the queued mail); returns what went to this student. */
async function run(s: Student, app: TestContext = t) {
  const mailBefore = t.mailer.sent.length + second.mailer.sent.length;
  const pushBefore = push.sent.length;
  const outcomes = await app.app.reminders.runOnce();
  await Promise.all([t.jobs.idle(), second.jobs.idle()]);
  const mail = [...t.mailer.sent, ...second.mailer.sent].slice(0).filter((m) => m.to === s.email);
  void mailBefore;
  return {
    outcome: outcomes.find((o) => o.userId === s.userId),
    mail,
    pushes: push.sent.slice(pushBefore).filter((p) => p.target.endpoint.endsWith(s.userId)),
  };
}

describe('study reminders', () => {
  it('emails once at the reminder time when cards are due and nothing was studied', async () => {
    at('2026-12-01T09:00:00Z');
    const s = await student('Europe/London', 3);
    at('2026-12-01T17:58:00Z');
    expect((await run(s)).mail).toHaveLength(0);
    at('2026-12-01T18:00:00Z');
    const first = await run(s);
    expect(first.outcome).toMatchObject({ day: '2026-12-01', dueCount: 3, channels: ['email'] });
    expect(first.mail).toHaveLength(1);
    expect(first.mail[0]!.subject).toBe('You have 3 cards due');
    expect(first.mail[0]!.text).toContain('http://app.test/flashcards');
    expect(first.mail[0]!.text).toMatch(
      /http:\/\/app\.test\/api\/reminders\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+/,
    );
    expect(first.mail[0]!.headers?.['List-Unsubscribe']).toContain('/api/reminders/unsubscribe?token=');
    at('2026-12-01T18:05:00Z');
    const again = await run(s);
    expect(again.outcome).toBeUndefined();
    expect(again.mail).toHaveLength(1);
  });

  it('stays quiet for a student who has studied today or has nothing due', async () => {
    at('2026-12-02T09:00:00Z');
    const studied = await student('Europe/London', 2);
    const nothing = await student('Europe/London', 0);
    at('2026-12-02T07:30:00Z');
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${studied.deckId}/review`,
      headers: { ...bearer(studied.token), 'x-time-zone': 'Europe/London' },
      payload: { cardId: studied.cardIds[0], quality: 'good' },
    });
    expect(review.statusCode).toBe(200);
    at('2026-12-02T18:00:00Z');
    expect((await run(studied)).outcome).toBeUndefined();
    expect((await run(nothing)).outcome).toBeUndefined();
    // The next day the review is yesterday's: the reminder comes.
    at('2026-12-03T18:00:00Z');
    expect((await run(studied)).outcome).toMatchObject({ day: '2026-12-03' });
  });

  it('fires at the reminder time in the student’s own zone', async () => {
    at('2026-12-04T01:00:00Z');
    const tokyo = await student('Asia/Tokyo', 1, { reminderTime: '07:30' });
    at('2026-12-04T07:30:00Z'); // 16:30 in Tokyo
    expect((await run(tokyo)).outcome).toBeUndefined();
    at('2026-12-04T22:30:00Z'); // 07:30 on 5 December in Tokyo
    const res = await run(tokyo);
    expect(res.outcome).toMatchObject({ day: '2026-12-05', dueCount: 1 });
    expect(res.mail.at(-1)!.subject).toBe('You have 1 card due');
  });

  it('uses each channel only when its toggle is on', async () => {
    at('2026-12-06T09:00:00Z');
    const pushOnly = await student('Europe/London', 2, { emailNotifications: false });
    await subscribe(pushOnly);
    const mailOnly = await student('Europe/London', 2, { studyReminders: false });
    await subscribe(mailOnly);
    const neither = await student('Europe/London', 2, { studyReminders: false, emailNotifications: false });
    await subscribe(neither);
    const noBrowser = await student('Europe/London', 2, { emailNotifications: false });
    at('2026-12-06T18:00:00Z');

    const p = await run(pushOnly);
    expect(p.outcome?.channels).toEqual(['push']);
    expect(p.mail).toHaveLength(0);
    expect(p.pushes).toHaveLength(1);
    expect(p.pushes[0]!.payload).toMatchObject({ title: 'You have 2 cards due', url: '/flashcards' });

    const m = await run(mailOnly);
    expect(m.outcome).toBeUndefined(); // already sent in the run above, which covers every user
    expect(m.mail).toHaveLength(1);
    expect(push.sent.filter((x) => x.target.endpoint.endsWith(mailOnly.userId))).toHaveLength(0);

    expect((await run(neither)).mail).toHaveLength(0);
    expect(push.sent.filter((x) => x.target.endpoint.endsWith(neither.userId))).toHaveLength(0);
    expect(
      await t.db
        .selectFrom('reminder_sends')
        .select('day')
        .where('user_id', 'in', [neither.userId, noBrowser.userId])
        .execute(),
    ).toEqual([]);
  });

  it('sends later the same evening after a missed time, never the next morning', async () => {
    at('2026-12-07T09:00:00Z');
    const late = await student('Europe/London', 1, { reminderTime: '19:00' });
    const missed = await student('Europe/London', 1, { reminderTime: '17:00' });
    at('2026-12-07T21:55:00Z'); // server was down from 16:00
    expect((await run(late)).outcome).toMatchObject({ day: '2026-12-07' });
    expect((await run(missed)).mail).toHaveLength(0); // 17:00 + 4 h has passed
    at('2026-12-08T08:00:00Z');
    expect((await run(missed)).mail).toHaveLength(0);
  });

  it('reminds once when two servers run the check in the same minute', async () => {
    at('2026-12-09T09:00:00Z');
    const s = await student('Europe/London', 4);
    await subscribe(s);
    at('2026-12-09T18:00:00Z');
    const pushBefore = push.sent.length;
    const [a, b] = await Promise.all([t.app.reminders.runOnce(), second.app.reminders.runOnce()]);
    await Promise.all([t.jobs.idle(), second.jobs.idle()]);
    const outcomes = [...a, ...b].filter((o) => o.userId === s.userId);
    expect(outcomes).toHaveLength(1);
    expect([...t.mailer.sent, ...second.mailer.sent].filter((m) => m.to === s.email)).toHaveLength(1);
    expect(push.sent.slice(pushBefore).filter((p) => p.target.endpoint.endsWith(s.userId))).toHaveLength(1);
    const claims = await t.db.selectFrom('reminder_sends').selectAll().where('user_id', '=', s.userId).execute();
    expect(claims).toMatchObject([{ day: '2026-12-09', due_count: 4, channels: 'email,push' }]);
  });

  it('checks where a push endpoint resolves again before sending, dropping one that now leads inside', async () => {
    at('2026-12-12T09:00:00Z');
    const s = await student('Europe/London', 2, { emailNotifications: false });
    const moved = `https://moved.example.com/${s.userId}`;
    const away = `https://away.example.com/${s.userId}`;
    await subscribe(s, moved);
    await subscribe(s, away);
    // After saving: one name now resolves to the cluster's address, DNS cannot find the other.
    hostResolver.names.set('moved.example.com', ['10.96.0.1']);
    hostResolver.names.set('away.example.com', []);
    at('2026-12-12T18:00:00Z');
    const result = await run(s);
    expect(result.outcome).toMatchObject({ channels: ['push'] });
    expect(result.pushes).toEqual([]);
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', s.userId)
      .execute();
    // The inside one is gone; the unresolved one is kept for another day.
    expect(left).toEqual([{ endpoint: away }]);
  });

  it('lets exactly one of many simultaneous claims for a user and day through', async () => {
    const s = await student('Europe/London', 0);
    const repos = [new PreferencesRepository(t.db), new PreferencesRepository(second.db)];
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        repos[i % 2]!.claimReminder(
          { userId: s.userId, day: '2026-12-10', dueCount: 1, channels: ['email'] },
          t.clock.now(),
        ),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(
      await repos[1]!.claimReminder({ userId: s.userId, day: '2026-12-11', dueCount: 1, channels: ['email'] }, 0),
    ).toBe(true);
  });
});
