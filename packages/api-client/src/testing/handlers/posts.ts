/** Handlers of `calls/posts`: posts, likes, uploads and pins. */
import { isPosterWidth, isPostType, posterShape, youtubeId } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { wireMedia } from '../factories';
import { photoDataUrl, videoPosterSvg } from '../images';
import { strapiList, strapiOne } from '../strapi-engine';
import { type MockContext, Refusal, single, str } from './context';

const POST_RELATIONS = ['photo', 'cat', 'users_permissions_users'];

export function postHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, profileOf, findOr404, body, userRef, uploads } = m;
  const ownPost = (request: Request, id: number) => {
    const uid = requireUser(request);
    const post = findOr404(db.posts, id, 'Post');
    if (post.attributes.uid !== uid) throw new Refusal(403, 'Only the author can change this post');
    return post;
  };

  return [
    // The service's video posters (`/thumbs/{postId}/{width}.webp`): YouTube's a generated picture
    // of the video (as its thumbnail would be), TikTok's the service's generated poster.
    route('get', api.replace(/\/api$/, ''), '/thumbs/:id/:file', ({ param }) => {
      const post = findOr404(db.posts, Number(param('id')), 'Post');
      const shape = isPostType(post.attributes.type) ? posterShape(post.attributes.type) : null;
      const width = Number(/^(\d+)\.webp$/.exec(param('file'))?.[1]);
      if (!shape) throw new Refusal(404, 'No YouTube or TikTok post with this id');
      if (!isPosterWidth(width)) throw new Refusal(400, 'Unknown poster width');
      const video = youtubeId(post.attributes.url ?? '');
      const svg =
        shape === 'landscape' && video
          ? decodeURIComponent(
              photoDataUrl(
                [...video].reduce((sum, ch) => sum + ch.charCodeAt(0), 0),
                480,
                360,
              ).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
            )
          : videoPosterSvg(shape);
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
    }),
    route('get', api, '/posts', ({ url }) =>
      HttpResponse.json(strapiList(db.posts, url.searchParams, { relations: POST_RELATIONS })),
    ),
    route('get', api, '/posts/:id', ({ url, param }) =>
      single(strapiOne(findOr404(db.posts, Number(param('id')), 'Post'), url.searchParams, POST_RELATIONS)),
    ),
    route('post', api, '/posts', async ({ request }) => {
      const uid = requireUser(request);
      if (profileOf(uid)?.attributes.type !== 'creator') throw new Refusal(403, 'Only creators can post');
      const data = await body(request);
      if (!isPostType(data.type)) throw new Refusal(400, 'Unknown post type');
      const cat = typeof data.cat === 'number' ? db.categories.find((c) => c.id === data.cat) : undefined;
      const photos = (Array.isArray(data.photo) ? data.photo : []).flatMap(
        (id) => uploads.get(Number(id)) ?? [],
      );
      const id = Math.max(0, ...db.posts.map((p) => p.id)) + 1;
      const now = new Date().toISOString();
      const post = {
        id,
        attributes: {
          type: data.type,
          url: typeof data.url === 'string' ? data.url : null,
          des: str(data.des),
          key: `n${id.toString(36)}`,
          views: 0,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
          uid,
          cover: null,
          ref_uid: null,
          photo: { data: photos.length ? photos : null },
          cat: { data: cat ?? null },
          users_permissions_users: { data: [] },
        },
      };
      db.posts.push(post);
      return single(post);
    }),
    route('put', api, '/posts/:id', async ({ request, param }) => {
      const post = ownPost(request, Number(param('id')));
      const data = await body(request);
      if (typeof data.des !== 'string') throw new Refusal(400, 'des is required');
      post.attributes = { ...post.attributes, des: data.des, updatedAt: new Date().toISOString() };
      return single(post);
    }),
    route('delete', api, '/posts/:id', ({ request, param }) => {
      const post = ownPost(request, Number(param('id')));
      db.posts.splice(db.posts.indexOf(post), 1);
      return single(post);
    }),
    route('post', api, '/like/:postId', ({ request, param }) => {
      const uid = requireUser(request);
      const post = findOr404(db.posts, Number(param('postId')), 'Post');
      const likers = post.attributes.users_permissions_users?.data ?? [];
      const next = likers.some((u) => u.id === uid)
        ? likers.filter((u) => u.id !== uid)
        : [...likers, userRef(uid)];
      post.attributes = { ...post.attributes, users_permissions_users: { data: next } };
      return HttpResponse.json({
        data: { id: post.id, attributes: { users_permissions_users: { data: next } } },
      });
    }),
    route('post', api, '/upload', async ({ request }) => {
      requireUser(request);
      const form = await request.formData().catch(() => null);
      const file = form?.get('files');
      if (!file || typeof file === 'string') throw new Refusal(400, 'Field files is required');
      const media = wireMedia(db.nextId(), 'photo');
      uploads.set(media.id, media);
      return HttpResponse.json([{ id: media.id, ...media.attributes }]);
    }),
    route('get', api, '/postpins', ({ url }) => HttpResponse.json(strapiList(db.pins, url.searchParams))),
    route('post', api, '/postpins', async ({ request }) => {
      const data = await body(request);
      const post = ownPost(request, Number(data.pid));
      const pin = {
        id: db.nextId(),
        attributes: {
          pid: post.id,
          uid: post.attributes.uid,
          order: db.pins.filter((p) => p.attributes.uid === post.attributes.uid).length + 1,
        },
      };
      db.pins.push(pin);
      return single(pin);
    }),
    route('delete', api, '/postpins/:id', ({ request, param }) => {
      const uid = requireUser(request);
      const pin = findOr404(db.pins, Number(param('id')), 'Pin');
      if (pin.attributes.uid !== uid) throw new Refusal(403, 'Only the author can unpin');
      db.pins.splice(db.pins.indexOf(pin), 1);
      return single(pin);
    }),
  ];
}
