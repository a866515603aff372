/**
 * `GET /api/gradients`: the public list of text-post gradients as the service keeps it — the list's
 * own shape, `[{ name, colors }]`, well-formed entries only; `[]` when it cannot be had (the site
 * then draws its built-in ones). ADR 041.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';

export const textGradients = new Hono<AppEnv>();

textGradients.get('/', async (c) => {
  const list = await c.get('deps').textGradients.get();
  c.header('cache-control', list.length ? 'public, max-age=3600' : 'public, max-age=300');
  return c.json(list);
});
