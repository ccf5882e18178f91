import type { Kysely } from 'kysely';

/**
 * Preferences move to the server, and study reminders fire (issue 14 item 7; ADR 0012).
 *
 * - user_preferences: one row per user who changed anything; a user without a row has the
 *   defaults (packages/contracts DEFAULT_PREFERENCES), so no back-fill is needed.
 * - reminder_sends: the once-a-day guarantee. A scheduler claims (user, local day) by inserting
 *   this row BEFORE it sends anything; the primary key makes a second claim by another server
 *   (or a second run in the same minute) fail, and that run sends nothing.
 * - push_subscriptions: the browsers a user allowed to show notifications; the endpoint is the
 *   push service's URL for that browser and is unique.
 * - app_secrets: server-wide generated secrets (the VAPID key pair), written insert-if-absent so
 *   every server on one database ends up using the first one written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_notifications', 'integer', (c) => c.notNull())
    .addColumn('study_reminders', 'integer', (c) => c.notNull())
    .addColumn('weekly_reports', 'integer', (c) => c.notNull())
    .addColumn('data_analytics', 'integer', (c) => c.notNull())
    .addColumn('auto_save', 'integer', (c) => c.notNull())
    .addColumn('sound_effects', 'integer', (c) => c.notNull())
    .addColumn('dark_mode', 'integer', (c) => c.notNull())
    .addColumn('reminder_time', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reminder_sends')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('due_count', 'integer', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_sends_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('reminder_sends_created_idx').on('reminder_sends').column('created_at').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('reminder_sends').execute();
  await db.schema.dropTable('user_preferences').execute();
}
