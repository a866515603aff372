import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, preparedRows, rows, runNamed } from '../src/db/client.js';
import { backends } from './helpers.js';

/**
 * The hot reads run as named statements (`runNamed`): parsed once, then only bound and run, on a
 * PostgreSQL pool and on PGlite alike (ADR 022). They answer what the same statement answers
 * unnamed, survive a failed first run, and on PGlite never run inside another caller's transaction.
 */
describe.each(backends())('named statements on $name', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    await database.db.execute(sql`create table named_t (id int primary key, label text, day date)`);
    await database.db.execute(
      sql`insert into named_t select g, 'ข้อความ ' || g, date '2026-01-01' + g from generate_series(1, 50) g`,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const text = 'select id, label, day::text as day from named_t where id <= $1 and label <> $2 order by id';

  it('answers what the statement answers unnamed, run after run and past the fifth (a generic plan)', async () => {
    for (let run = 0; run < 8; run++) {
      const limit = 3 + run;
      const unnamed = await rows(
        database.db,
        sql`select id, label, day::text as day from named_t where id <= ${limit} and label <> ${'x'} order by id`,
      );
      expect(await runNamed(database.db, text, [limit, 'x'])).toEqual(unnamed);
    }
    const [first] = (await runNamed<{ id: number; label: string; day: string }>(database.db, text, [
      1,
      'x',
    ]))!;
    expect(first).toEqual({ id: 1, label: 'ข้อความ 1', day: '2026-01-02' });
    expect(await runNamed(database.db, text, [0, null])).toEqual([]);
  });

  it('a first run that fails on its value leaves no half-made statement behind', async () => {
    const fresh = 'select count(*)::int as n from named_t where id < $1::int';
    await expect(runNamed(database.db, fresh, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect(await runNamed(database.db, fresh, [11])).toEqual([{ n: 10 }]);
    await expect(runNamed(database.db, 'select from nowhere_at_all where $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
  });

  it('on PGlite a read of JSON-safe columns comes back through its JSON twin, rows and order unchanged', async () => {
    const read = 'select id, label, id > 25 as late from named_t where id between $1 and $2 order by id desc';
    const plain = sql`select id, label, id > 25 as late from named_t where id between ${20} and ${30} order by id desc`;
    const expected = await rows(database.db, plain);
    for (let run = 0; run < 4; run++) expect(await runNamed(database.db, read, [20, 30])).toEqual(expected);
    expect(expected[0]).toEqual({ id: 30, label: 'ข้อความ 30', late: true });
    // Dates and int8 keep the driver's own values (a Date, not the JSON text), run after run.
    const typed = 'select id, day, count(*) over () as total from named_t where id = $1';
    const firstTyped = await runNamed<{ id: number; day: Date }>(database.db, typed, [5]);
    expect(firstTyped![0]!.day).toBeInstanceOf(Date);
    for (let run = 0; run < 3; run++) expect(await runNamed(database.db, typed, [5])).toEqual(firstTyped);
    // A text the wrapping does not fit (a trailing comment) answers through its rows.
    const commented = 'select id from named_t where id = $1 -- the one asked';
    for (let run = 0; run < 3; run++)
      expect(await runNamed(database.db, commented, [7])).toEqual([{ id: 7 }]);
    // Columns named like the twin's alias are still columns of each row.
    const aliased = 'select id as x, id as lb_twin from named_t where id = $1';
    for (let run = 0; run < 3; run++)
      expect(await runNamed(database.db, aliased, [4])).toEqual([{ x: 4, lb_twin: 4 }]);
    // The twin's first run failing on its value leaves it to be parsed again.
    const once = 'select id from named_t where id = $1::int';
    expect(await runNamed(database.db, once, [8])).toEqual([{ id: 8 }]);
    await expect(runNamed(database.db, once, ['eight'])).rejects.toMatchObject({ code: '22P02' });
    expect(await runNamed(database.db, once, [9])).toEqual([{ id: 9 }]);
    if (backend.name === 'pglite') {
      const twins = await rows<{ statement: string }>(
        database.db,
        sql`select statement from pg_prepared_statements where name like '%\_j' order by statement`,
      );
      // The safe reads (this test's and the first test's) have twins; the typed and the commented none.
      expect(twins.map((t) => t.statement)).toEqual(
        [text, read, once, aliased]
          .map((t) => `select coalesce(json_agg(lb_twin.*), '[]')::text as j from (${t}) lb_twin`)
          .sort(),
      );
    }
  });

  it('inside a transaction it steps aside (the transaction runs it), and outside it waits for one to end', async () => {
    const count = sql`select count(*)::int as n from named_t`;
    let inside: unknown;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into named_t (id, label) values (1000, 'ใหม่')`);
      inside = await preparedRows(t, count);
      await held;
    });
    // Outside the transaction: never its uncommitted row. PostgreSQL answers at once from another
    // connection; PGlite has one session, so the read waits until the transaction has ended.
    await new Promise((r) => setTimeout(r, 20));
    let released = false;
    let answeredWhileOpen = false;
    const outside = preparedRows<{ n: number }>(database.db, count).then((r) => {
      answeredWhileOpen = !released;
      return r;
    });
    if (backend.name === 'postgres') expect(await outside).toEqual([{ n: 50 }]);
    else await new Promise((r) => setTimeout(r, 50));
    released = true;
    release();
    await tx;
    expect(inside).toEqual([{ n: 51 }]);
    if (backend.name === 'pglite') {
      expect(answeredWhileOpen).toBe(false);
      expect(await outside).toEqual([{ n: 51 }]);
    }
    await database.db.execute(sql`delete from named_t where id = 1000`);
  });
});
