import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useEffect } from 'react';
import * as th from '../../i18n/th';
import { CloseIcon } from '../../icons';
import { Logo } from '../../internal/Logo';
import { useModalState } from '../../internal/modalState';
import { useReturnFocus } from '../../internal/returnFocus';
import { mq } from '../../tokens';
import { IconButton } from '../IconButton';
import {
  SideNavDrawer,
  SideNavDrawerClose,
  SideNavHidden,
  SideNavList,
  SideNavOverlay,
  SideNavPanel,
} from './SideNav.styles';
import type { SideNavContentProps, SideNavProps } from './SideNav.types';
import { SideNavMemberCard } from './SideNavMemberCard';
import { SideNavMenuLinks } from './SideNavMenuLinks';
import { SideNavSettings } from './SideNavSettings';

export type {
  SideNavBadge,
  SideNavCategory,
  SideNavLinks,
  SideNavMember,
  SideNavProps,
} from './SideNav.types';

/** The names of the content props at run time: the compiler holds the list to exactly those keys. */
const contentKeys = Object.keys({
  member: true,
  clicks: true,
  shares: true,
  posts: true,
  links: true,
  categories: true,
  currentPath: true,
  manualHref: true,
  night: true,
  onNightChange: true,
  onLogout: true,
} satisfies Record<keyof SideNavContentProps, true>) as (keyof SideNavContentProps)[];

/** Splits the content props from the rest (the `nav` element's own attributes). */
function splitContent<T extends SideNavContentProps>(
  props: T,
): [SideNavContentProps, Omit<T, keyof SideNavContentProps>] {
  const rest: Record<string, unknown> = { ...props };
  const content: Record<string, unknown> = {};
  for (const key of contentKeys) {
    content[key] = props[key];
    delete rest[key];
  }
  return [content as unknown as SideNavContentProps, rest as Omit<T, keyof SideNavContentProps>];
}

/** What the panel and the drawer both show: the logo, the member card, then one list of entries. */
function SideNavContent(props: SideNavContentProps) {
  return (
    <>
      <Logo />
      <SideNavMemberCard {...props} />
      <SideNavList>
        <SideNavMenuLinks {...props} />
        <SideNavSettings {...props} />
      </SideNavList>
    </>
  );
}

/**
 * The signed-in side menu (product §2 "Sidebar"): logo, the member with badges and Clicks/Share/Posts,
 * the product's links in order (their addresses from the app's `links`) with collapsible Categories
 * and Social, the manual, night mode and Logout. A sticky full-height panel from the desktop breakpoint; below it, a drawer from the left
 * (Radix dialog: focus trapped, Escape closes) opened by the app with `open`.
 */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  { open, defaultOpen, onOpenChange, ...props },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  // Opened by the app (the header's menu toggle, the bottom bar): focus goes back to that control.
  const focusRule = useReturnFocus();
  const [contentProps, rest] = splitContent(props);
  const content = <SideNavContent {...contentProps} />;

  // The drawer belongs to narrow screens: widening to desktop while it is open closes it (the
  // panel takes over), so focus is never trapped in something hidden.
  useEffect(() => {
    if (!isOpen || typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(mq.desktop);
    const close = () => {
      if (query.matches) setOpen(false);
    };
    close();
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  });

  return (
    <>
      <SideNavPanel
        ref={ref}
        aria-label={th.nav.label}
        data-component="SideNav"
        data-variant="panel"
        {...rest}
      >
        {content}
      </SideNavPanel>
      <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay asChild>
            <SideNavOverlay data-component="SideNav" data-part="Overlay" />
          </RadixDialog.Overlay>
          <RadixDialog.Content asChild aria-describedby={undefined} {...focusRule}>
            <SideNavDrawer
              data-component="SideNav"
              data-variant="drawer"
              onClick={(event) => {
                if ((event.target as Element).closest('a')) setOpen(false);
              }}
            >
              <RadixDialog.Title asChild>
                <SideNavHidden as="h2">{th.nav.drawerTitle}</SideNavHidden>
              </RadixDialog.Title>
              <SideNavDrawerClose>
                <RadixDialog.Close asChild>
                  <IconButton label={th.common.close} icon={<CloseIcon />} data-part="CloseButton" />
                </RadixDialog.Close>
              </SideNavDrawerClose>
              <nav aria-label={th.nav.label}>{content}</nav>
            </SideNavDrawer>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
});
