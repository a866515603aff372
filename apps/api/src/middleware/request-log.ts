import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';

/**
 * What `LOG_REQUESTS` writes for a request: its method, path and query, with the value of every
 * parameter that carries a credential hidden — a sign-in token (`?jwt=` on any page), an
 * OAuth code or state, a sign-in nonce, any `…token…`, `…secret…` or `…password…` (ADR 020).
 * Fragments never reach the service; headers and bodies are not logged.
 */
const SECRET_PARAM = /jwt|token|nonce|secret|password|^code$|^state$/i;

export function loggedRequest(method: string, url: string): string {
  const u = new URL(url);
  const query = [...u.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${SECRET_PARAM.test(k) ? '[hidden]' : encodeURIComponent(v)}`)
    .join('&');
  return `${method} ${u.pathname}${query ? `?${query}` : ''}`;
}

/** Writes `loggedRequest` of every request to the console (`LOG_REQUESTS`). */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    console.log(loggedRequest(c.req.method, c.req.url));
    await next();
  };
}
