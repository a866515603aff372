/**
 * What the feed's page stories add to the mock service: answers for the loading, empty and error
 * states. (The video posters come from the mock service itself, `/thumbs/…`.)
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { mockApi, routeParameters } from './site';

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
    msw: { handlers: [...extra, ...mockApi.handlers] },
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
