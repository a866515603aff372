/**
 * The chrome around the layouts (spec §2 "Header", "Sidebar", mobile bottom bar), composed from
 * ui's AppHeader, NotificationBell, SideNav, BottomNav and Footer. `full` gives a signed-in member
 * the header, the side menu (a fixed panel on desktop, a drawer below) and the phone bottom bar, and
 * a visitor the header with its login button; `header` is the header alone (members keep their
 * header controls); `none` no chrome. `footer` adds the site footer.
 */
import { buddhistYear, thaiRelativeTime, userPath } from '@lightbearers/domain';
import { AppHeader, BottomNav, Footer, mq, NotificationBell, SideNav, vars } from '@lightbearers/ui';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '../api';
import { copy } from '../copy';
import { useBell } from './bell';
import { useCategories } from './categories';
import { useMemberSummary } from './member';
import { useChrome } from './useChrome';

export type ChromeMode = 'full' | 'header' | 'none';

const MENU_ID = 'site-side-menu';

/** Desktop: side panel | page column. Phones: the page column, with room for the bottom bar. */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100dvh;
  &[data-side='on'] {
    padding-bottom: calc(64px + env(safe-area-inset-bottom));
    @media ${mq.desktop} {
      grid-template-columns: auto minmax(0, 1fr);
      padding-bottom: 0;
    }
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  min-height: 50dvh;
  background: ${vars.color.canvas};
`;

function Header({ members }: { members: boolean }) {
  const { session, onLogin, onLogout, myPage } = useChrome();
  const navigate = useNavigate();
  const bell = useBell(api, Boolean(session) && members);
  const member = members ? session : null;
  return (
    <AppHeader
      data-testid="site-header"
      homeHref={member ? '/all/other' : '/'}
      onLogin={onLogin}
      {...(member
        ? {
            member: { name: member.name, avatarSrc: member.picture, profileHref: myPage },
            onLogout,
            // Post creation arrives with the posts issue: creators go to their page, others apply first.
            onCreatePost: () => navigate(member.type === 'creator' ? myPage : '/creator-sub'),
            basketCount: 0,
            bell: (
              <NotificationBell
                items={bell.items.map((n) => ({
                  id: n.id,
                  html: n.msg,
                  time: thaiRelativeTime(n.createdAt),
                  unread: !n.read,
                }))}
                unreadCount={bell.items.filter((n) => !n.read).length}
                onOpen={(id) => {
                  void bell.open(Number(id));
                  navigate('/noti');
                }}
              />
            ),
          }
        : {})}
    />
  );
}

function MemberFrame({ footer, children }: { footer: boolean; children: ReactNode }) {
  const { session, onLogout, night, setNight, onLogin, myPage } = useChrome();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const cats = useCategories(api, Boolean(session));
  const summary = useMemberSummary(api, session?.userID ?? null);
  const bell = useBell(api, Boolean(session));
  if (!session) return null;
  const currentPath = `${pathname}${search}`;
  return (
    <Frame data-side="on">
      <SideNav
        id={MENU_ID}
        member={{
          name: session.name,
          avatarSrc: session.picture,
          badges: summary.badges.flatMap((b) => (b.photo ? [{ id: b.id, name: b.name, src: b.photo }] : [])),
        }}
        clicks={summary.clicks}
        shares={summary.shares}
        posts={summary.posts}
        categories={cats.map((c) => ({ id: c.id, name: c.name }))}
        currentPath={currentPath}
        manualHref={copy.nav.manualUrl}
        night={night}
        onNightChange={setNight}
        onLogout={onLogout}
        open={drawer}
        onOpenChange={setDrawer}
      />
      <Column>
        <AppHeader
          data-testid="site-header"
          homeHref="/all/other"
          member={{ name: session.name, avatarSrc: session.picture, profileHref: myPage }}
          menuOpen={drawer}
          menuId={MENU_ID}
          onMenuToggle={() => setDrawer(!drawer)}
          onLogout={onLogout}
          onLogin={onLogin}
          onCreatePost={() => navigate(session.type === 'creator' ? myPage : '/creator-sub')}
          basketCount={0}
          bell={
            <NotificationBell
              items={bell.items.map((n) => ({
                id: n.id,
                html: n.msg,
                time: thaiRelativeTime(n.createdAt),
                unread: !n.read,
              }))}
              unreadCount={bell.items.filter((n) => !n.read).length}
              onOpen={(id) => {
                void bell.open(Number(id));
                navigate('/noti');
              }}
            />
          }
        />
        <Main id="main">{children}</Main>
        {footer ? <Footer year={buddhistYear(new Date())} /> : null}
      </Column>
      <BottomNav
        profileHref={userPath(session.userID, true)}
        currentPath={currentPath}
        onMenuOpen={() => setDrawer(true)}
        menuOpen={drawer}
        menuId={MENU_ID}
      />
    </Frame>
  );
}

export interface SiteChromeProps {
  /** The spec's layout name, on the wrapper as `data-layout`. */
  layout: string;
  mode: ChromeMode;
  footer: boolean;
  children: ReactNode;
}

export function SiteChrome({ layout, mode, footer, children }: SiteChromeProps) {
  const { session } = useChrome();
  if (mode === 'full' && session) {
    return (
      <div data-layout={layout}>
        <MemberFrame footer={footer}>{children}</MemberFrame>
      </div>
    );
  }
  return (
    <div data-layout={layout}>
      <Frame>
        <Column>
          {mode === 'none' ? null : <Header members={mode === 'header'} />}
          <Main id="main">{children}</Main>
          {footer ? <Footer year={buddhistYear(new Date())} /> : null}
        </Column>
      </Frame>
    </div>
  );
}
