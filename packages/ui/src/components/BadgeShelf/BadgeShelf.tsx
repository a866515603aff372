import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { GiftIcon, MedalIcon } from '../../icons';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Link } from '../Link';
import {
  BadgeShelfBadge,
  BadgeShelfCount,
  BadgeShelfHolderItem,
  BadgeShelfHolders,
  BadgeShelfList,
  BadgeShelfNone,
  BadgeShelfPicture,
  BadgeShelfRoot,
  BadgeShelfShop,
} from './BadgeShelf.styles';

/** A member holding a badge. */
export interface BadgeShelfHolder {
  /** The member id (the list's key). */
  uid: number;
  /** The member's name. */
  name: string;
  /** Their profile, '/u{uid}'. */
  href: string;
  /** Their picture; initials show without one. */
  avatarSrc?: string | null;
}

/** One badge and its holders in the range. */
export interface BadgeShelfItem {
  /** The badge id (the list's key). */
  id: number;
  /** The badge's name. */
  name: string;
  /** The badge's picture. */
  photoSrc?: string | null;
  /** The members holding it. */
  holders: readonly BadgeShelfHolder[];
  /** How many hold it, formatted. */
  holderCount: string;
}

export interface BadgeShelfProps extends ComponentPropsWithoutRef<'div'> {
  /** The badges, in the service's order. */
  badges: readonly BadgeShelfItem[];
  /** The shop, '/coin' (product §2: badges with a link to /coin). */
  shopHref: string;
}

/**
 * The statistics pages' badges (product §2 /topshare, /stat): each badge with its picture, name and
 * holder count; tapping it opens a dialog of its holders (avatars linking to their profiles),
 * closed by 'สาธุ !'. A link to the shop follows.
 */
export const BadgeShelf = forwardRef<HTMLDivElement, BadgeShelfProps>(function BadgeShelf(
  { badges, shopHref, ...rest },
  ref,
) {
  return (
    <BadgeShelfRoot ref={ref} data-component="BadgeShelf" {...rest}>
      <BadgeShelfList data-part="List">
        {badges.map((badge) => (
          <li key={badge.id}>
            <Dialog.Root>
              <Dialog.Trigger>
                <BadgeShelfBadge type="button" data-part="Badge">
                  <BadgeShelfPicture data-layout={badge.photoSrc ? 'image' : 'icon'}>
                    {badge.photoSrc ? (
                      <img src={badge.photoSrc} alt="" width={64} height={64} decoding="async" />
                    ) : (
                      <MedalIcon aria-hidden="true" />
                    )}
                  </BadgeShelfPicture>
                  <span data-part="Name">{badge.name}</span>
                  <BadgeShelfCount data-part="Count">
                    {th.stats.badgeHolders(badge.holderCount)}
                  </BadgeShelfCount>
                </BadgeShelfBadge>
              </Dialog.Trigger>
              <Dialog.Content
                title={badge.name}
                description={th.stats.badgeHolders(badge.holderCount)}
                closeButton={false}
                data-part="Holders"
              >
                <Dialog.Body>
                  {badge.holders.length === 0 ? (
                    <BadgeShelfNone>{th.stats.badgeNoHolders}</BadgeShelfNone>
                  ) : (
                    <BadgeShelfHolders>
                      {badge.holders.map((holder) => (
                        <BadgeShelfHolderItem key={holder.uid} data-part="Holder">
                          <Link href={holder.href} tone="inherit">
                            <Avatar name={holder.name} src={holder.avatarSrc} size="md" decorative />
                            <span>{holder.name}</span>
                          </Link>
                        </BadgeShelfHolderItem>
                      ))}
                    </BadgeShelfHolders>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.Close>
                    <Button data-part="Close">{th.stats.badgeClose}</Button>
                  </Dialog.Close>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Root>
          </li>
        ))}
      </BadgeShelfList>
      <BadgeShelfShop>
        <Link
          href={shopHref}
          variant="standalone"
          leadingIcon={<GiftIcon aria-hidden="true" />}
          data-part="Shop"
        >
          {th.stats.badgeShop}
        </Link>
      </BadgeShelfShop>
    </BadgeShelfRoot>
  );
});
