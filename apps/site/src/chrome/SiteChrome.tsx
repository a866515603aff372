/**
 * The chrome around the layouts (spec §2 "Header", "Sidebar", mobile bottom bar): `full` gives a
 * signed-in member the header, the side menu (a drawer on phones) and the bottom bar, and a visitor
 * the header with its login button; `header` is the header alone; `none` no chrome. `footer` adds
 * the site footer.
 */
import { Avatar, Button, Menu, vars } from '@lightbearers/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { copy } from '../copy';
import { SiteFooter } from './SiteFooter';
import { useChrome } from './useChrome';

export type ChromeMode = 'full' | 'header' | 'none';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[5]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

const Brand = styled(Link)`
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.accent};
  text-decoration: none;
`;

const Main = styled.main`
  min-height: 60dvh;
`;

function Header() {
  const { session, onLogin, onLogout, myPage, night, setNight } = useChrome();
  return (
    <Bar data-testid="site-header">
      <Brand to={session ? '/all/other' : '/'}>{copy.brand}</Brand>
      {session ? (
        <Menu
          align="end"
          trigger={
            <Button variant="ghost" size="sm" aria-label={session.name}>
              <Avatar name={session.name} src={session.picture ?? undefined} size="sm" />
            </Button>
          }
        >
          <Menu.Item asChild>
            <Link to={myPage}>หน้าของฉัน</Link>
          </Menu.Item>
          <Menu.Item onSelect={() => setNight(!night)}>{night ? 'โหมดกลางวัน' : 'โหมดกลางคืน'}</Menu.Item>
          <Menu.Item tone="danger" onSelect={onLogout}>
            ออกจากระบบ
          </Menu.Item>
        </Menu>
      ) : (
        <Button size="sm" onClick={onLogin}>
          เข้าสู่ระบบ
        </Button>
      )}
    </Bar>
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
  return (
    <div data-layout={layout}>
      {mode === 'none' ? null : <Header />}
      <Main id="main">{children}</Main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
