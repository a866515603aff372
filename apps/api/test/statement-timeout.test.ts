import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { rows } from '../src/db/client.js';
import { backends, expectError, harness, SHARER, SHARER2 } from './helpers.js';

const TIMEOUT_MS = 1500;

/**
 * Bounded work: every connection of the service carries `statement_timeout`
 * (`STATEMENT_TIMEOUT_MS`), and a statement cancelled for it answers a JSON 503, never a 500
 * (ADR 023). The slow statements come from a trigger the test adds to `user_logs`, written by
 * `POST /api/userpostlogs`.
 */
describe('STATEMENT_TIMEOUT_MS', () => {
  it('defaults to 5 s, 0 turns it off, anything else is a configuration error', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).statementTimeoutMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: 'memory://', STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    for (const bad of ['-1', '1.5', 'abc', '5s'])
      expect(() => loadConfig({ DATA_DIR: 'memory://', STATEMENT_TIMEOUT_MS: bad })).toThrow(ConfigError);
  });
});

describe.each(backends())('statement timeout on $name', (backend) => {
  const h = harness(backend, { STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
  const run = (text: string) => h.database.db.execute(sql.raw(text));
  const logsOf = async (uid: number) =>
    (
      await rows<{ n: number }>(
        h.database.db,
        sql`select count(*)::int as n from user_logs where user_id = ${uid}`,
      )
    )[0]!.n;

  it('every connection carries the configured timeout', async () => {
    // Several at once, so a pool opens more than one connection.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        rows<{ statement_timeout: string }>(h.database.db, sql`show statement_timeout`),
      ),
    );
    for (const r of shown) expect(r[0]!.statement_timeout).toBe(`${TIMEOUT_MS}ms`);
  });

  it('a statement cancelled by the timeout (SQLSTATE 57014) answers JSON 503', async () => {
    // What the server raises when the timeout fires, raised on purpose (PGlite cannot interrupt a
    // running statement; the PostgreSQL test below lets the real timer fire).
    await run(`create or replace function bounded_cancel() returns trigger language plpgsql as $$
      begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`);
    await run(
      'create trigger bounded_cancel before insert on user_logs for each row execute function bounded_cancel()',
    );
    try {
      const before = await logsOf(SHARER);
      const r = await h.req('POST', '/api/userpostlogs', { token: await h.login(SHARER) });
      expectError(r, 503);
      expect(r.body.error.name).toBe('ServiceUnavailableError');
      expect(r.body.error.message).not.toMatch(/canceling|statement/);
      expect(await logsOf(SHARER)).toBe(before);
    } finally {
      await run('drop trigger bounded_cancel on user_logs');
    }
    // Without the trigger the same call succeeds.
    expect((await h.req('POST', '/api/userpostlogs', { token: await h.login(SHARER) })).status).toBe(200);
  });

  if (backend.name === 'postgres')
    it('PostgreSQL cancels a statement that runs past the timeout: 503 soon after it', async () => {
      await run(`create or replace function bounded_slow() returns trigger language plpgsql as $$
        begin perform pg_sleep(30); return new; end $$`);
      await run(
        'create trigger bounded_slow before insert on user_logs for each row execute function bounded_slow()',
      );
      try {
        const before = await logsOf(SHARER2);
        const started = Date.now();
        const r = await h.req('POST', '/api/userpostlogs', { token: await h.login(SHARER2) });
        const took = Date.now() - started;
        expectError(r, 503);
        expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(took).toBeLessThan(15_000);
        expect(await logsOf(SHARER2)).toBe(before);
      } finally {
        await run('drop trigger bounded_slow on user_logs');
      }
    });
});
