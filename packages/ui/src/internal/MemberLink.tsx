import type { ElementType } from 'react';
import { Avatar, type AvatarSize } from '../components/Avatar';
import { Link } from '../components/Link';
import { Text } from '../components/Text';
import * as th from '../i18n/th';
import { SparklesIcon } from '../icons';

interface MemberLinkProps {
  /** The member: name, picture, profile address, creator or not. */
  member: { name: string; picture?: string | null | undefined; href: string; creator?: boolean | undefined };
  /** The picture's size. */
  avatarSize: AvatarSize;
  /** The name's element (a styled span where the list styles the name). */
  nameAs?: ElementType;
}

/**
 * A member in a list of members (MemberGrid, MemberResults), written once: the link to the
 * profile with the picture (creators get the firework marker), the name, and "creator" for screen
 * readers.
 */
export function MemberLink({ member, avatarSize, nameAs: Name = 'span' }: MemberLinkProps) {
  return (
    <Link href={member.href} tone="inherit" data-part="Member">
      <Avatar
        name={member.name}
        src={member.picture}
        size={avatarSize}
        decorative
        badge={member.creator ? <SparklesIcon size="sm" /> : undefined}
      />
      <Name data-part="Name">{member.name}</Name>
      {member.creator ? (
        <Text as="span" visuallyHidden>
          {` (${th.profile.creator})`}
        </Text>
      ) : null}
    </Link>
  );
}
