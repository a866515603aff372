/**
 * A profile's view, a part of its own loaded beside the route's data (`ProfileScreen`): the header
 * (owner: picture, name, bio, handle and social links; others: the picture viewer), the tabs, and a
 * posts tab or the share statistics.
 */
import type { Badge, Profile } from '@lightbearers/api-client';
import { formatCount, type ProfileTab, profilePath } from '@lightbearers/domain';
import { ProfileHeader, type ProfileHeaderLink, ProfileTabs } from '@lightbearers/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '../../router/hydrated';
import { startSession, useSession } from '../../session/store';
import { PageArea } from '../members/layout';
import type { ProfileModal } from './ProfileDialogs';
import { ProfilePosts } from './ProfilePosts';
import { ProfileShare } from './ProfileShare';
import type { ProfilePostsPage, ShareLists } from './profileData';

interface Counters {
  clicks: number;
  shares: number;
  posts: number;
}

/** What the profile's route loader read. */
export interface ProfileData {
  profile: Profile;
  tab: ProfileTab;
  badges: Badge[];
  counters: Counters;
  /** The posts tab's first page (null on the share tab). */
  posts: (ProfilePostsPage & { failed: boolean }) | null;
  /** The share tab's first lists (null on a posts tab). */
  share: (ShareLists & { failed: boolean }) | null;
  /** Today in Bangkok (the share tab's latest date). */
  today: string;
}

export default function ProfileView({
  profile: loaded,
  tab,
  badges,
  counters,
  posts,
  share,
  today,
}: ProfileData) {
  const session = useSession();
  const signedIn = session !== null;
  // The profile as last saved here (an edit shows at once, without reading the profile again).
  const [profile, setProfile] = useState(loaded);
  const navigate = useNavigate();
  const owner = session?.userID === profile.uid;
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  return (
    <PageArea
      data-testid="profile"
      data-profile-uid={profile.uid}
      data-tab={tab}
      data-state={hydrated ? 'ready' : 'loading'}
    >
      <Header
        profile={profile}
        badges={badges}
        counters={counters}
        owner={owner}
        signedIn={signedIn}
        onSaved={(saved) => {
          setProfile(saved);
          // A new handle: the address follows it (the profile's own address).
          const own = profilePath(saved, tab, signedIn);
          if (own !== profilePath(profile, tab, signedIn)) navigate(own, { replace: true });
          if (owner && session) {
            startSession({
              ...session,
              name: saved.name,
              des: saved.des,
              at: saved.at,
              picture: saved.picture,
              profile_picture: saved.picture,
            });
          }
        }}
      />
      <ProfileTabs
        value={tab}
        hrefs={{
          other: profilePath(profile, 'other', signedIn),
          youtube: profilePath(profile, 'youtube', signedIn),
          tiktok: profilePath(profile, 'tiktok', signedIn),
          share: profilePath(profile, 'share', signedIn),
        }}
      />
      {tab === 'share' ? (
        <ProfileShare
          uid={profile.uid}
          creator={profile.type === 'creator'}
          signedIn={signedIn}
          today={today}
          first={share ?? { shared: [], others: undefined, failed: true }}
        />
      ) : (
        <ProfilePosts
          profile={profile}
          tab={tab}
          signedIn={signedIn}
          memberId={session?.userID ?? null}
          first={posts ?? { posts: [], page: 0, done: false, pins: [], pinnedIds: [], failed: true }}
        />
      )}
    </PageArea>
  );
}

interface HeaderProps {
  profile: Profile;
  badges: readonly Badge[];
  counters: Counters;
  owner: boolean;
  signedIn: boolean;
  onSaved: (profile: Profile) => void;
}

/** The modals' module, fetched when the first one opens. */
const ProfileDialogs = lazy(() => import('./ProfileDialogs').then((m) => ({ default: m.ProfileDialogs })));

/** The header; its modals load on first use. */
function Header({ profile, badges, counters, owner, signedIn, onSaved }: HeaderProps) {
  const [modal, setModal] = useState<ProfileModal>('none');
  const [file, setFile] = useState<File | null>(null);
  const [used, setUsed] = useState(false);
  const open = (next: ProfileModal) => {
    setUsed(true);
    setModal(next);
  };
  const links: ProfileHeaderLink[] = profile.links.map((link) => ({ social: link.social, url: link.url }));
  return (
    <>
      <ProfileHeader
        name={profile.name}
        bio={profile.des}
        picture={profile.picture}
        // The member's picture is the profile page's first picture: fetched first.
        pictureFetchPriority="high"
        memberType={profile.type === 'creator' ? 'creator' : 'leader'}
        badges={badges.flatMap((badge) =>
          badge.photo ? [{ id: badge.id, name: badge.name, src: badge.photo }] : [],
        )}
        organisation={[profile.org1, profile.org2].filter((line): line is string => Boolean(line))}
        links={links}
        counts={{
          clicks: formatCount(counters.clicks),
          shares: formatCount(counters.shares),
          posts: formatCount(counters.posts),
        }}
        owner={owner}
        onChangePicture={(chosen) => {
          setFile(chosen);
          open('crop');
        }}
        onViewPicture={owner ? undefined : () => open('picture')}
        onShare={() => open('share')}
        onEdit={() => open('edit')}
        onEditLinks={() => open('links')}
      />
      {used ? (
        <Suspense fallback={null}>
          <ProfileDialogs
            profile={profile}
            owner={owner}
            signedIn={signedIn}
            modal={modal}
            setModal={setModal}
            file={file}
            setFile={setFile}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
    </>
  );
}
