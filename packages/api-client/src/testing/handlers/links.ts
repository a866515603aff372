/** Handlers of `calls/links`: the TikTok resolver, image downloads and short-link redirects (which earn points). */
import { bangkokToday, POINTS_PER_SHARE } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { photoDataUrl } from '../images';
import { type MockContext, Refusal } from './context';

export function linkHandlers(m: MockContext): HttpHandler[] {
  const { db, api, shortBase, site, route, profileOf, walletOf } = m;
  return [
    route('get', api, '/tiktok', ({ url }) => {
      const link = url.searchParams.get('url') ?? '';
      if (!/^https:\/\/(vm|vt)\.tiktok\.com\/|^https:\/\/www\.tiktok\.com\/t\//.test(link))
        throw new Refusal(502, 'Cannot resolve this TikTok link');
      return HttpResponse.json({ url: 'https://www.tiktok.com/@somchai1/video/7300000000000000001' });
    }),
    route('get', api, '/download/file', ({ url }) => {
      if (!url.searchParams.get('fname')) throw new Refusal(400, 'fname is required');
      return new HttpResponse(decodeURIComponent(photoDataUrl(1).split(',')[1] ?? ''), {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }),
    route('get', shortBase, '/:key/:userId', ({ param }) => {
      const post = db.posts.find((p) => p.attributes.key === param('key'));
      const sharer = Number(param('userId'));
      if (!post) throw new Refusal(404, 'Unknown short link');
      db.clicks.push({ key: post.attributes.key, postId: post.id, sharerUid: sharer, day: bangkokToday() });
      if (profileOf(sharer)) {
        const wallet = walletOf(sharer);
        wallet.can_change_total += POINTS_PER_SHARE;
        wallet.all_time_total += POINTS_PER_SHARE;
      }
      return new HttpResponse(null, {
        status: 302,
        headers: { Location: `${site}/post/${post.id}/${sharer}` },
      });
    }),
  ];
}
