import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, intParam } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { isPosterWidth, POSTER_WIDTHS } from '../rules.js';

/** A kept poster never changes (a post's link cannot be edited): a year, immutable. */
export const CACHE_POSTER = 'public, max-age=31536000, immutable';
/** The generated stand-in: ten minutes, then asked again (the real picture may have come by then). */
export const CACHE_POSTER_GENERATED = 'public, max-age=600';

/** Whether an If-None-Match header names this ETag (a list, weak or not, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/**
 * `GET /thumbs/{postId}/{width}.webp`: a YouTube or TikTok post's poster (ADR 038), WebP at one of
 * domain's `POSTER_WIDTHS`. Always a picture for a video post — the network's thumbnail, kept, or
 * the generated poster while it cannot be had; 404 for any other post, 400 for another width.
 */
export const thumbs = new Hono<AppEnv>();

thumbs.get('/:postId/:file', async (c) => {
  const postId = intParam(c, 'postId');
  const m = /^(\d{1,4})\.webp$/.exec(c.req.param('file'));
  const width = m ? Number(m[1]) : Number.NaN;
  if (!isPosterWidth(width))
    throw badRequest(`A poster is /thumbs/{postId}/{width}.webp with a width of ${POSTER_WIDTHS.join(', ')}`);
  const poster = await deps(c).posters.get(dbOf(c), postId, width);
  if (!poster) throw notFound('No YouTube or TikTok post with this id');
  const headers = {
    'content-type': 'image/webp',
    'cache-control': poster.source === 'generated' ? CACHE_POSTER_GENERATED : CACHE_POSTER,
    etag: poster.etag,
    'x-poster-source': poster.source,
    'x-content-type-options': 'nosniff',
  };
  if (matches(c.req.header('if-none-match'), poster.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(poster.bytes), 200, headers);
});
