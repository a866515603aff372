import { buddhistYear } from '@lightbearers/domain';
import { Button, vars } from '@lightbearers/ui';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { copy } from './copy';
import { useNightMode } from './nightMode';

const Header = styled.header`
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
  min-height: calc(100dvh - 140px);
`;

const Footer = styled.footer`
  padding: ${vars.space[7]} ${vars.space[5]};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  border-top: 1px solid ${vars.color.border};
`;

/** Header, page and footer around every route. */
export function Shell() {
  const [night, setNight] = useNightMode();
  return (
    <>
      <Header>
        <Brand to="/">{copy.brand}</Brand>
        <Button variant="ghost" size="sm" aria-pressed={night} onClick={() => setNight(!night)}>
          {night ? copy.nightModeOff : copy.nightModeOn}
        </Button>
      </Header>
      <Main>
        <Outlet />
      </Main>
      <Footer>
        © {buddhistYear(new Date())} {copy.footer}
      </Footer>
    </>
  );
}
