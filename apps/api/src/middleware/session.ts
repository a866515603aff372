import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { verifyJwt } from '../auth.js';
import type { AppEnv } from '../context.js';
import type { Database } from '../db/client.js';
import * as s from '../db/schema.js';
import { blocked, unauthorized } from '../errors.js';

/**
 * The signed-in member of a request: `Authorization: Bearer <jwt>` is checked and its member read
 * (one prepared statement, built once per app); no header leaves the request anonymous. A malformed
 * or expired token, a removed account and a blocked member are refused on any route (ADR 035).
 */
export function session(database: Database, jwtSecret: string): MiddlewareHandler<AppEnv> {
  const memberById = database.db
    .select()
    .from(s.members)
    .where(eq(s.members.id, sql.placeholder('id')))
    .prepare('lb_member_by_id');
  return async (c, next) => {
    c.set('user', null);
    const header = c.req.header('authorization');
    if (header) {
      const bearer = /^Bearer\s+(\S+)$/i.exec(header);
      if (!bearer) throw unauthorized('Authorization must be "Bearer <jwt>"');
      const id = verifyJwt(jwtSecret, bearer[1]!);
      if (id === null) throw unauthorized('Invalid or expired token');
      const [member] = await memberById.execute({ id });
      if (!member) throw unauthorized('The account of this token no longer exists');
      // A blocked member's tokens open nothing: no reads as them, no posts, no comments (ADR 035).
      if (member.blockedAt) throw blocked();
      c.set('user', member);
    }
    await next();
  };
}
