/**
 * What the feed's page stories add to the mock service: YouTube's thumbnail host answered with a
 * generated picture (no network image in a screenshot), and answers for the loading, empty and
 * error states.
 */
import { photoDataUrl } from '@lightbearers/api-client/testing';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { mockApi, routeParameters } from './site';

/** `https://i.ytimg.com/vi/{id}/…` → a generated picture (the Embed facade's and the rows' thumbnails). */
export const youtubeThumbnails = http.get('https://i.ytimg.com/vi/:id/:file', ({ params }) => {
  const seed = [...String(params.id)].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const svg = decodeURIComponent(
    photoDataUrl(seed, 480, 360).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
  );
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

const emptyPage = {
  data: [],
  meta: { pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0 } },
};

/** Posts never answer: the skeletons stay. */
export const postsLoading = http.get('*/api/posts', async () => {
  await delay('infinite');
  return HttpResponse.json(emptyPage);
});

/** No post at all (an empty category). */
export const postsEmpty = http.get('*/api/posts', () => HttpResponse.json(emptyPage));

/** The posts call fails. */
export const postsFailing = http.get('*/api/posts', () =>
  HttpResponse.json(
    { data: null, error: { status: 500, name: 'InternalServerError', message: 'mock failure' } },
    { status: 500 },
  ),
);

/** A page story's parameters with extra handlers first (they win over the mock service's). */
export function feedParameters(
  path: string,
  viewport: 'phone' | 'desktop' = 'desktop',
  extra: HttpHandler[] = [],
) {
  return {
    ...routeParameters(path, viewport),
    msw: { handlers: [...extra, youtubeThumbnails, ...mockApi.handlers] },
  };
}

/** Lazy images below the fold would never load in a screenshot: load them all, then wait. */
export async function loadAllImages(root: Document): Promise<void> {
  const images = [...root.images];
  for (const img of images) img.loading = 'eager';
  await Promise.all(
    images
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
}
