/**
 * The chrome around the header layouts. A visitor gets ui's AppHeader with its login button; a
 * signed-in member gets the member chrome (`MemberChrome`, loaded only then): `full` = side menu +
 * header with bell + phone bottom bar, `header` = the header alone. Layouts without a header use
 * `PlainChrome` and never load this module.
 */
import { AppHeader } from '@lightbearers/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Column, Frame, LayoutRoot, Main, SiteFooter } from './Frame';
import { headerLinks } from './navigation';
import { useChrome } from './useChrome';

export type ChromeMode = 'full' | 'header';

const MemberFrame = lazy(() => import('./MemberChrome').then((m) => ({ default: m.MemberFrame })));
const MemberHeaderFrame = lazy(() =>
  import('./MemberChrome').then((m) => ({ default: m.MemberHeaderFrame })),
);

/** The member chrome's module once `preloadMemberChrome` has loaded it. */
let memberChrome: typeof import('./MemberChrome') | null = null;

/**
 * Loads the member chrome before a member's page hydrates (main.tsx), so the page hydrates whole:
 * without it the chrome suspends, and the page inside it stays server HTML that a tap cannot open.
 */
export async function preloadMemberChrome(): Promise<void> {
  memberChrome = await import('./MemberChrome');
}

export interface SiteChromeProps {
  /** The product's layout name, on the wrapper as `data-layout`. */
  layout: string;
  mode: ChromeMode;
  footer: boolean;
  children: ReactNode;
}

function VisitorFrame({ layout, footer, children }: Omit<SiteChromeProps, 'mode'>) {
  const { onLogin } = useChrome();
  return (
    <LayoutRoot layout={layout}>
      <Frame>
        <Column>
          <AppHeader data-testid="site-header" links={headerLinks(false)} onLogin={onLogin} />
          <Main>{children}</Main>
          {footer ? <SiteFooter /> : null}
        </Column>
      </Frame>
    </LayoutRoot>
  );
}

export function SiteChrome({ layout, mode, footer, children }: SiteChromeProps) {
  const { session } = useChrome();
  if (!session)
    return (
      <VisitorFrame layout={layout} footer={footer}>
        {children}
      </VisitorFrame>
    );
  const Member =
    mode === 'full'
      ? (memberChrome?.MemberFrame ?? MemberFrame)
      : (memberChrome?.MemberHeaderFrame ?? MemberHeaderFrame);
  return (
    <Suspense
      fallback={
        <LayoutRoot layout={layout}>
          <Frame>
            <Column>
              <Main />
            </Column>
          </Frame>
        </LayoutRoot>
      }
    >
      <Member layout={layout} footer={footer}>
        {children}
      </Member>
    </Suspense>
  );
}
