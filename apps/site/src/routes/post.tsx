/**
 * The post pages `/p/{id}`, `/p/{id}/{uid}`, `/post/{id}`, `/post/{id}/{uid}` (spec §2). The route
 * paints the page's frame and skeleton at once; the page itself (`postPage/PostPage`: the post, its
 * data calls, likes, menu, neighbours, comments) loads beside it (ADR 024 budget, ADR 028).
 */
import { lazy, Suspense } from 'react';
import { PostLoading } from '../postPage/frame';

const PostPage = lazy(() => import('../postPage/PostPage'));

export function PostRoute() {
  return (
    <Suspense fallback={<PostLoading />}>
      <PostPage />
    </Suspense>
  );
}
