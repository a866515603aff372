import { Hono } from 'hono';
import { type AppEnv, deps } from '../context.js';
import { pingDatabase } from '../services/health.js';

/** `GET /health`: `{ status: 'ok', database: 'pglite' | 'postgres' }` once the database answers. */
export const health = new Hono<AppEnv>();

health.get('/', async (c) => {
  const { database } = deps(c);
  await pingDatabase(database.db);
  return c.json({ status: 'ok', database: database.kind });
});
