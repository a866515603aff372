import type { ProfileTab } from '@lightbearers/domain';
import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { useRouterAnchor } from '../Link';
import { Tabs, type TabsLinkProps, type TabsProps } from '../Tabs';

/**
 * The order the tabs show in (product §2: /other, /youtube, /tiktok, /share). Which tabs exist and
 * which is valid is domain's `PROFILE_TABS` / `parseProfileTab`; this is only their layout order.
 */
export const profileTabOrder = [
  'other',
  'youtube',
  'tiktok',
  'share',
] as const satisfies readonly ProfileTab[];

export interface ProfileTabsProps extends Omit<TabsProps, 'items' | 'value' | 'aria-label'> {
  /**
   * Where each tab goes (`profilePath(profile, tab, loggedIn)` from domain); only the tabs given
   * show, in `profileTabOrder`.
   */
  hrefs: Partial<Record<ProfileTab, string>>;
  /** Counts after the labels, already formatted ('1,234'); a tab without one shows none. */
  counts?: Partial<Record<ProfileTab, string>>;
  /** The route's `{social}`: that tab is marked current. */
  value: ProfileTab;
  /** Accessible name of the navigation. */
  'aria-label'?: string;
}

/** Each tab through the router link the app injected with `LinkProvider`, else a plain anchor. */
const RoutedAnchor = forwardRef<HTMLAnchorElement, TabsLinkProps>(function RoutedAnchor(props, ref) {
  const Anchor = useRouterAnchor(props.href, false) ?? 'a';
  return <Anchor ref={ref} {...props} />;
});

/**
 * The profile's tabs (product §2): the share statistics, YouTube, TikTok and all posts, as route
 * links under the profile's base address, the current one marked.
 */
export const ProfileTabs = forwardRef<HTMLElement, ProfileTabsProps>(function ProfileTabs(
  { hrefs, counts = {}, value, 'aria-label': label = th.profile.tabsLabel, linkAs = RoutedAnchor, ...rest },
  ref,
) {
  const items = profileTabOrder.flatMap((tab) => {
    const href = hrefs[tab];
    return href ? [{ value: tab, label: th.profile.tabs[tab], href, count: counts[tab] }] : [];
  });
  return (
    <Tabs
      ref={ref}
      items={items}
      value={value}
      aria-label={label}
      linkAs={linkAs}
      data-component="ProfileTabs"
      {...rest}
    />
  );
});
