/** Handlers of `calls/comments`: comments and replies. */
import { type HttpHandler, HttpResponse } from 'msw';
import { strapiList } from '../strapi-engine';
import { type MockContext, Refusal, single, str } from './context';

export function commentHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, findOr404, body, userRef } = m;
  return [
    route('get', api, '/comments', ({ url }) =>
      HttpResponse.json(
        strapiList(db.comments, url.searchParams, { relations: ['user'], defaultPageSize: 3 }),
      ),
    ),
    route('post', api, '/comments', async ({ request }) => {
      const uid = requireUser(request);
      const data = await body(request);
      if (!str(data.des).trim()) throw new Refusal(400, 'des is required');
      findOr404(db.posts, Number(data.pid), 'Post');
      const comment = {
        id: db.nextId(),
        attributes: {
          des: str(data.des),
          type: 'post' as const,
          pid: Number(data.pid),
          createdAt: new Date().toISOString(),
          user: { data: userRef(uid) },
        },
      };
      db.comments.push(comment);
      return single(comment);
    }),
    route('delete', api, '/comments/:id', ({ request, param }) => {
      const uid = requireUser(request);
      const comment = findOr404(db.comments, Number(param('id')), 'Comment');
      if (comment.attributes.user?.data?.id !== uid)
        throw new Refusal(403, 'Only the author can delete this comment');
      db.comments.splice(db.comments.indexOf(comment), 1);
      return single(comment);
    }),
    route('get', api, '/comment-replies', ({ url }) =>
      HttpResponse.json(strapiList(db.replies, url.searchParams, { relations: ['user'] })),
    ),
    route('post', api, '/comment-replies', async ({ request }) => {
      const uid = requireUser(request);
      const data = await body(request);
      if (!str(data.des).trim()) throw new Refusal(400, 'des is required');
      findOr404(db.comments, Number(data.cid), 'Comment');
      const reply = {
        id: db.nextId(),
        attributes: {
          des: str(data.des),
          cid: Number(data.cid),
          createdAt: new Date().toISOString(),
          user: { data: userRef(uid) },
        },
      };
      db.replies.push(reply);
      return single(reply);
    }),
    route('delete', api, '/comment-replies/:id', ({ request, param }) => {
      const uid = requireUser(request);
      const reply = findOr404(db.replies, Number(param('id')), 'Reply');
      if (reply.attributes.user?.data?.id !== uid)
        throw new Refusal(403, 'Only the author can delete this reply');
      db.replies.splice(db.replies.indexOf(reply), 1);
      return single(reply);
    }),
  ];
}
