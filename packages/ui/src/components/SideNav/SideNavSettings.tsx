import * as th from '../../i18n/th';
import { ExternalIcon, LogoutIcon, ManualIcon, MoonIcon } from '../../icons';
import { SideNavButton, SideNavHidden, SideNavIcon, SideNavItem, SideNavSwitch } from './SideNav.styles';
import type { SideNavContentProps } from './SideNav.types';

/**
 * The end of the menu (internal part of SideNav), as items of its list: the user manual in a new
 * tab (when the app has one), the night-mode switch and Logout.
 */
export function SideNavSettings({
  manualHref,
  night,
  onNightChange,
  onLogout,
}: Pick<SideNavContentProps, 'manualHref' | 'night' | 'onNightChange' | 'onLogout'>) {
  return (
    <>
      {manualHref ? (
        <li>
          <SideNavItem
            href={manualHref}
            target="_blank"
            rel="noopener noreferrer"
            data-state="inactive"
            data-part="Manual"
          >
            <SideNavIcon aria-hidden="true">
              <ManualIcon />
            </SideNavIcon>
            <span>{th.nav.manual}</span>
            <SideNavIcon aria-hidden="true" data-part="ExternalIcon">
              <ExternalIcon size="sm" />
            </SideNavIcon>
            <SideNavHidden>{` ${th.link.newTab}`}</SideNavHidden>
          </SideNavItem>
        </li>
      ) : null}
      <li>
        <SideNavButton
          type="button"
          role="switch"
          aria-checked={night}
          onClick={() => onNightChange(!night)}
          data-part="NightToggle"
        >
          <SideNavIcon aria-hidden="true">
            <MoonIcon />
          </SideNavIcon>
          <span>{th.nav.night}</span>
          <SideNavSwitch aria-hidden="true" data-state={night ? 'on' : 'off'} />
        </SideNavButton>
      </li>
      <li>
        <SideNavButton type="button" onClick={onLogout} data-part="Logout">
          <SideNavIcon aria-hidden="true">
            <LogoutIcon />
          </SideNavIcon>
          <span>{th.nav.logout}</span>
        </SideNavButton>
      </li>
    </>
  );
}
