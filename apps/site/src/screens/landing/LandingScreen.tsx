import { LandingAbout, LandingCall, LandingHero, LandingMemberTypes } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { loginDialogOpenAtom } from '../../app/loginDialog';
import poster from '../../assets/hero-poster.svg';
import { copy } from '../../copy';
import { signedInAtom } from '../../session/store';

/** The hero's video (optional; the poster shows first and the video loads only after idle). */
const HERO_VIDEO = (import.meta.env.VITE_HERO_VIDEO_URL as string | undefined) || undefined;
/** The external metaverse hall (spec §2); the link shows only when configured. */
const METAVERSE = (import.meta.env.VITE_METAVERSE_URL as string | undefined) || undefined;

export function meta() {
  return { title: copy.landing.title, description: copy.landing.lead };
}

/**
 * `/`: full-page sections — hero, what it is, member types, the final login call. The login buttons
 * open the login modal (a signed-in member goes to the feed instead); explore goes to `/post/all`.
 */
export default function LandingScreen() {
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  const onLogin = () => (signedIn ? navigate('/all/other') : openLogin(true));
  return (
    <>
      <LandingHero
        onLogin={onLogin}
        poster={poster}
        exploreHref="/post/all"
        {...(HERO_VIDEO ? { videoSrc: HERO_VIDEO } : {})}
        {...(METAVERSE ? { metaverseHref: METAVERSE } : {})}
      />
      <LandingAbout />
      <LandingMemberTypes />
      <LandingCall onLogin={onLogin} />
    </>
  );
}
