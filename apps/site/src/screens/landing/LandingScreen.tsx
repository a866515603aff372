import { LandingAbout, LandingCall, LandingHero, LandingMemberTypes } from '@lightbearers/ui';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { loginDialogOpenAtom } from '../../app/loginDialog';
import poster from '../../assets/hero-poster.svg';
import { exploreHref } from '../../chrome/navigation';
import * as copy from '../../copy';
import type { FontFaceName } from '../../router/screen';
import { useSignedIn } from '../../session/store';
import { useSiteSettings } from '../../settings';

/** Beyond the shell's faces (`ScreenModule`). */
export const faces: readonly FontFaceName[] = ['sarabun-thai-500', 'sarabun-latin-500', 'sarabun-latin-700'];

export function meta() {
  return { title: copy.landing.title, description: copy.landing.lead };
}

/**
 * `/`: full-page sections — hero, what it is, member types, the final login call. The login buttons
 * open the login modal (a signed-in member goes to the feed instead); explore goes to `/post/all`.
 */
export default function LandingScreen() {
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  // The hero's video and the metaverse hall come from the site's settings (unset: not shown).
  const { heroVideoUrl, metaverseUrl } = useSiteSettings();
  const onLogin = () => (signedIn ? navigate('/all/other') : openLogin(true));
  return (
    <>
      <LandingHero
        onLogin={onLogin}
        poster={poster}
        exploreHref={exploreHref}
        {...(heroVideoUrl ? { videoSrc: heroVideoUrl } : {})}
        {...(metaverseUrl ? { metaverseHref: metaverseUrl } : {})}
      />
      <LandingAbout />
      <LandingMemberTypes />
      <LandingCall onLogin={onLogin} />
    </>
  );
}
