import {
  embedProvider,
  facebookLinkKind,
  type PostType,
  playerUrl,
  videoThumbnailUrl,
} from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, memo, useState } from 'react';
import * as th from '../../i18n/th';
import { FacebookMark, PlayIcon, TikTokMark, WarningIcon, XTwitterMark, YouTubeMark } from '../../icons';
import {
  type FetchPriority,
  type ImageLoading,
  type ImageSource,
  imageAttributes,
  pictureFallback,
  videoPictureSize,
} from '../../internal/picture';
import { Link } from '../Link';
import { EmbedBrand, EmbedFacade, EmbedFailed, EmbedPlayMark, EmbedRoot, EmbedTitle } from './Embed.styles';

export const embedStates = ['idle', 'playing', 'failed'] as const;
export type EmbedState = (typeof embedStates)[number];

export interface EmbedProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'title'> {
  /** The post type: videoYoutube, videoTikTok, videoFacebook, linkFacebook or linkTwitter. */
  type: PostType;
  /** The post's link; the player address is built from it (domain `playerUrl`). */
  url: string;
  /** What plays: the facade's caption and the play button's name (already cut by the app). */
  title: string;
  /**
   * The facade's picture: an address, or one with its other sizes (`srcSet`, `sizes`) and pixel size.
   * YouTube: omit it and the video-thumbnail URL is used; TikTok: the poster the app has; `null` for
   * none. Facebook and X never get one (no request before a tap).
   */
  thumbnail?: string | ImageSource | null;
  /** The player could not load (the app knows: a timeout, a message from the frame): show the failure. */
  failed?: boolean;
  /** Called when the member taps play, as the player frame is put in. */
  onPlay?: () => void;
  /** The thumbnail's loading: `lazy` (default) in a feed, `eager` for the first card of a page. */
  loading?: ImageLoading;
  /** The thumbnail's fetch priority: `high` when it is the screen's largest picture above the fold. */
  fetchPriority?: FetchPriority;
}

const brands = {
  youtube: YouTubeMark,
  tiktok: TikTokMark,
  facebook: FacebookMark,
  twitter: XTwitterMark,
} as const;

/**
 * A third-party player behind a light facade: a thumbnail (YouTube, TikTok only), the network's mark,
 * a play mark and the title. The real player frame — and with it every request to the network — is
 * put in only after a tap (ADR 026). A player that fails shows 'This tweet could not be loaded'.
 */
export const Embed = memo(
  forwardRef<HTMLDivElement, EmbedProps>(function Embed(
    { type, url, title, thumbnail, failed = false, onPlay, loading = 'lazy', fetchPriority, ...rest },
    ref,
  ) {
    const [playing, setPlaying] = useState(false);
    const [frameFailed, setFrameFailed] = useState(false);
    const provider = embedProvider(type) ?? 'youtube';
    const src = playerUrl(type, url);
    const state: EmbedState = failed || frameFailed || !src ? 'failed' : playing ? 'playing' : 'idle';
    // Given none, a YouTube facade shows the link's own thumbnail (domain's rule; none for TikTok).
    const picture =
      provider === 'youtube' || provider === 'tiktok'
        ? thumbnail === undefined
          ? videoThumbnailUrl(type, url)
          : thumbnail
        : null;
    const Brand = brands[provider];

    return (
      <EmbedRoot
        ref={ref}
        data-component="Embed"
        data-provider={provider}
        data-variant={provider === 'facebook' && facebookLinkKind(url) === 'post' ? 'post' : 'video'}
        data-state={state}
        {...rest}
      >
        {state === 'failed' ? (
          <EmbedFailed data-part="Failed" role="status">
            <WarningIcon size="lg" />
            <p>{th.embed.failed}</p>
            <Link href={url} external>
              {th.embed.openOriginal}
            </Link>
          </EmbedFailed>
        ) : state === 'playing' && src ? (
          <iframe
            src={src}
            title={th.embed.player(title)}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-part="Player"
            onError={() => setFrameFailed(true)}
          />
        ) : (
          <EmbedFacade
            type="button"
            data-part="Facade"
            aria-label={th.embed.play(title)}
            onClick={() => {
              setPlaying(true);
              onPlay?.();
            }}
          >
            {picture ? (
              <img
                {...imageAttributes(
                  picture,
                  videoPictureSize(provider === 'tiktok' ? 'portrait' : 'landscape'),
                )}
                alt=""
                loading={loading}
                fetchPriority={fetchPriority}
                decoding="async"
                data-part="Thumbnail"
                {...pictureFallback}
              />
            ) : null}
            <EmbedBrand data-part="Brand">
              <Brand size="lg" />
            </EmbedBrand>
            <EmbedPlayMark data-part="PlayMark">
              <PlayIcon size="lg" />
            </EmbedPlayMark>
            <EmbedTitle data-part="Title">{title}</EmbedTitle>
          </EmbedFacade>
        )}
      </EmbedRoot>
    );
  }),
);
