/**
 * The signed-in member's chrome (product §2 "Header", "Sidebar", mobile bottom bar): AppHeader with
 * the NotificationBell (polled every 30 s while visible), SideNav (a fixed panel on desktop, a
 * drawer below) and the phone BottomNav. Loaded only when someone is signed in, with the api client
 * it needs — and with the header's avatar menu (its Radix dropdown), which the visitor's header
 * never loads (ADR 024).
 */
import { CREATOR_APPLY_PATH, thaiRelativeTime } from '@lightbearers/domain';
import { AppHeader, AppHeaderAccountMenu, BottomNav, NotificationBell, SideNav } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api';
import { createPostAction, createPostDialogAtom } from '../createPost/state';
import { useHydrated } from '../router/hydrated';
import { basketCountAtom } from '../screens/shop/basket';
import { useSiteSettings } from '../settings';
import { useBell } from './bell';
import { useChromeData } from './data';
import { Column, Frame, LayoutRoot, Main, SiteFooter } from './Frame';
import {
  accountMenuLinks,
  bottomNavLinks,
  headerLinks,
  notificationsHref,
  sideNavCategories,
  sideNavLinks,
} from './navigation';
import { type SideMenuState, useSideMenu } from './sidePanel';
import { useChrome } from './useChrome';

const MENU_ID = 'site-side-menu';

// The composer and the pending-application notice load on the first press of create-post.
const CreatePostDialogs = lazy(() => import('../createPost/CreatePostDialogs'));

function Bell() {
  const navigate = useNavigate();
  const bell = useBell(api);
  const { now } = useChromeData();
  return (
    <NotificationBell
      allHref={notificationsHref}
      items={bell.items.map((n) => ({
        id: n.id,
        html: n.msg,
        time: thaiRelativeTime(n.createdAt, now),
        unread: !n.read,
      }))}
      unreadCount={bell.unread}
      onOpen={(id) => {
        void bell.open(Number(id));
        navigate(notificationsHref);
      }}
    />
  );
}

function Header({ menu }: { menu?: SideMenuState }) {
  const { session, onLogin, onLogout, myPage } = useChrome();
  const navigate = useNavigate();
  const setCreatePost = useSetAtom(createPostDialogAtom);
  const [dialogs, setDialogs] = useState(false);
  // The basket is kept in this browser: its count shows once the page runs (ADR 037).
  const basketCount = useAtomValue(basketCountAtom);
  const hydrated = useHydrated();
  if (!session) return null;
  const member = { name: session.name, avatarSrc: session.picture, profileHref: myPage };
  const onCreatePost = () => {
    setDialogs(true);
    void createPostAction(api, session).then((action) =>
      action.kind === 'apply' ? navigate(CREATOR_APPLY_PATH) : setCreatePost(action),
    );
  };
  return (
    <>
      <AppHeader
        data-testid="site-header"
        links={headerLinks(true)}
        // The docked side panel has the logo at its top: the header's goes while the panel shows.
        logo={menu && !menu.panelHidden ? 'below-desktop' : 'always'}
        member={member}
        {...(menu ? { menuOpen: menu.menuOpen, menuId: MENU_ID, onMenuToggle: menu.toggle } : {})}
        onLogin={onLogin}
        // Creators compose; a pending creator application is shown; others apply first (product §4).
        onCreatePost={onCreatePost}
        basketCount={hydrated ? basketCount : 0}
        bell={<Bell />}
        accountMenu={<AppHeaderAccountMenu member={member} links={accountMenuLinks} onLogout={onLogout} />}
      />
      {dialogs ? (
        <Suspense fallback={null}>
          <CreatePostDialogs />
        </Suspense>
      ) : null}
    </>
  );
}

/** `full` chrome: side menu, header with bell, bottom bar. */
export function MemberFrame({
  layout,
  footer,
  children,
}: {
  layout: string;
  footer: boolean;
  children: ReactNode;
}) {
  const { session, onLogout, night, setNight } = useChrome();
  const { pathname, search } = useLocation();
  const menu = useSideMenu();
  const { categories: cats, summary } = useChromeData();
  const { manualUrl } = useSiteSettings();
  if (!session) return null;
  const currentPath = `${pathname}${search}`;
  return (
    <LayoutRoot layout={layout}>
      <Frame data-side="on">
        <SideNav
          id={MENU_ID}
          member={{
            name: session.name,
            avatarSrc: session.picture,
            badges: summary.badges.flatMap((b) =>
              b.photo ? [{ id: b.id, name: b.name, src: b.photo }] : [],
            ),
          }}
          clicks={summary.clicks}
          shares={summary.shares}
          posts={summary.posts}
          links={sideNavLinks}
          categories={sideNavCategories(cats)}
          currentPath={currentPath}
          manualHref={manualUrl ?? undefined}
          night={night}
          onNightChange={setNight}
          onLogout={onLogout}
          open={menu.drawer}
          onOpenChange={menu.setDrawer}
          hidden={menu.panelHidden}
        />
        <Column>
          <Header menu={menu} />
          <Main>{children}</Main>
          {footer ? <SiteFooter /> : null}
        </Column>
        <BottomNav
          links={bottomNavLinks(session.userID)}
          currentPath={currentPath}
          onMenuOpen={() => menu.setDrawer(true)}
          menuOpen={menu.drawer}
          menuId={MENU_ID}
        />
      </Frame>
    </LayoutRoot>
  );
}

/** `header` chrome for a member: the header (with bell) alone. */
export function MemberHeaderFrame({
  layout,
  footer,
  children,
}: {
  layout: string;
  footer: boolean;
  children: ReactNode;
}) {
  return (
    <LayoutRoot layout={layout}>
      <Frame>
        <Column>
          <Header />
          <Main>{children}</Main>
          {footer ? <SiteFooter /> : null}
        </Column>
      </Frame>
    </LayoutRoot>
  );
}
