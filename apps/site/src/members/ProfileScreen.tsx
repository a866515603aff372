/**
 * Profiles (spec §2 "Profile routes", header, modals, tabs): `/me`, `/u{id}`, `/@{slug}` and the
 * signed-out `/user{id}`, `/u@{slug}`, each with an optional `/{social}` tab. The address bar is
 * rewritten to the profile's own address (`profilePath`: by handle when it has one); a missing
 * profile goes to `/all/other`. The owner edits the picture, name, bio, handle and social links.
 */
import {
  type Badge,
  getBadges,
  getProfileByHandle,
  getProfileByUid,
  getSharedByUser,
  type Profile,
} from '@lightbearers/api-client';
import {
  defaultProfileTab,
  FALLBACK_PATH,
  formatCount,
  type ProfileTab,
  parseProfileTab,
  profilePath,
} from '@lightbearers/domain';
import { ProfileHeader, type ProfileHeaderLink, ProfileTabs, Spinner } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { parseProfileSegment } from '../router/guards';
import { sessionAtom, startSession } from '../session/store';
import { membersCopy } from './copy';
import { Centre, PageArea } from './layout';
import type { ProfileModal } from './ProfileDialogs';
import { ProfilePosts } from './ProfilePosts';
import { ProfileShare } from './ProfileShare';

/** Profiles already read this visit, by `uid:{n}` and `at:{handle}`: an address rewrite shows at once. */
const loaded = new Map<string, Profile>();

type Ref = { kind: 'uid'; uid: number } | { kind: 'handle'; at: string };

const keyOf = (ref: Ref) => (ref.kind === 'uid' ? `uid:${ref.uid}` : `at:${ref.at}`);

function remember(profile: Profile) {
  loaded.set(`uid:${profile.uid}`, profile);
  if (profile.at) loaded.set(`at:${profile.at}`, profile);
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The route's profile reference: the signed-in member on `/me`, else the first segment's shape. */
function useProfileRef(me: number | null): Ref | null {
  const { profile: segment } = useParams();
  if (segment === undefined) return me === null ? null : { kind: 'uid', uid: me };
  const ref = parseProfileSegment(segment);
  if (!ref) return null;
  return ref.kind === 'uid' ? { kind: 'uid', uid: ref.uid } : { kind: 'handle', at: safeDecode(ref.at) };
}

interface Counters {
  clicks: number;
  shares: number;
  posts: number;
}

export function ProfileScreen() {
  const session = useAtomValue(sessionAtom);
  const signedIn = session !== null;
  const ref = useProfileRef(session?.userID ?? null);
  const refKey = ref ? keyOf(ref) : null;
  const { social } = useParams();
  const navigate = useNavigate();
  const location = useLocation();

  const [profile, setProfile] = useState<Profile | null>(() =>
    refKey ? (loaded.get(refKey) ?? null) : null,
  );
  const [badges, setBadges] = useState<Badge[]>([]);
  const [counters, setCounters] = useState<Counters>({ clicks: 0, shares: 0, posts: 0 });

  // Load the profile; a missing one (or a failed read) goes to /all/other (spec §8).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reference's key says when to read again.
  useEffect(() => {
    if (!ref) {
      navigate(FALLBACK_PATH, { replace: true });
      return;
    }
    let live = true;
    const cached = loaded.get(keyOf(ref));
    if (cached) setProfile(cached);
    const read = ref.kind === 'uid' ? getProfileByUid(api, ref.uid) : getProfileByHandle(api, ref.at);
    read.then(
      (found) => {
        if (!live) return;
        if (!found) {
          console.warn('cannot get userProfile', ref);
          navigate(FALLBACK_PATH, { replace: true });
          return;
        }
        remember(found);
        setProfile(found);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('cannot get userProfile', error);
        navigate(FALLBACK_PATH, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [refKey, navigate]);

  const uid = profile?.uid ?? null;
  // Badges and the counters of the header (stats service: Clicks, Share, Posts).
  useEffect(() => {
    if (uid === null) return;
    let live = true;
    getBadges(api, uid).then(
      (list) => live && setBadges(list),
      (error: unknown) => console.warn('cannot get badge', error),
    );
    getSharedByUser(api, uid).then(
      (stats) => live && setCounters({ clicks: stats.sum, shares: stats.share, posts: stats.posts }),
      (error: unknown) => console.warn('cannot get Stat', error),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  const tab: ProfileTab | null = profile
    ? (parseProfileTab(social) ?? defaultProfileTab(profile.type))
    : null;

  // The address bar shows the profile's own address: /@{at}/{tab}, else /u{uid}/{tab} (signed out:
  // /u@{at}/{tab}, /user{uid}/{tab}).
  useEffect(() => {
    if (!profile || !tab) return;
    const canonical = profilePath(profile, tab, signedIn);
    if (safeDecode(location.pathname) !== safeDecode(canonical))
      navigate(`${canonical}${location.search}`, { replace: true });
  }, [profile, tab, signedIn, location.pathname, location.search, navigate]);

  if (!profile || !tab) {
    return (
      <Centre>
        <Spinner label={membersCopy.profile.loading} />
      </Centre>
    );
  }
  const owner = session?.userID === profile.uid;
  return (
    <PageArea data-testid="profile" data-profile-uid={profile.uid} data-tab={tab}>
      <Header
        profile={profile}
        badges={badges}
        counters={counters}
        owner={owner}
        signedIn={signedIn}
        onSaved={(saved) => {
          remember(saved);
          setProfile(saved);
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
        <ProfileShare uid={profile.uid} creator={profile.type === 'creator'} signedIn={signedIn} />
      ) : (
        <ProfilePosts
          key={`${profile.uid}:${tab}`}
          profile={profile}
          tab={tab}
          signedIn={signedIn}
          memberId={session?.userID ?? null}
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
