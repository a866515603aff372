import { type ComponentPropsWithoutRef, forwardRef, memo } from 'react';
import * as th from '../../i18n/th';
import { CommentIcon, LikeIcon, ShareIcon } from '../../icons';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { LikeBarActions, LikeBarAvatars, LikeBarLikers, LikeBarRoot } from './LikeBar.styles';

/** A member who said 'สาธุ', as the post lists them. */
export interface LikeBarLiker {
  id: number;
  name: string | null;
  picture: string | null;
}

export interface LikeBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The signed-in member is among the likers (domain `hasLiked`): the toggle shows pressed. */
  liked: boolean;
  /** How many said 'สาธุ', formatted with thousands separators (domain `formatCount`). */
  count: string;
  /** The likers, newest first; the first `maxAvatars` show as a stack. Pass a stable array. */
  likers?: readonly LikeBarLiker[];
  /** How many liker avatars show (default 3). */
  maxAvatars?: number;
  /** Signed out: false, and there is no like toggle (product §6: visitors cannot like). */
  canLike?: boolean;
  /** Called with the new value when the toggle is pressed (the app updates optimistically). */
  onLikedChange?: (liked: boolean) => void;
  /** Called when the comment button is pressed; no button without it. */
  onComment?: () => void;
  /** Called when the share button is pressed; no button without it. */
  onShare?: () => void;
}

/**
 * Under a post: the likers' avatars and count, the 'สาธุ' toggle (`aria-pressed`), comment and share.
 * Callbacks only; the app owns the like state (one atom per post) and its rollback.
 */
export const LikeBar = memo(
  forwardRef<HTMLDivElement, LikeBarProps>(function LikeBar(
    {
      liked,
      count,
      likers = noLikers,
      maxAvatars = 3,
      canLike = true,
      onLikedChange,
      onComment,
      onShare,
      ...rest
    },
    ref,
  ) {
    const shown = likers.slice(0, Math.max(0, maxAvatars));
    return (
      <LikeBarRoot
        ref={ref}
        data-component="LikeBar"
        data-state={liked ? 'on' : 'off'}
        data-layout={canLike ? 'member' : 'visitor'}
        {...rest}
      >
        <LikeBarLikers data-part="Likers">
          {shown.length ? (
            <LikeBarAvatars data-part="Avatars" aria-hidden="true">
              {shown.map((liker) => (
                <Avatar key={liker.id} src={liker.picture} name={liker.name ?? ''} size="xs" decorative />
              ))}
            </LikeBarAvatars>
          ) : null}
          <span data-part="Count">{th.likeBar.likers(count)}</span>
        </LikeBarLikers>
        <LikeBarActions data-part="Actions">
          {canLike ? (
            <Button
              variant={liked ? 'primary' : 'ghost'}
              size="md"
              leadingIcon={<LikeIcon />}
              aria-pressed={liked}
              data-part="Like"
              onClick={() => onLikedChange?.(!liked)}
            >
              {th.likeBar.like}
            </Button>
          ) : null}
          {onComment ? (
            <Button
              variant="ghost"
              size="md"
              leadingIcon={<CommentIcon />}
              data-part="Comment"
              onClick={onComment}
            >
              {th.likeBar.comment}
            </Button>
          ) : null}
          {onShare ? (
            <Button variant="ghost" size="md" leadingIcon={<ShareIcon />} data-part="Share" onClick={onShare}>
              {th.likeBar.share}
            </Button>
          ) : null}
        </LikeBarActions>
      </LikeBarRoot>
    );
  }),
);

const noLikers: readonly LikeBarLiker[] = [];
