import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../src/db/client.js';
import type { Ranked } from '../src/services/ranking.js';

/**
 * The naive answer the rankings must equal: the clicks themselves, counted over the range — posts
 * (optionally of one category; ties: higher id first), sharers, or creators (clicks by others;
 * members' ties: lower id first).
 */
export const recountRanking = (
  db: Executor,
  what: 'post' | 'sharer' | 'creator',
  from: string,
  to: string,
  limit: number,
  cat?: number,
) =>
  rows<Ranked>(
    db,
    what === 'post'
      ? sql`select c.post_id as id, count(*)::int as n from clicks c join posts p on p.id = c.post_id
            where c.day between ${from}::date and ${to}::date ${cat === undefined ? sql`` : sql`and p.cat_id = ${cat}`}
            group by c.post_id order by n desc, c.post_id desc limit ${limit}`
      : what === 'sharer'
        ? sql`select sharer_id as id, count(*)::int as n from clicks
              where day between ${from}::date and ${to}::date group by 1 order by n desc, 1 asc limit ${limit}`
        : sql`select creator_id as id, count(*)::int as n from clicks
              where day between ${from}::date and ${to}::date and sharer_id <> creator_id
              group by 1 order by n desc, 1 asc limit ${limit}`,
  ).then((x) => x.map((y) => ({ id: Number(y.id), n: Number(y.n) })));
