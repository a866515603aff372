import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Avatar } from '../Avatar';
import { Link } from '../Link';
import { ActiveUsersGridItem, ActiveUsersGridList, ActiveUsersGridName } from './ActiveUsersGrid.styles';

/** One active member. */
export interface ActiveUser {
  /** The member id (the list's key). */
  uid: number;
  /** The member's name. */
  name: string;
  /** Their profile, '/u{uid}'. */
  href: string;
  /** Their picture; initials show without one. */
  avatarSrc?: string | null;
}

export interface ActiveUsersGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** The members active in the range, in the service's order. */
  users: readonly ActiveUser[];
}

/** The statistics pages' active users (product §2 /topshare, /stat): avatars and names linking to each profile. */
export const ActiveUsersGrid = forwardRef<HTMLUListElement, ActiveUsersGridProps>(function ActiveUsersGrid(
  { users, ...rest },
  ref,
) {
  return (
    <ActiveUsersGridList ref={ref} data-component="ActiveUsersGrid" {...rest}>
      {users.map((user) => (
        <ActiveUsersGridItem key={user.uid} data-part="User">
          <Link href={user.href} tone="inherit">
            <Avatar name={user.name} src={user.avatarSrc} size="lg" decorative />
            <ActiveUsersGridName data-part="Name" data-truncate="2">
              {user.name}
            </ActiveUsersGridName>
          </Link>
        </ActiveUsersGridItem>
      ))}
    </ActiveUsersGridList>
  );
});
