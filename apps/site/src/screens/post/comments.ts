/**
 * A post's comments: the first page of 3 (read by the route's loader), 'load more' until an empty
 * page, replies under each comment, and the list read again when the thread asks (300 ms after a
 * comment or reply was saved). The typed calls and the site's client load with the first of those
 * (`withCalls`): a post the service rendered hydrates with its first page, without them (ADR 037).
 */
import type { Client, Comment, CommentReply } from '@lightbearers/api-client';
import { isOwner, thaiRelativeTime, userPath } from '@lightbearers/domain';
import type { CommentThreadComment, CommentThreadReply } from '@lightbearers/ui';
import { useCallback, useRef, useState } from 'react';
import { type Calls, withCalls } from '../../router/calls';

/** A comment with its replies. */
export type LoadedComment = { comment: Comment; replies: CommentReply[] };
type Loaded = LoadedComment;

/** The first page of a post's comments, as the route's loader reads it. */
export interface FirstComments {
  loaded: LoadedComment[];
  hasMore: boolean;
  /** The first page could not be read (the thread shows none and a reload may bring them). */
  failed: boolean;
}

function author(user: Comment['user'], signedIn: boolean) {
  return {
    name: user?.name ?? '',
    avatar: user?.picture ?? null,
    ...(user ? { href: userPath(user.id, signedIn) } : {}),
  };
}

function toReply(reply: CommentReply, me: number | null, now?: number): CommentThreadReply {
  return {
    id: reply.id,
    text: reply.des,
    author: author(reply.user, me !== null),
    time: thaiRelativeTime(reply.createdAt, now),
    dateTime: reply.createdAt,
    own: isOwner(reply.user?.id, me),
  };
}

/** The thread's plain props from loaded comments and replies. */
export function toThreadComments(
  loaded: readonly Loaded[],
  me: number | null,
  now?: number,
): CommentThreadComment[] {
  return loaded.map(({ comment, replies }) => ({
    ...toReply({ ...comment, cid: comment.id }, me, now),
    replies: replies.map((reply) => toReply(reply, me, now)),
  }));
}

async function withReplies(
  { getReplies }: Calls,
  client: Client,
  comments: readonly Comment[],
): Promise<Loaded[]> {
  return Promise.all(
    comments.map(async (comment) => ({
      comment,
      replies: await getReplies(client, comment.id).catch(() => []),
    })),
  );
}

/** Page 1 of a post's comments with their replies; a failure leaves the thread empty (logged). */
export async function loadFirstComments(client: Client, postId: number): Promise<FirstComments> {
  try {
    return await withCalls(async (calls) => {
      const first = await calls.getComments(client, postId, 1);
      return {
        loaded: await withReplies(calls, client, first.items),
        hasMore: first.items.length > 0,
        failed: false,
      };
    }, client);
  } catch (error) {
    console.warn('comments failed', error);
    return { loaded: [], hasMore: false, failed: true };
  }
}

export function usePostComments(
  postId: number | null,
  me: number | null,
  first: FirstComments,
  now?: number,
) {
  const [loaded, setLoaded] = useState<Loaded[]>(first.loaded);
  const [pages, setPages] = useState(1);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);

  /** Reads pages 1..`upTo` again (after a change), or the first page for a new post. */
  const reload = useCallback(
    async (upTo: number) => {
      if (postId === null) return;
      await withCalls(async (calls, client) => {
        const all: Comment[] = [];
        let more = true;
        for (let page = 1; page <= Math.max(1, upTo); page += 1) {
          const result = await calls.getComments(client, postId, page);
          all.push(...result.items);
          if (result.items.length === 0) {
            more = false;
            break;
          }
        }
        setLoaded(await withReplies(calls, client, all));
        setPages(Math.max(1, upTo));
        setHasMore(more && all.length > 0);
      });
    },
    [postId],
  );

  const loadMore = useCallback(() => {
    if (postId === null || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    const page = pages + 1;
    withCalls(async (calls, client) => {
      const result = await calls.getComments(client, postId, page);
      // An empty page hides the button (product §4).
      if (result.items.length === 0) return setHasMore(false);
      const more = await withReplies(calls, client, result.items);
      setLoaded((list) => [...list, ...more.filter((m) => !list.some((l) => l.comment.id === m.comment.id))]);
      setPages(page);
    })
      .catch((error: unknown) => console.warn('comments failed', error))
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [postId, pages]);

  const refresh = useCallback(() => {
    reload(pages).catch((error: unknown) => console.warn('comments failed', error));
  }, [reload, pages]);

  return {
    /** The first page has been read (or failed): for tests and stories. */
    ready: true,
    comments: toThreadComments(loaded, me, now),
    hasMore,
    loadingMore,
    loadMore,
    refresh,
    comment: async (text: string) => {
      if (postId !== null) await withCalls((calls, client) => calls.addComment(client, postId, text));
    },
    reply: async (commentId: number | string, text: string) => {
      await withCalls((calls, client) => calls.addReply(client, Number(commentId), text));
    },
    deleteComment: async (commentId: number | string) => {
      await withCalls((calls, client) => calls.deleteComment(client, Number(commentId)));
      setLoaded((list) => list.filter((l) => l.comment.id !== Number(commentId)));
    },
    deleteReply: async (commentId: number | string, replyId: number | string) => {
      await withCalls((calls, client) => calls.deleteReply(client, Number(replyId)));
      setLoaded((list) =>
        list.map((l) =>
          l.comment.id === Number(commentId)
            ? { ...l, replies: l.replies.filter((r) => r.id !== Number(replyId)) }
            : l,
        ),
      );
    },
  };
}
