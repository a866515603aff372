import { Hono } from 'hono';
import { type AppEnv, dbOf, intParam, requireUser } from '../context.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { toggleLike } from '../services/likes.js';

/** `POST /api/like/{postId}`: toggles the signed-in member's like; answers the post with its likers. */
export const likes = new Hono<AppEnv>();

likes.post('/:postId', rateLimit('like'), async (c) => {
  const me = requireUser(c);
  const postId = intParam(c, 'postId');
  return c.json(await toggleLike(dbOf(c), postId, me.id));
});
