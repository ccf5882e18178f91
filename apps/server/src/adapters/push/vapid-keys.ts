import webpush from 'web-push';
import type { Db } from '../../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid-keys';

/**
 * The server's VAPID key pair (ADR 0012). From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
 * otherwise generated once and kept in the database (`app_secrets`), written insert-if-absent
 * and then read back, so servers starting together on one database all end up with the first
 * pair written. Browsers subscribe with the public key, so it must never change under them.
 */
export async function loadVapidKeys(db: Db, now: number): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: JSON.stringify(fresh), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error('app_secrets holds a damaged vapid-keys row; delete it to generate a new pair');
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
