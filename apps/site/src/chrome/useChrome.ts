/** What every piece of chrome needs: the session, the login dialog, logout and night mode. */
import { userPath } from '@lightbearers/domain';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { useNightMode } from '../nightMode';
import { useSession } from '../session/store';

export function useChrome() {
  const session = useSession();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const navigate = useNavigate();
  const [night, setNight] = useNightMode();
  const onLogout = useCallback(() => {
    // The sign-in module (and the api client behind it) loads only when it is needed.
    void import('../session/signIn')
      .then(({ logout }) => logout())
      .finally(() => navigate('/', { replace: true }));
  }, [navigate]);
  return {
    session,
    /** The member's own profile page. */
    myPage: session ? userPath(session.userID, true) : '/',
    onLogin: () => openLogin(true),
    onLogout,
    night,
    setNight,
  };
}
