/**
 * The post page's comments in their own chunk (below the post: it loads while the post paints).
 * A comment or reply sent offline is refused at once — no request — and one that got no answer is
 * refused too: the box keeps the text and says sending needs a connection (ADR 024).
 */
import { CommentThread } from '@lightbearers/ui';
import { useCallback, useState } from 'react';
import { deviceOffline } from '../../offline/connectionNotice';
import { offlineCopy } from '../../offline/copy';
import { isNetworkFailure } from '../../router/failure';
import { useHydrated } from '../../router/hydrated';
import type { usePostComments } from './comments';

/** Refused for want of a connection (the request was never sent). */
class Offline extends Error {
  override readonly name = 'Offline';
}

export default function PostComments({
  comments,
  canWrite,
}: {
  comments: ReturnType<typeof usePostComments>;
  canWrite: boolean;
}) {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  const [needsConnection, setNeedsConnection] = useState(false);
  const sendOnline = useCallback(async (send: () => Promise<void>) => {
    if (deviceOffline()) {
      setNeedsConnection(true);
      throw new Offline();
    }
    try {
      await send();
      setNeedsConnection(false);
    } catch (error) {
      console.warn('comment failed', error);
      setNeedsConnection(isNetworkFailure(error));
      throw error;
    }
  }, []);
  const { comment, reply } = comments;
  return (
    <div data-testid="post-comments" data-state={comments.ready && hydrated ? 'ready' : 'loading'}>
      <CommentThread
        comments={comments.comments}
        hasMore={comments.hasMore}
        loadingMore={comments.loadingMore}
        onLoadMore={comments.loadMore}
        canWrite={canWrite}
        onComment={(text) => sendOnline(() => comment(text))}
        onReply={(commentId, text) => sendOnline(() => reply(commentId, text))}
        onDeleteComment={comments.deleteComment}
        onDeleteReply={comments.deleteReply}
        onRefresh={comments.refresh}
        refusedMessage={needsConnection ? offlineCopy.comment : undefined}
      />
    </div>
  );
}
