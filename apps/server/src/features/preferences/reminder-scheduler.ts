import type { Clock } from '../../core/clock.js';
import type { DueCounter } from '../../core/ports.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone, startOfLocalDay } from '../../core/time-zone.js';
import type { JobQueue } from '../../adapters/jobs/job-queue.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { PushSender } from '../../adapters/push/push-sender.js';
import type { PreferencesRepository, ReminderCandidate } from './preferences.repository.js';
import type { PushEndpointPolicy } from './push-endpoint.js';
import { reminderDayAt } from './reminder-window.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export const REMINDER_JOB = 'reminders.check';
/** How often the check runs; a reminder goes out at most this long after its time. */
export const REMINDER_CHECK_MINUTES = 5;
const PAGE_SIZE = 500;
/** Claim rows are only needed for today; a week keeps them useful for support questions. */
const CLAIM_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const reminderSubject = (n: number) => `You have ${n} ${n === 1 ? 'card' : 'cards'} due`;

export interface ReminderOutcome {
  userId: string;
  day: string;
  dueCount: number;
  channels: ('email' | 'push')[];
}

interface Deps {
  repo: PreferencesRepository;
  due: DueCounter;
  mailer: Mailer;
  push: PushSender;
  /** Checked again before each send: a saved name can come to resolve inside our network. */
  pushEndpoints: PushEndpointPolicy;
  tokens: UnsubscribeTokens;
  clock: Clock;
  appUrl: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Study reminders (issue 14 item 7; ADR 0012). Each run looks at users with a reminder channel
 * on and a card due; a user is reminded when their local time is in the reminder window, they
 * have cards due and have not reviewed today. The (user, day) claim row is written before
 * anything is sent, so two servers (or two runs) in the same minute remind a user once.
 */
export class ReminderScheduler {
  constructor(private readonly deps: Deps) {}

  async runOnce(): Promise<ReminderOutcome[]> {
    const now = this.deps.clock.now();
    const sent: ReminderOutcome[] = [];
    for (let after = ''; ;) {
      const page = await this.deps.repo.reminderCandidates(now, after, PAGE_SIZE);
      for (const candidate of page) {
        try {
          const outcome = await this.remind(candidate, now);
          if (outcome) sent.push(outcome);
        } catch (error) {
          // One user's failure (a push service down) must not stop everyone else's reminder.
          this.deps.log.warn({ err: error, userId: candidate.userId }, 'study reminder failed');
        }
      }
      if (page.length < PAGE_SIZE) break;
      after = page[page.length - 1]!.userId;
    }
    await this.deps.repo.deleteRemindersBefore(now - CLAIM_RETENTION_MS);
    return sent;
  }

  private async remind(c: ReminderCandidate, now: number): Promise<ReminderOutcome | null> {
    const timeZone = isValidTimeZone(c.timeZone ?? undefined) ? c.timeZone! : DEFAULT_TIME_ZONE;
    const day = reminderDayAt(now, timeZone, c.reminderTime);
    if (!day || (await this.deps.repo.reminderSent(c.userId, day))) return null;
    if (await this.deps.repo.reviewedSince(c.userId, startOfLocalDay(day, timeZone))) return null;
    const dueCount = await this.deps.due.dueCount(c.userId, timeZone);
    if (dueCount === 0) return null;
    const subscriptions = c.studyReminders ? await this.deps.repo.pushSubscriptions(c.userId) : [];
    const channels: ('email' | 'push')[] = [];
    if (c.emailNotifications) channels.push('email');
    if (subscriptions.length > 0) channels.push('push');
    if (channels.length === 0) return null;

    if (!(await this.deps.repo.claimReminder({ userId: c.userId, day, dueCount, channels }, now))) return null;

    const subject = reminderSubject(dueCount);
    const reviewUrl = `${this.deps.appUrl}/flashcards`;
    if (c.emailNotifications) await this.sendMail(c, subject, dueCount, reviewUrl);
    for (const s of subscriptions) {
      try {
        const check = await this.deps.pushEndpoints.check(s.endpoint);
        if (!check.ok) {
          // Never posted to. A name now leading inside is dropped; one DNS cannot find is kept for
          // the next day (the resolver may be briefly away).
          if (check.reason !== 'unresolved') await this.deps.repo.deletePushSubscriptionById(s.id);
          this.deps.log.warn({ userId: c.userId, reason: check.reason }, 'push endpoint refused');
          continue;
        }
        const outcome = await this.deps.push.send(s, {
          title: subject,
          body: 'A few minutes now keeps your streak going.',
          url: '/flashcards',
          tag: `revisely-reminder-${day}`,
        });
        if (outcome === 'gone') await this.deps.repo.deletePushSubscriptionById(s.id);
      } catch (error) {
        this.deps.log.warn({ err: error, userId: c.userId }, 'push reminder failed');
      }
    }
    this.deps.log.info({ userId: c.userId, day, dueCount, channels }, 'study reminder sent');
    return { userId: c.userId, day, dueCount, channels };
  }

  private async sendMail(c: ReminderCandidate, subject: string, dueCount: number, reviewUrl: string) {
    const token = await this.deps.tokens.issue(c.userId);
    const unsubscribeUrl = `${this.deps.appUrl}/api/reminders/unsubscribe?token=${token}`;
    const cards = dueCount === 1 ? '1 flashcard is' : `${dueCount} flashcards are`;
    await this.deps.mailer.send({
      to: c.email,
      subject,
      text: [
        `${cards} waiting for review in Revisely. A few minutes now keeps them fresh for your exams.`,
        '',
        `Review now: ${reviewUrl}`,
        '',
        'You get this because Email Notifications are on in Settings.',
        `Stop these emails: ${unsubscribeUrl}`,
        '',
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}

/** The repeating check, through the job queue: once per period across every server (ADR 0009). */
export function registerReminderJob(jobs: JobQueue, scheduler: ReminderScheduler): void {
  jobs.work(REMINDER_JOB, async () => {
    await scheduler.runOnce();
  });
  jobs.schedule(REMINDER_JOB, { everyMinutes: REMINDER_CHECK_MINUTES });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's reminder check, for tests that run it with a fake clock (app.ts decorates it). */
    reminders: ReminderScheduler;
  }
}
