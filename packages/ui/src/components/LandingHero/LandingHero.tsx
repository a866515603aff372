import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as th from '../../i18n/th';
import { LoginIcon } from '../../icons';
import { Actions, SectionInner, SectionRoot } from '../../internal/landing.styles';
import { Button } from '../Button';
import { Link } from '../Link';
import { ActionLink, HeroMedia, HeroText, HeroTitle } from './LandingHero.styles';
import { useDeferredSource } from './useDeferredSource';

export interface LandingHeroProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The register/login button was tapped: the app opens the login modal. */
  onLogin: () => void;
  /** The background picture, shown at once (the first screen's largest image): a small WebP/AVIF. */
  poster: string;
  /** The background video; attached only after the page has loaded, is visible and idle. */
  videoSrc?: string;
  /** The external metaverse hall; the link shows only when given (opens a new tab). */
  metaverseHref?: string;
  /** Where "explore" goes (the app's address; ui knows no site address). */
  exploreHref: string;
  /** The page's `h1`. */
  title?: string;
  /** The sentence under the title. */
  text?: ReactNode;
  /** The register/login button's label. */
  loginLabel?: string;
  /** The explore link's label. */
  exploreLabel?: string;
  /** The metaverse link's label. */
  metaverseLabel?: string;
}

/**
 * The landing page's first screen (product §2 "/"): title, sentence, register/login button, explore
 * link (`exploreHref`) and the external metaverse hall, over a background video that never blocks the
 * first screen — the poster is an `<img>` from the first paint, the video's source comes later.
 */
export const LandingHero = forwardRef<HTMLElement, LandingHeroProps>(function LandingHero(
  {
    onLogin,
    poster,
    videoSrc,
    metaverseHref,
    exploreHref,
    title = th.landing.heroTitle,
    text = th.landing.heroText,
    loginLabel = th.landing.login,
    exploreLabel = th.landing.explore,
    metaverseLabel = th.landing.metaverse,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const video = useDeferredSource(videoSrc);
  return (
    <SectionRoot
      ref={ref}
      aria-labelledby={titleId}
      data-component="LandingHero"
      data-media={video ? 'video' : 'poster'}
      {...rest}
    >
      <HeroMedia data-part="Media" aria-hidden="true">
        {/* The poster's own 16:9 (it covers the frame, whatever its size). */}
        <img src={poster} alt="" width={1600} height={900} fetchPriority="high" />
        {video ? <video src={video} poster={poster} autoPlay muted loop playsInline preload="auto" /> : null}
      </HeroMedia>
      <SectionInner>
        <HeroTitle id={titleId} data-part="Title">
          {title}
        </HeroTitle>
        {text ? <HeroText data-part="Text">{text}</HeroText> : null}
        <Actions data-part="Actions">
          <Button size="lg" leadingIcon={<LoginIcon />} onClick={() => onLogin()}>
            {loginLabel}
          </Button>
          <ActionLink href={exploreHref} data-variant="secondary">
            {exploreLabel}
          </ActionLink>
          {metaverseHref ? (
            <Link href={metaverseHref} external variant="standalone">
              {metaverseLabel}
            </Link>
          ) : null}
        </Actions>
      </SectionInner>
    </SectionRoot>
  );
});
