import { initialsOf } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useState } from 'react';
import { UserIcon } from '../../icons';
import type { FetchPriority, ImageLoading } from '../../internal/picture';
import { AvatarBadge, AvatarFrame, AvatarInitials, AvatarRoot } from './Avatar.styles';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Each size's diameter in pixels (the picture's reserved size; the tokens `avatar-*`). */
const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96, '2xl': 120 };

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The member's display name: the accessible name, and the source of the fallback initials. */
  name: string;
  /** Picture URL; when missing or failing to load, initials show, then a default glyph. */
  src?: string | null;
  /** Diameter: xs 24, sm 32, md 40, lg 64, xl 96, 2xl 120 px (the crop preview). */
  size?: AvatarSize;
  /** Hidden from assistive tech: set it when the name is shown next to the avatar. */
  decorative?: boolean;
  /** Bottom-right marker (e.g. the creator marker): a decorative icon; say its meaning in `badgeLabel`. */
  badge?: ReactNode;
  /** What the badge means, added to the accessible name ('ผู้สร้างสรรค์'). */
  badgeLabel?: string;
  /** The picture's loading (the browser's default, eager, when omitted): `lazy` below the fold. */
  loading?: ImageLoading;
  /**
   * The picture's fetch priority: `high` when it is the screen's main picture (a profile's); `low`
   * by default — a member's small picture never competes with the page's fonts and largest picture,
   * and a page rendered on the server does not preload it (React preloads every other eager image).
   */
  fetchPriority?: FetchPriority;
}

/**
 * A member's round picture. Falls back to the name's initials when there is no picture or it
 * fails to load, and to a default glyph when the name has no letters.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', decorative = false, badge, badgeLabel, loading, fetchPriority = 'low', ...rest },
  ref,
) {
  // Remember which URL failed rather than a flag, so a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = initialsOf(name);
  const state = showImage ? 'image' : initials ? 'initials' : 'glyph';
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': badgeLabel ? `${name} (${badgeLabel})` : name };

  return (
    <AvatarRoot ref={ref} data-component="Avatar" data-size={size} data-state={state} {...a11y} {...rest}>
      <AvatarFrame data-part="Frame">
        {showImage ? (
          <img
            src={src ?? undefined}
            alt=""
            width={PIXELS[size]}
            height={PIXELS[size]}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
            onError={() => setFailedSrc(src ?? null)}
          />
        ) : initials ? (
          <AvatarInitials data-part="Initials">{initials}</AvatarInitials>
        ) : (
          <UserIcon />
        )}
      </AvatarFrame>
      {badge ? (
        <AvatarBadge data-part="Badge" aria-hidden="true">
          {badge}
        </AvatarBadge>
      ) : null}
    </AvatarRoot>
  );
});
