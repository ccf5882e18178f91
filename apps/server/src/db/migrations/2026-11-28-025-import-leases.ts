import type { Kysely } from 'kysely';

/**
 * `import_leases`: the student whose import or preview is running, on whichever server (issue 26).
 * One row per user: taken with one atomic upsert that only replaces an expired row, removed when
 * the job ends; `holder` names the job so only it removes or renews its own row. `expires_at`
 * (epoch ms) lets a crashed server's row be taken over after a few minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_leases')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_leases').execute();
}
