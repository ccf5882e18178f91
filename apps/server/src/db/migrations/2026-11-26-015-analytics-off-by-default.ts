import type { Kysely } from 'kysely';

/**
 * Analytics becomes off by default (DEFAULT_PREFERENCES; the UK Children's Code expects the most
 * private setting by default, and many students are under 18). Users without a row get the new
 * default with no change here. A row stores every preference whenever any one is saved, so a
 * stored "on" is, for everyone who never touched the switch, just the old default copied in; and
 * since the switch started on, nobody could choose "on" except by turning it off and back on.
 * Telling those apart is impossible, so every stored "on" goes off (the privacy-protective
 * reading; a student who wants it can turn it on again), and every stored "off", an explicit
 * choice, stays. Nothing was being sent while it was on: no analytics is collected yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('user_preferences').set({ data_analytics: 0 }).where('data_analytics', '=', 1).execute();
}

/** The old default cannot be told apart from a choice afterwards either: nothing is turned back on. */
export async function down(): Promise<void> {}
