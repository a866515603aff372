/** The page frame every layout shares: the page column and the optional footer (no chrome code). */
import { buddhistYear } from '@lightbearers/domain';
import { Footer, mq, vars } from '@lightbearers/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Desktop: side panel | page column. Phones: the page column, with room for the bottom bar. */
export const Frame = styled.div`
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

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1;
  min-height: 50dvh;
  background: ${vars.color.canvas};
`;

/** Today, for the footer's year; page stories pin it so a baseline does not change on 1 January. */
let footerToday = () => new Date();

export function pinFooterDate(date: Date) {
  footerToday = () => date;
}

export function SiteFooter() {
  return <Footer year={buddhistYear(footerToday())} />;
}

/** A layout without header: the page, and the footer when asked. */
export function PlainChrome({
  layout,
  footer,
  children,
}: {
  layout: string;
  footer: boolean;
  children: ReactNode;
}) {
  return (
    <div data-layout={layout}>
      <Frame>
        <Column>
          <Main id="main">{children}</Main>
          {footer ? <SiteFooter /> : null}
        </Column>
      </Frame>
    </div>
  );
}
