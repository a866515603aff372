import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.js';
import { errorBody } from '../errors.js';

/** The largest JSON body of an `/api/…` call. */
export const JSON_LIMIT = 256 * 1024;

/**
 * Refuses an `/api/…` body over JSON_LIMIT with 413. Uploads check their own limits while the
 * body streams in (routes/files.ts, ADR 023).
 */
export function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => c.json(errorBody(413, `The request body is larger than ${JSON_LIMIT} bytes`), 413),
  });
  return (c, next) => (c.req.path === '/api/upload' ? next() : limit(c, next));
}
