import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, memo } from 'react';
import * as th from '../../i18n/th';
import { PlayIcon, ShareIcon } from '../../icons';
import { MediaCard, MediaPlay, MediaThumb, MediaTitle } from '../../internal/mediaTile.styles';
import { type ImageSource, imageAttributes, pictureFallback, videoPictureSize } from '../../internal/picture';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { MediaGridRoot, MediaGridShare, MediaGridTile } from './MediaGrid.styles';

export const mediaGridShapes = ['landscape', 'portrait'] as const;
export type MediaGridShape = (typeof mediaGridShapes)[number];

/** One video of the grid (the same shape as a `MediaCarousel` item). */
export interface MediaGridItem {
  id: number | string;
  /** The title, already cut by the app (product §9: TikTok 20, YouTube 17 characters). */
  title: string;
  /** The thumbnail: an address, or one with its other sizes and pixel size (the video's poster). */
  image: string | ImageSource;
  /** The post's page (`/p/{id}`): where the tile goes without JavaScript or without `onSelectItem`. */
  href: string;
}

export interface MediaGridProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** The videos, in order. */
  items: readonly MediaGridItem[];
  /** landscape 16:9 (YouTube) or portrait 9:16 (TikTok). */
  shape?: MediaGridShape;
  /** Opens a video in place (the player modal); without it a tile is a plain link. */
  onSelectItem?: (item: MediaGridItem, index: number) => void;
  /** Shares a video (the share dialog); no share button without it. */
  onShareItem?: (item: MediaGridItem, index: number) => void;
  /** How many first thumbnails load eagerly (the page's first screen); the rest lazily. */
  eagerCount?: number;
  /** How many first thumbnails are the screen's largest pictures: fetched at high priority. */
  priorityCount?: number;
}

/**
 * The All YouTube / All TikTok pages' grid of videos (product §2): a thumbnail with the play mark and
 * the title per tile, opening the player in place, with a share button. The app adds the category
 * dropdown and the Load More button around it.
 */
export const MediaGrid = memo(
  forwardRef<HTMLUListElement, MediaGridProps>(function MediaGrid(
    { items, shape = 'landscape', onSelectItem, onShareItem, eagerCount = 4, priorityCount = 0, ...rest },
    ref,
  ) {
    const select = (item: MediaGridItem, index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onSelectItem || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onSelectItem(item, index);
    };
    return (
      <MediaGridRoot ref={ref} data-component="MediaGrid" data-shape={shape} {...rest}>
        {items.map((item, index) => (
          <MediaGridTile key={item.id} data-part="Tile">
            <MediaCard
              as={Link}
              href={item.href}
              tone="inherit"
              onClick={select(item, index)}
              data-part="Item"
            >
              <MediaThumb>
                <img
                  {...imageAttributes(item.image, videoPictureSize(shape))}
                  alt=""
                  decoding="async"
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                  fetchPriority={index < priorityCount ? 'high' : 'low'}
                  {...pictureFallback}
                />
                <MediaPlay aria-hidden="true">
                  <PlayIcon size="sm" />
                </MediaPlay>
              </MediaThumb>
              <MediaTitle>{item.title}</MediaTitle>
            </MediaCard>
            {onShareItem ? (
              <MediaGridShare>
                <IconButton
                  label={th.mediaGrid.share(item.title)}
                  icon={<ShareIcon />}
                  size="sm"
                  variant="solid"
                  data-part="Share"
                  onClick={() => onShareItem(item, index)}
                />
              </MediaGridShare>
            ) : null}
          </MediaGridTile>
        ))}
      </MediaGridRoot>
    );
  }),
);
