import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { DEFAULT_PREFERENCES, SummaryLengthSchema, type Preferences } from '@revisely/contracts';
import type { Db } from '../../db/database.js';
import type { UserPreferencesTable } from '../../db/schema.js';

/** A user the reminder check looks at: the channels on, the zone and the reminder time. */
export interface ReminderCandidate {
  userId: string;
  email: string;
  timeZone: string | null;
  emailNotifications: boolean;
  studyReminders: boolean;
  reminderTime: string;
}

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A user may keep this many browsers subscribed; the oldest goes when one more subscribes. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

function toPreferences(row: Omit<Selectable<UserPreferencesTable>, 'user_id' | 'updated_at'>): Preferences {
  return {
    emailNotifications: row.email_notifications === 1,
    studyReminders: row.study_reminders === 1,
    weeklyReports: row.weekly_reports === 1,
    dataAnalytics: row.data_analytics === 1,
    autoSave: row.auto_save === 1,
    soundEffects: row.sound_effects === 1,
    darkMode: row.dark_mode === 1,
    reminderTime: row.reminder_time,
    // A value this version does not know reads as the default rather than failing the response.
    summaryLength: SummaryLengthSchema.catch(DEFAULT_PREFERENCES.summaryLength).parse(row.summary_length),
  };
}

const flag = (on: boolean) => (on ? 1 : 0);

export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<Preferences | null> {
    const row = await this.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toPreferences(row) : null;
  }

  async save(userId: string, p: Preferences, now: number): Promise<void> {
    const values = {
      email_notifications: flag(p.emailNotifications),
      study_reminders: flag(p.studyReminders),
      weekly_reports: flag(p.weeklyReports),
      data_analytics: flag(p.dataAnalytics),
      auto_save: flag(p.autoSave),
      sound_effects: flag(p.soundEffects),
      dark_mode: flag(p.darkMode),
      reminder_time: p.reminderTime,
      summary_length: p.summaryLength,
      updated_at: now,
    };
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Whether the user exists (an unsubscribe link may outlive its account). */
  async userExists(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
  }

  /**
   * Users with a reminder channel on and some card due by `now`, a page at a time in id order.
   * A user without a preferences row has the defaults, where both channels are on.
   */
  async reminderCandidates(now: number, afterUserId: string, limit: number): Promise<ReminderCandidate[]> {
    const on = (column: 'email_notifications' | 'study_reminders', fallback: boolean) =>
      this.db.fn.coalesce(`user_preferences.${column}`, sql.lit(flag(fallback)));
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('user_preferences', 'user_preferences.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.time_zone',
        'user_preferences.email_notifications',
        'user_preferences.study_reminders',
        'user_preferences.reminder_time',
      ])
      .where('users.id', '>', afterUserId)
      .where((eb) =>
        eb.or([
          eb(on('email_notifications', DEFAULT_PREFERENCES.emailNotifications), '=', 1),
          eb(on('study_reminders', DEFAULT_PREFERENCES.studyReminders), '=', 1),
        ]),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('cards')
            .select('cards.id')
            .whereRef('cards.user_id', '=', 'users.id')
            .where('cards.due_at', '<=', now),
        ),
      )
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      userId: r.id,
      email: r.email,
      timeZone: r.time_zone,
      emailNotifications: (r.email_notifications ?? flag(DEFAULT_PREFERENCES.emailNotifications)) === 1,
      studyReminders: (r.study_reminders ?? flag(DEFAULT_PREFERENCES.studyReminders)) === 1,
      reminderTime: r.reminder_time ?? DEFAULT_PREFERENCES.reminderTime,
    }));
  }

  async reminderSent(userId: string, day: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('reminder_sends')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * Claims the user's reminder for `day`: true for exactly one caller, however many servers try
   * at once (the primary key refuses the rest). Written before anything is sent (ADR 0012).
   */
  async claimReminder(
    input: { userId: string; day: string; dueCount: number; channels: string[] },
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('reminder_sends')
      .values({
        user_id: input.userId,
        day: input.day,
        due_count: input.dueCount,
        channels: input.channels.join(','),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Claims older than this are no longer needed to keep a day to one reminder. */
  async deleteRemindersBefore(cutoff: number): Promise<void> {
    await this.db.deleteFrom('reminder_sends').where('created_at', '<', cutoff).execute();
  }

  /** Whether the user reviewed any card at or after `since` (the start of their local day). */
  async reviewedSince(userId: string, since: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('review_logs')
      .select('id')
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  pushSubscriptions(userId: string): Promise<StoredPushSubscription[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /**
   * Stores the browser's subscription for this user. An endpoint belongs to one browser, so if
   * another account subscribed it before (a shared computer), it now belongs to this one.
   */
  async savePushSubscription(
    userId: string,
    input: { endpoint: string; p256dh: string; auth: string },
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('push_subscriptions')
        .values({ id: randomUUID(), user_id: userId, ...input, created_at: now })
        .onConflict((oc) =>
          oc
            .column('endpoint')
            .doUpdateSet({ user_id: userId, p256dh: input.p256dh, auth: input.auth, created_at: now }),
        )
        .execute();
      const extra = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .offset(MAX_PUSH_SUBSCRIPTIONS)
        .limit(1000)
        .execute();
      if (extra.length > 0) {
        await trx
          .deleteFrom('push_subscriptions')
          .where(
            'id',
            'in',
            extra.map((r) => r.id),
          )
          .execute();
      }
    });
  }

  async deletePushSubscription(userId: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async deletePushSubscriptionById(id: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }
}
