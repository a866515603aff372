/**
 * The page frame every layout shares: the layout's wrapper with the skip link first, the page
 * column, `<main id="main">` and the optional footer (no chrome code).
 */
import { buddhistYearAt } from '@lightbearers/domain';
import { Footer, mq, SkipLink, vars } from '@lightbearers/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { useSiteSettings } from '../settings';
import { footerLinks } from './navigation';

/** The community's pages in the footer: the brand marks load only when the settings name a page. */
const FooterSocial = lazy(() => import('./FooterSocial'));

/**
 * Desktop: side panel | page column. Phones: the page column, with room for the bottom bar — and
 * `--fixed-bottom-inset` says how tall it is, so what sticks to the bottom of the screen (a staff
 * form's save bar) sticks above it, not under it.
 */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100dvh;
  &[data-side='on'] {
    --fixed-bottom-inset: calc(64px + env(safe-area-inset-bottom));
    padding-bottom: var(--fixed-bottom-inset);
    @media ${mq.desktop} {
      --fixed-bottom-inset: 0px;
      grid-template-columns: auto minmax(0, 1fr);
    }
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The id of every layout's `<main>`: where the skip link goes. */
export const MAIN_ID = 'main';

/**
 * The layout's main content: the skip link's target, focusable by script only (`tabindex=-1`, so
 * the next Tab after the skip link goes into the content). Focus there is a starting point, not a
 * control: no ring.
 */
export const BareMain = styled.main.attrs({ id: MAIN_ID, tabIndex: -1 })`
  &:focus { outline: none; }
`;

/** The page column's main content, filling the column. */
export const Main = styled(BareMain)`
  flex: 1;
  min-height: 50dvh;
  background: ${vars.color.canvas};
`;

/**
 * Every layout's wrapper: the product's layout name as `data-layout`, and the skip link before
 * everything else, so it is the first tab stop of every page (ADR 033).
 */
export function LayoutRoot({ layout, children }: { layout: string; children: ReactNode }) {
  return (
    <div data-layout={layout}>
      <SkipLink targetId={MAIN_ID} />
      {children}
    </div>
  );
}

/** Today, for the footer's year; page stories pin it so a baseline does not change on 1 January. */
let footerToday = () => new Date();

export function pinFooterDate(date: Date) {
  footerToday = () => date;
}

export function SiteFooter() {
  // The community's own pages on the networks come from the site's settings (unset: no icon).
  const { socialLinks } = useSiteSettings();
  const any = Object.values(socialLinks).some(Boolean);
  return (
    <Footer
      links={footerLinks}
      year={buddhistYearAt(footerToday().getTime())}
      social={
        any ? (
          <Suspense fallback={null}>
            <FooterSocial links={socialLinks} />
          </Suspense>
        ) : null
      }
    />
  );
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
    <LayoutRoot layout={layout}>
      <Frame>
        <Column>
          <Main>{children}</Main>
          {footer ? <SiteFooter /> : null}
        </Column>
      </Frame>
    </LayoutRoot>
  );
}
