/**
 * The post pages `/p/{id}`, `/p/{id}/{uid}`, `/post/{id}`, `/post/{id}/{uid}`. `{id}` = `all` shows
 * the newest post the query flags allow. The loader reads the post, its author, its neighbours under
 * the flags, the owner's pin and the first comments; a post that does not exist or cannot be read
 * goes to the not-found page (`/404`, `/404NoLogin` signed out). The view is a part of its own that
 * loads beside the data (ADR 024, 028).
 */
import {
  type NeighbourFilter,
  notFoundPath,
  parseNeighbourQuery,
  parsePostId,
  playerTitle,
  postPreview,
} from '@lightbearers/domain';
import { Suspense } from 'react';
import { redirect } from 'react-router-dom';
import * as copy from '../../copy';
import { keptOffline } from '../../offline/keptReading';
import { isNetworkFailure } from '../../router/failure';
import { lazyPart } from '../../router/lazyPart';
import { type FontFaceName, type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { PostLoading } from './frame';
import type { PostScreenData } from './PostPage';

// The comment box: inert until hydrated (router/lazyPart.ts).
const view = lazyPart<PostScreenData>(() => import('./PostPage'), { fields: true });
const PostView = view.Component;

export async function loader({ site, params, session, url }: ScreenArgs): Promise<PostScreenData> {
  const signedIn = session !== null;
  const id = parsePostId(params.id);
  if (id === null) throw redirect(notFoundPath(signedIn));
  const filter: NeighbourFilter = parseNeighbourQuery(url.search);
  const code = view.preload();
  code.catch(() => undefined);
  try {
    const [{ loadPostPage }, { loadFirstComments }] = await Promise.all([
      import('./load'),
      import('./comments'),
    ]);
    const page = await loadPostPage(site.api, id, filter, session?.userID ?? null);
    const comments = await loadFirstComments(site.api, page.post.id);
    await code;
    return {
      ...page,
      comments,
      query: url.search,
      now: site.now(),
    };
  } catch (error) {
    console.warn('post failed', error);
    if (isNetworkFailure(error)) throw error;
    throw redirect(notFoundPath(signedIn));
  }
}

/** Kept for offline reading (ADR 024), unless its comments could not be read. */
export const offline = keptOffline<PostScreenData>((post) => !post.comments.failed);

/** Beyond the shell's faces (`ScreenModule`). */
export const faces: readonly FontFaceName[] = ['sarabun-thai-500', 'sarabun-latin-500', 'sarabun-latin-700'];

export function meta({ data, origin }: MetaArgs<PostScreenData, unknown>) {
  const photo = data.post.photos[0];
  const preview = postPreview(
    {
      type: data.post.type,
      des: data.post.des,
      url: data.post.url,
      photo: photo ? new URL(photo.large || photo.url, origin).href : null,
    },
    {
      name: copy.brand,
      description: copy.siteDescription,
      image: new URL('/icons/icon-512.png', origin).href,
    },
  );
  return {
    // The post's own title, as its player titles it (its description's first line, cut to 50
    // characters): the page's head adds the site's name (the preview's title has it already, and a
    // short one then read 'X | Lightbearers | Lightbearers').
    title: playerTitle(data.post.des),
    description: preview.description,
    image: preview.image,
    type: 'article' as const,
  };
}

export { PostLoading as Pending };

export default function PostScreen() {
  const data = useScreenData<typeof loader>();
  return (
    <Suspense fallback={<PostLoading />}>
      <PostView {...data} />
    </Suspense>
  );
}
