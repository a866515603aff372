/**
 * Statements on a PostgreSQL server as a whole (creating, copying and dropping databases), for the
 * tests' and the benches' throw-away databases. The service itself never calls these.
 */
import pg from 'pg';

/** One statement on `url`'s server, on a connection of its own. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
