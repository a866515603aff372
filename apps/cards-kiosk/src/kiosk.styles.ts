import { mq, vars } from '@lightbearers/ui';
import styled, { createGlobalStyle } from 'styled-components';

/**
 * Kiosk behaviour for touch screens: no pull-to-refresh or bounce, no double-tap zoom, no text
 * selection on chrome. Print: only the print sheet, on exactly one page (its @page size is set by
 * the sheet itself, from the template).
 */
export const KioskStyle = createGlobalStyle`
  html, body { overscroll-behavior: none; }
  body { touch-action: manipulation; }
  [data-print-sheet] { display: none; }

  @media print {
    html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
    body > :not([data-print-sheet]) { display: none !important; }
    [data-print-sheet] { display: block !important; }
  }
`;

export const ShellRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

export const ShellHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]} ${vars.space[7]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  user-select: none;
  @media ${mq.phoneOnly} { padding: ${vars.space[3]} ${vars.space[5]}; }
`;

export const ShellBrand = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[4]};
  min-width: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.accent};

  & small {
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color['fg-muted']};
  }
  @media ${mq.phoneOnly} {
    font-size: ${vars.fontSize.lg};
    & small { display: none; }
  }
`;

export const ShellNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[4]};
  @media ${mq.phoneOnly} { gap: ${vars.space[3]}; }
`;

export const ShellMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${vars.space[7]};
  @media ${mq.phoneOnly} { padding: ${vars.space[5]}; }
`;

/** An in-app link styled as a large secondary button (home, back): kiosk-sized touch target. */
export const NavButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 52px;
  padding: ${vars.space[3]} ${vars.space[7]};
  border: 1px solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: none;
  touch-action: manipulation;
  white-space: nowrap;
  &:hover { background: ${vars.color['surface-sunken']}; }
  @media ${mq.phoneOnly} { min-height: 44px; padding: ${vars.space[2]} ${vars.space[5]}; font-size: ${vars.fontSize.md}; }
`;
