import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ComponentType,
  forwardRef,
  useId,
} from 'react';
import * as th from '../../i18n/th';
import {
  type BrandMarkProps,
  CameraIcon,
  EditIcon,
  FacebookMark,
  LinkIcon,
  ShareIcon,
  SparklesIcon,
  StarIcon,
  TikTokMark,
  XTwitterMark,
  YouTubeMark,
} from '../../icons';
import type { FetchPriority } from '../../internal/picture';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import {
  ProfileActions,
  ProfileAwards,
  ProfileCamera,
  ProfileCounter,
  ProfileCounters,
  ProfileFileInput,
  ProfileIdentity,
  ProfileOrganisation,
  ProfilePicture,
  ProfilePictureButton,
  ProfilePictureLabel,
  ProfileRoot,
  ProfileSocial,
  ProfileSocialLink,
} from './ProfileHeader.styles';

/** The type badge: a Creator, or (every other member) the online-light-leader badge. */
export const profileMemberTypes = ['creator', 'leader'] as const;
export type ProfileMemberType = (typeof profileMemberTypes)[number];

/** The five social links a profile may hold (product §3, Social link item), in the order shown. */
export const profileSocialNetworks = ['facebook', 'twitter', 'tiktok', 'youtube', 'website'] as const;
export type ProfileSocialNetwork = (typeof profileSocialNetworks)[number];

export interface ProfileHeaderBadge {
  /** Stable key (the badge id). */
  id: string | number;
  /** The award's name ('นักแชร์ดีเด่น'): the picture's text alternative. */
  name: string;
  /** The award's picture URL. */
  src: string;
}

export interface ProfileHeaderLink {
  /** Which network; picks the icon and the accessible name. */
  social: ProfileSocialNetwork;
  /** The member's page there; a link without a url shows no icon. */
  url: string | null;
}

export interface ProfileHeaderCounts {
  /** Clicks on the member's shared links, formatted by the caller ('12,345'). */
  clicks: string;
  /** Shares, formatted. */
  shares: string;
  /** Posts, formatted. */
  posts: string;
}

export interface ProfileHeaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The member's display name: the page's `h1`. */
  name: string;
  /** The bio (`des`), line breaks kept. */
  bio?: string | null;
  /** Picture URL (uploaded, else Google's); initials show without one. */
  picture?: string | null;
  /** The picture's fetch priority: `high` when it is the screen's first picture (a profile page's). */
  pictureFetchPriority?: FetchPriority;
  /** Creator, or the online-light-leader badge for every other member. */
  memberType: ProfileMemberType;
  /** Honour awards ('รางวัลเกียรติยศ'), shown as small pictures above the name. */
  badges?: readonly ProfileHeaderBadge[];
  /** Organisation lines (org1, then org2); empty lines are the caller's to drop. */
  organisation?: readonly string[];
  /** Social links; only those with a url show an icon. */
  links?: readonly ProfileHeaderLink[];
  /** The counters Clicks / Share / Posts, already formatted with thousands separators. */
  counts: ProfileHeaderCounts;
  /** The viewer owns this profile: camera overlay on the picture and the Edit buttons. */
  owner?: boolean;
  /** Owner chose a new picture file (the camera overlay); the app opens the crop dialog. */
  onChangePicture?: (file: File) => void;
  /** Someone else's picture was tapped (opens `PictureViewer`); without it the picture is static. */
  onViewPicture?: () => void;
  /** The Share button (opens the app's share modal). */
  onShare?: () => void;
  /** Owner's Edit button (opens `EditProfileDialog`). */
  onEdit?: () => void;
  /** Owner's edit-links button (opens `SocialLinksDialog`); hidden without it. */
  onEditLinks?: () => void;
}

/** An award's picture: the `mark-md` token's 32 px. */
const BADGE_PIXELS = 32;

const socialMarks: Record<Exclude<ProfileSocialNetwork, 'website'>, ComponentType<BrandMarkProps>> = {
  facebook: FacebookMark,
  twitter: XTwitterMark,
  tiktok: TikTokMark,
  youtube: YouTubeMark,
};

function SocialMark({ social }: { social: ProfileSocialNetwork }) {
  if (social === 'website') return <LinkIcon size="lg" />;
  const Mark = socialMarks[social];
  return <Mark size="lg" />;
}

/**
 * The top of a profile page (product §2 "Profile header"): picture (a camera overlay for the owner),
 * honour badges, the type badge, name, bio, organisation lines, social icons for links with a url,
 * Share and owner-only Edit buttons, and the Clicks / Share / Posts counters.
 */
export const ProfileHeader = forwardRef<HTMLDivElement, ProfileHeaderProps>(function ProfileHeader(
  {
    name,
    bio,
    picture,
    pictureFetchPriority,
    memberType,
    badges = [],
    organisation = [],
    links = [],
    counts,
    owner = false,
    onChangePicture,
    onViewPicture,
    onShare,
    onEdit,
    onEditLinks,
    ...rest
  },
  ref,
) {
  const nameId = useId();
  const shown = profileSocialNetworks.flatMap((social) =>
    links
      .filter((link) => link.social === social && link.url)
      .map((link) => ({ social, url: link.url as string })),
  );
  const avatar = (
    <Avatar
      name={name}
      src={picture}
      size="2xl"
      decorative
      loading={pictureFetchPriority === 'high' ? 'eager' : undefined}
      fetchPriority={pictureFetchPriority}
    />
  );
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a cancelled crop) fires again.
    event.target.value = '';
    if (file) onChangePicture?.(file);
  };

  return (
    <ProfileRoot
      ref={ref}
      data-component="ProfileHeader"
      data-variant={owner ? 'owner' : 'visitor'}
      data-member-type={memberType}
      aria-labelledby={nameId}
      role="region"
      {...rest}
    >
      <ProfilePicture data-part="Picture">
        {owner ? (
          <ProfilePictureLabel data-part="ChangePicture">
            {avatar}
            <ProfileCamera aria-hidden="true">
              <CameraIcon />
            </ProfileCamera>
            <ProfileFileInput
              type="file"
              accept="image/*"
              aria-label={th.profile.changePicture}
              onChange={pick}
            />
          </ProfilePictureLabel>
        ) : onViewPicture ? (
          <ProfilePictureButton
            type="button"
            data-part="ViewPicture"
            aria-label={th.profile.viewPicture(name)}
            onClick={onViewPicture}
          >
            {avatar}
          </ProfilePictureButton>
        ) : (
          avatar
        )}
      </ProfilePicture>

      <ProfileIdentity data-part="Identity">
        {badges.length > 0 ? (
          <ProfileAwards data-part="Badges" aria-label={th.profile.badges}>
            {badges.map((badge) => (
              <li key={badge.id}>
                <img
                  src={badge.src}
                  alt={badge.name}
                  title={badge.name}
                  width={BADGE_PIXELS}
                  height={BADGE_PIXELS}
                  decoding="async"
                />
              </li>
            ))}
          </ProfileAwards>
        ) : null}
        <Badge
          data-part="Type"
          tone="accent"
          variant={memberType === 'creator' ? 'solid' : 'soft'}
          icon={memberType === 'creator' ? <SparklesIcon size="sm" /> : <StarIcon size="sm" />}
        >
          {memberType === 'creator' ? th.profile.creator : th.profile.leader}
        </Badge>
        <Heading as="h1" size="xl" id={nameId} data-part="Name">
          {name}
        </Heading>
        {bio ? (
          <Text data-part="Bio" tone="muted" preserveLines>
            {bio}
          </Text>
        ) : null}
        {organisation.length > 0 ? (
          <ProfileOrganisation data-part="Organisation" aria-label={th.profile.organisation}>
            {organisation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ProfileOrganisation>
        ) : null}
      </ProfileIdentity>

      {shown.length > 0 || (owner && onEditLinks) ? (
        <ProfileSocial data-part="Links" aria-label={th.profile.links}>
          {shown.map((link) => (
            <li key={link.social}>
              <ProfileSocialLink
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-social={link.social}
                aria-label={`${th.profile.social[link.social]} ${th.link.newTab}`}
              >
                <SocialMark social={link.social} />
              </ProfileSocialLink>
            </li>
          ))}
          {owner && onEditLinks ? (
            <li>
              <Button variant="ghost" size="sm" leadingIcon={<EditIcon size="sm" />} onClick={onEditLinks}>
                {th.profile.editLinks}
              </Button>
            </li>
          ) : null}
        </ProfileSocial>
      ) : null}

      <ProfileActions data-part="Actions">
        <Button variant="secondary" leadingIcon={<ShareIcon />} onClick={onShare}>
          {th.profile.share}
        </Button>
        {owner ? (
          <Button variant="primary" leadingIcon={<EditIcon />} onClick={onEdit}>
            {th.profile.edit}
          </Button>
        ) : null}
      </ProfileActions>

      <ProfileCounters data-part="Counters">
        <ProfileCounter>
          <dt>{th.profile.clicks}</dt>
          <dd>{counts.clicks}</dd>
        </ProfileCounter>
        <ProfileCounter>
          <dt>{th.profile.shares}</dt>
          <dd>{counts.shares}</dd>
        </ProfileCounter>
        <ProfileCounter>
          <dt>{th.profile.posts}</dt>
          <dd>{counts.posts}</dd>
        </ProfileCounter>
      </ProfileCounters>
    </ProfileRoot>
  );
});
