import { COMMENT_RESHOW_MS } from '@lightbearers/domain';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Link } from '../Link';
import { Text } from '../Text';
import { CommentForm } from './CommentForm';
import {
  CommentActions,
  CommentAuthorName,
  CommentBody,
  CommentBubble,
  CommentEmpty,
  CommentItem,
  CommentList,
  CommentMore,
  CommentText,
  CommentThreadRoot,
  CommentTime,
  ReplyList,
} from './CommentThread.styles';

/** A comment's or reply's id as the service gives it. */
export type CommentId = number | string;

export interface CommentThreadAuthor {
  /** Display name. */
  name: string;
  /** Picture URL; initials when missing. */
  avatar?: string | null;
  /** Profile link (`/u{uid}`); the name is plain text without it. */
  href?: string;
}

export interface CommentThreadReply {
  id: CommentId;
  /** The text as written; line breaks are kept. */
  text: string;
  author: CommentThreadAuthor;
  /** Thai relative time, already formatted (`thaiRelativeTime` in domain): '5 นาทีที่แล้ว'. */
  time: string;
  /** ISO timestamp for the `<time>` element. */
  dateTime: string;
  /** The signed-in member wrote it: shows delete. */
  own?: boolean;
}

export interface CommentThreadComment extends CommentThreadReply {
  /** Replies, oldest first. */
  replies?: readonly CommentThreadReply[];
}

export interface CommentThreadProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The comments loaded so far, newest first (the service's order). */
  comments: readonly CommentThreadComment[];
  /** Another page may exist: shows 'load more'. The app sets it false after an empty page. */
  hasMore?: boolean;
  /** A page is loading: the load-more button is busy (and ignores presses). */
  loadingMore?: boolean;
  /** Load the next page (3 comments, `COMMENTS_PAGE_SIZE`). */
  onLoadMore?: () => void;
  /** The member may write (signed in): shows the comment box and the reply buttons. */
  canWrite?: boolean;
  /** Post a comment; resolve when saved. Empty text never reaches it. */
  onComment: (text: string) => void | Promise<void>;
  /** Post a reply to a comment; resolve when saved. */
  onReply: (commentId: CommentId, text: string) => void | Promise<void>;
  /** Delete an own comment, after the member confirmed. */
  onDeleteComment: (commentId: CommentId) => void | Promise<void>;
  /** Delete an own reply, after the member confirmed. */
  onDeleteReply: (commentId: CommentId, replyId: CommentId) => void | Promise<void>;
  /** Show the list again: called `COMMENT_RESHOW_MS` (300 ms) after a comment or reply was saved. */
  onRefresh?: () => void;
  /**
   * Said under a box whose send was refused (the text stays in the box), e.g. that sending needs a
   * connection. Failures are only logged when left out.
   */
  refusedMessage?: string;
}

// The delete confirmation (Radix's dialog) loads with the first press on a delete button: a thread
// that is only read never carries its code.
const ConfirmDialog = lazy(() => import('../ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

type PendingDelete =
  | { kind: 'comment'; id: CommentId }
  | { kind: 'reply'; commentId: CommentId; id: CommentId };

/** Words a screen reader hears after a short visible label ('ลบ' → 'ลบ ความคิดเห็นของฉัน'). */
function Spoken({ children }: { children: string }) {
  return (
    <Text as="span" visuallyHidden>
      {` ${children}`}
    </Text>
  );
}

function AuthorName({ author }: { author: CommentThreadAuthor }) {
  return (
    <CommentAuthorName>
      {author.href ? (
        <Link href={author.href} tone="inherit">
          {author.name}
        </Link>
      ) : (
        author.name
      )}
    </CommentAuthorName>
  );
}

/**
 * A post's comments (product §4): each with avatar, name, Thai relative time and text, its replies
 * and a reply box; delete for the member's own comments and replies, after a confirmation;
 * 'load more' while the app says `hasMore`. The thread calls `onRefresh` 300 ms after a comment or
 * reply is saved (`COMMENT_RESHOW_MS` — the one place that delay lives).
 */
export const CommentThread = forwardRef<HTMLElement, CommentThreadProps>(function CommentThread(
  {
    comments,
    hasMore = false,
    loadingMore = false,
    onLoadMore,
    canWrite = true,
    onComment,
    onReply,
    onDeleteComment,
    onDeleteReply,
    onRefresh,
    refusedMessage,
    ...rest
  },
  ref,
) {
  const [replyOpen, setReplyOpen] = useState<ReadonlySet<CommentId>>(() => new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirmAsked, setConfirmAsked] = useState(false);
  if (pending && !confirmAsked) setConfirmAsked(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The refresh runs 300 ms after the send resolved: call the app's latest callback, not the one
  // of the render that started the send.
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => () => clearTimeout(timer.current), []);

  const reshow = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => refresh.current?.(), COMMENT_RESHOW_MS);
  };
  const toggleReply = (id: CommentId) =>
    setReplyOpen((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      if (pending.kind === 'comment') await onDeleteComment(pending.id);
      else await onDeleteReply(pending.commentId, pending.id);
    } catch {
      // Logged by the app (product §9); the item stays in the list.
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <CommentThreadRoot
      ref={ref}
      aria-label={th.comments.region}
      data-component="CommentThread"
      data-state={canWrite ? 'enabled' : 'readonly'}
      {...rest}
    >
      {canWrite ? (
        <CommentForm
          part="Composer"
          label={th.comments.write}
          onSend={onComment}
          onSent={reshow}
          refusedMessage={refusedMessage}
        />
      ) : null}
      {comments.length === 0 ? (
        <CommentEmpty data-part="Empty">{th.comments.empty}</CommentEmpty>
      ) : (
        <CommentList data-part="List">
          {comments.map((comment) => (
            <CommentItem key={comment.id} data-part="Comment" data-owner={comment.own ? 'own' : 'other'}>
              <Avatar name={comment.author.name} src={comment.author.avatar} size="sm" decorative />
              <CommentBody>
                <CommentBubble>
                  <AuthorName author={comment.author} />
                  <CommentText data-part="Text">{comment.text}</CommentText>
                </CommentBubble>
                <CommentActions>
                  <CommentTime dateTime={comment.dateTime}>{comment.time}</CommentTime>
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={replyOpen.has(comment.id)}
                      data-part="Reply"
                      onClick={() => toggleReply(comment.id)}
                    >
                      {th.comments.reply}
                      <Spoken>{th.comments.replyTo(comment.author.name)}</Spoken>
                    </Button>
                  ) : null}
                  {comment.own ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      data-part="Delete"
                      onClick={() => setPending({ kind: 'comment', id: comment.id })}
                    >
                      {th.comments.delete}
                      <Spoken>{th.comments.deleteComment}</Spoken>
                    </Button>
                  ) : null}
                </CommentActions>
                {comment.replies?.length ? (
                  <ReplyList data-part="Replies" aria-label={th.comments.replies(comment.author.name)}>
                    {comment.replies.map((reply) => (
                      <CommentItem
                        key={reply.id}
                        data-part="ReplyItem"
                        data-owner={reply.own ? 'own' : 'other'}
                      >
                        <Avatar name={reply.author.name} src={reply.author.avatar} size="xs" decorative />
                        <CommentBody>
                          <CommentBubble>
                            <AuthorName author={reply.author} />
                            <CommentText data-part="Text">{reply.text}</CommentText>
                          </CommentBubble>
                          <CommentActions>
                            <CommentTime dateTime={reply.dateTime}>{reply.time}</CommentTime>
                            {reply.own ? (
                              <Button
                                variant="ghost"
                                size="sm"
                                data-part="Delete"
                                onClick={() =>
                                  setPending({ kind: 'reply', commentId: comment.id, id: reply.id })
                                }
                              >
                                {th.comments.delete}
                                <Spoken>{th.comments.deleteReply}</Spoken>
                              </Button>
                            ) : null}
                          </CommentActions>
                        </CommentBody>
                      </CommentItem>
                    ))}
                  </ReplyList>
                ) : null}
                {canWrite && replyOpen.has(comment.id) ? (
                  <CommentForm
                    part="ReplyForm"
                    label={th.comments.writeReply}
                    focusOnMount
                    onSend={(text) => onReply(comment.id, text)}
                    onSent={reshow}
                    refusedMessage={refusedMessage}
                  />
                ) : null}
              </CommentBody>
            </CommentItem>
          ))}
        </CommentList>
      )}
      {hasMore ? (
        <CommentMore>
          <Button
            variant="secondary"
            size="sm"
            loading={loadingMore}
            data-part="LoadMore"
            onClick={() => {
              if (!loadingMore) onLoadMore?.();
            }}
          >
            {th.comments.loadMore}
          </Button>
        </CommentMore>
      ) : null}
      {confirmAsked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => {
              if (!open && !deleting) setPending(null);
            }}
            title={
              pending?.kind === 'reply' ? th.comments.confirmDeleteReply : th.comments.confirmDeleteComment
            }
            message={th.comments.confirmDeleteMessage}
            confirmLabel={th.comments.delete}
            tone="danger"
            busy={deleting}
            onConfirm={confirmDelete}
          />
        </Suspense>
      ) : null}
    </CommentThreadRoot>
  );
});
