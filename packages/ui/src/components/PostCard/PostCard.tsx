import { cornerLinkTarget, ELLIPSIS, type PostType, splitDescription } from '@lightbearers/domain';
import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  forwardRef,
  memo,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { ExternalIcon, PinIcon, PostTypeIcon } from '../../icons';
import { LinkifiedText } from '../../internal/LinkifiedText';
import { gradientBackground, textPostGradients, textPostInk } from '../../tokens';
import { Avatar } from '../Avatar';
import { Link } from '../Link';
import { Text } from '../Text';
import {
  PostCardCategory,
  PostCardDescription,
  PostCardHeader,
  PostCardMarks,
  PostCardMeta,
  PostCardPinned,
  PostCardReadMore,
  PostCardRoot,
  PostCardSlot,
  PostCardSubline,
  PostCardText,
} from './PostCard.styles';

export interface PostCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The post type: its icon, where the corner icon leads, and the gradient layout of text posts. */
  type: PostType;
  /** The post page (`/p/{id}`, `/post/{id}` signed out): the date links here, as does the corner icon of photo and text posts. */
  href: string;
  /** The post's short link (video and link posts' corner icon opens it in a new tab). */
  shortLink: string;
  /** The author's display name. */
  authorName: string;
  /** The author's page (`/u{uid}`, `/user{uid}` signed out): the app builds it. */
  authorHref: string;
  /** The author's picture; initials when missing. */
  authorPicture?: string | null;
  /** The date as shown, formatted by domain (`formatThaiDate`): '4 มี.ค. 2569'. */
  dateLabel: string;
  /** The same moment as an ISO string, for `<time dateTime>`. */
  dateTime: string;
  /** The category's name; no tag when missing. */
  categoryName?: string | null;
  /** The category feed (`/all/cat/{id}`). */
  categoryHref?: string | null;
  /** The whole description (plain text); cut at 400 characters with read-more (domain `splitDescription`). */
  description: string;
  /** Text posts' background stops (#RRGGBB); default the first built-in gradient. Pass a stable array (`textPostGradients[i].colors`). */
  gradient?: readonly string[];
  /** A pinned post shows the pin marker. */
  pinned?: boolean;
  /** Controlled: whether the whole description shows. */
  expanded?: boolean;
  /** Uncontrolled: whether the whole description shows at first. */
  defaultExpanded?: boolean;
  /** Called with the new value when read-more (or read-less) is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** The parts: `PostCard.Menu`, `PostCard.Media` (PhotoGrid, Embed), `PostCard.Footer` (LikeBar). */
  children?: ReactNode;
}

const PostCardBase = forwardRef<HTMLElement, PostCardProps>(function PostCard(
  {
    type,
    href,
    shortLink,
    authorName,
    authorHref,
    authorPicture,
    dateLabel,
    dateTime,
    categoryName,
    categoryHref,
    description,
    gradient = defaultGradient,
    pinned = false,
    expanded,
    defaultExpanded = false,
    onExpandedChange,
    children,
    ...rest
  },
  ref,
) {
  const authorId = useId();
  const descriptionId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const { head, rest: tail, hasMore } = useMemo(() => splitDescription(description), [description]);
  const layout = type === 'postText' ? 'gradient' : 'plain';
  const corner = cornerLinkTarget(type);
  const style = useMemo(
    () =>
      layout === 'gradient'
        ? ({ '--post-gradient': gradientBackground(gradient), '--post-ink': textPostInk } as CSSProperties)
        : undefined,
    [layout, gradient],
  );

  const toggle = () => {
    const next = !isExpanded;
    if (expanded === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  return (
    <PostCardRoot
      ref={ref}
      aria-labelledby={authorId}
      data-component="PostCard"
      data-post-type={type}
      data-layout={layout}
      data-state={pinned ? 'pinned' : 'unpinned'}
      {...rest}
    >
      <PostCardHeader data-part="Header">
        <Avatar src={authorPicture} name={authorName} size="md" decorative />
        <PostCardMeta>
          <Link id={authorId} href={authorHref} tone="inherit" data-part="Author">
            {authorName}
          </Link>
          <PostCardSubline>
            <Link href={href} tone="inherit" data-part="Date">
              <time dateTime={dateTime}>{dateLabel}</time>
            </Link>
            {categoryName && categoryHref ? (
              <PostCardCategory data-part="Category">
                <Text as="span" visuallyHidden>
                  {`${th.post.category} `}
                </Text>
                <Link href={categoryHref}>{categoryName}</Link>
              </PostCardCategory>
            ) : null}
            {pinned ? (
              <PostCardPinned data-part="Pinned">
                <PinIcon size="sm" />
                {th.post.pinned}
              </PostCardPinned>
            ) : null}
          </PostCardSubline>
        </PostCardMeta>
        <PostCardMarks>
          <PostTypeIcon type={type} size="md" />
          {corner === 'shortLink' ? (
            <a
              href={shortLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${th.post.openShortLink} ${th.link.newTab}`}
              data-part="Corner"
              data-destination="external"
            >
              <ExternalIcon size="md" />
            </a>
          ) : (
            <Link href={href} tone="inherit" aria-label={th.post.openPost} data-part="Corner">
              <ExternalIcon size="md" />
            </Link>
          )}
        </PostCardMarks>
      </PostCardHeader>
      {description ? (
        <PostCardDescription id={descriptionId} data-part="Description" data-layout={layout} style={style}>
          <PostCardText>
            <LinkifiedText text={head} />
            {hasMore ? isExpanded ? <LinkifiedText text={tail} /> : ELLIPSIS : null}
            {hasMore ? (
              <PostCardReadMore
                type="button"
                aria-expanded={isExpanded}
                aria-controls={descriptionId}
                data-part="ReadMore"
                data-state={isExpanded ? 'open' : 'closed'}
                onClick={toggle}
              >
                {isExpanded ? th.post.readLess : th.post.readMore}
              </PostCardReadMore>
            ) : null}
          </PostCardText>
        </PostCardDescription>
      ) : null}
      {children}
    </PostCardRoot>
  );
});

const defaultGradient = (textPostGradients[0] as { colors: readonly string[] }).colors;

export interface PostCardSlotProps extends ComponentPropsWithoutRef<'div'> {
  children?: ReactNode;
}

/** The header's end: the post's menu (`PostMenu`). */
const PostCardMenu = forwardRef<HTMLDivElement, PostCardSlotProps>(function PostCardMenu(props, ref) {
  return <PostCardSlot ref={ref} data-part="Menu" {...props} />;
});

/** Under the description: the photo grid or the player facade (`PhotoGrid`, `Embed`). */
const PostCardMedia = forwardRef<HTMLDivElement, PostCardSlotProps>(function PostCardMedia(props, ref) {
  return <PostCardSlot ref={ref} data-part="Media" {...props} />;
});

/** The card's last row: the like bar (`LikeBar`). */
const PostCardFooter = forwardRef<HTMLDivElement, PostCardSlotProps>(function PostCardFooter(props, ref) {
  return <PostCardSlot ref={ref} data-part="Footer" {...props} />;
});

/**
 * One post in a feed: author, date and category links, the type icon and corner link, the
 * description cut at 400 characters with read-more (links clickable, new tab), text posts on a
 * gradient, then the `Media` and `Footer` parts the app fills. Memoised: its props are plain values,
 * so a feed that memoises its per-post element re-renders only the card whose values changed.
 */
export const PostCard = Object.assign(memo(PostCardBase), {
  Menu: PostCardMenu,
  Media: PostCardMedia,
  Footer: PostCardFooter,
});
