export type {
  ProfileHeaderBadge,
  ProfileHeaderCounts,
  ProfileHeaderLink,
  ProfileHeaderProps,
  ProfileMemberType,
  ProfileSocialNetwork,
} from './ProfileHeader';
export { ProfileHeader, profileMemberTypes, profileSocialNetworks } from './ProfileHeader';
