/** Pages of the back office's lists: the rows of one page and the Strapi pagination meta. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };
export type Paged<T> = { rows: T[]; pagination: Pagination };

/** One page of `table` under `where`, in `order`, and the total count. */
export async function paged<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  p: { page: number; pageSize: number },
): Promise<Paged<T['$inferSelect']>> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)) as T['$inferSelect'][];
  const total = Number(n);
  return {
    rows,
    pagination: { page: p.page, pageSize: p.pageSize, pageCount: Math.ceil(total / p.pageSize), total },
  };
}
