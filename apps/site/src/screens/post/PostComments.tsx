/**
 * The post page's comments in their own chunk (below the post: it loads while the post paints).
 */
import { CommentThread } from '@lightbearers/ui';
import { useHydrated } from '../../router/hydrated';
import type { usePostComments } from './comments';

export default function PostComments({
  comments,
  canWrite,
}: {
  comments: ReturnType<typeof usePostComments>;
  canWrite: boolean;
}) {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  return (
    <div data-testid="post-comments" data-state={comments.ready && hydrated ? 'ready' : 'loading'}>
      <CommentThread
        comments={comments.comments}
        hasMore={comments.hasMore}
        loadingMore={comments.loadingMore}
        onLoadMore={comments.loadMore}
        canWrite={canWrite}
        onComment={comments.comment}
        onReply={comments.reply}
        onDeleteComment={comments.deleteComment}
        onDeleteReply={comments.deleteReply}
        onRefresh={comments.refresh}
      />
    </div>
  );
}
