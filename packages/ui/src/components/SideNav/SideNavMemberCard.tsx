import { formatCount } from '@lightbearers/domain';
import * as th from '../../i18n/th';
import { Avatar } from '../Avatar';
import { SideNavBadges, SideNavMemberBlock, SideNavMemberName, SideNavStats } from './SideNav.styles';
import type { SideNavContentProps } from './SideNav.types';

const show = (value: number | string) => (typeof value === 'number' ? formatCount(value) : value);

/** The menu's member card (internal part of SideNav): avatar, name, badges, Clicks/Share/Posts. */
export function SideNavMemberCard({
  member,
  clicks,
  shares,
  posts,
}: Pick<SideNavContentProps, 'member' | 'clicks' | 'shares' | 'posts'>) {
  return (
    <SideNavMemberBlock data-part="Member">
      <Avatar name={member.name} src={member.avatarSrc} size="lg" decorative />
      <SideNavMemberName>{member.name}</SideNavMemberName>
      {member.badges?.length ? (
        <SideNavBadges aria-label={th.nav.badges} data-part="Badges">
          {member.badges.map((b) => (
            <li key={b.id}>
              <img src={b.src} alt={b.name} title={b.name} width={24} height={24} decoding="async" />
            </li>
          ))}
        </SideNavBadges>
      ) : null}
      <SideNavStats aria-label={th.nav.stats} data-part="Stats">
        <div>
          <dt>{th.nav.clicks}</dt>
          <dd>{show(clicks)}</dd>
        </div>
        <div>
          <dt>{th.nav.shares}</dt>
          <dd>{show(shares)}</dd>
        </div>
        <div>
          <dt>{th.nav.posts}</dt>
          <dd>{show(posts)}</dd>
        </div>
      </SideNavStats>
    </SideNavMemberBlock>
  );
}
