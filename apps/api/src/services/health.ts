/** The service's own health: whether its database answers. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Runs the smallest statement there is; throws when the database does not answer. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
