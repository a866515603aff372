/**
 * Handlers of `calls/external`: the TikTok oEmbed endpoint, the public gradients list and (when
 * configured) the organisation directory. Third-party services: no `fail` names, no latency.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { photoDataUrl } from '../images';
import { errorResponse, type MockContext } from './context';

export function externalHandlers(m: MockContext): HttpHandler[] {
  const { options, requests } = m;
  const handlers: HttpHandler[] = [
    http.get(options.tiktokOEmbedUrl ?? 'https://www.tiktok.com/oembed', ({ request }) => {
      requests.push(`GET ${request.url}`);
      const video = new URL(request.url).searchParams.get('url') ?? '';
      const match = /@([\w.]+)\/video\/(\d+)/.exec(video);
      if (!match) return errorResponse(400, 'Something went wrong');
      return HttpResponse.json({
        thumbnail_url: photoDataUrl(Number(match[2]?.slice(-6) ?? 1), 576, 1024),
        html: `<blockquote class="tiktok-embed" cite="${video}" data-video-id="${match[2]}"></blockquote>`,
        author_url: `https://www.tiktok.com/@${match[1]}`,
        author_name: match[1],
        title: 'ธรรมะสั้น ๆ',
      });
    }),
    http.get(
      options.gradientsUrl ?? 'https://raw.githubusercontent.com/ghosh/uiGradients/master/gradients.json',
      ({ request }) => {
        requests.push(`GET ${request.url}`);
        return HttpResponse.json([
          { name: 'Dawn', colors: ['#f3904f', '#3b4371'] },
          { name: 'Lotus', colors: ['#ee9ca7', '#ffdde1'] },
          { name: 'Saffron', colors: ['#f7971e', '#ffd200'] },
        ]);
      },
    ),
  ];
  const directory = options.orgDirectory;
  if (directory)
    handlers.push(
      http.get(directory.url, ({ request }) => {
        requests.push(`GET ${request.url}`);
        if (request.headers.get('key') !== directory.key) return errorResponse(401, 'Invalid API key');
        const category = new URL(request.url).searchParams.get('category') ?? '';
        const units = ['ภาค 1', 'ภาค 2', 'ภาค 3'].map((name, i) => ({
          id: i + 1,
          attributes: { name: `${category} ${name}`, category },
        }));
        return HttpResponse.json({ data: units });
      }),
    );
  return handlers;
}
