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
  HandleTakenError,
  type Profile,
  type ProfileUpdate,
  updateProfile,
  uploadImage,
} from '@lightbearers/api-client';
import {
  defaultProfileTab,
  FALLBACK_PATH,
  formatCount,
  type ProfileTab,
  parseProfileTab,
  profilePath,
  shareTargetUrl,
} from '@lightbearers/domain';
import {
  AvatarCropDialog,
  EditProfileDialog,
  HandleTakenNotice,
  PictureViewer,
  ProfileHeader,
  type ProfileHeaderLink,
  ProfileTabs,
  ShareDialog,
  SocialLinksDialog,
  type SocialLinksValues,
  Spinner,
} from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { parseProfileSegment } from '../guards';
import { sessionAtom, startSession } from '../session/store';
import { membersCopy } from './membersCopy';
import { Centre, PageArea } from './membersLayout';
import { ProfilePosts } from './profilePosts';
import { ProfileShare } from './profileShare';

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

export function ProfileRoute() {
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

type Modal = 'none' | 'crop' | 'edit' | 'links' | 'taken' | 'picture' | 'share';

/** The header and its modals: crop, edit, links, handle taken, picture viewer, share. */
function Header({ profile, badges, counters, owner, signedIn, onSaved }: HeaderProps) {
  const [modal, setModal] = useState<Modal>('none');
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takenHandle, setTakenHandle] = useState('');

  const open = (next: Modal) => {
    setError(null);
    setModal(next);
  };
  const close = () => {
    if (!saving) setModal('none');
  };

  const save = useCallback(
    async (update: Partial<ProfileUpdate>): Promise<boolean> => {
      setSaving(true);
      setError(null);
      try {
        const saved = await updateProfile(api, profile.uid, {
          name: profile.name,
          des: profile.des,
          ...update,
        });
        onSaved(saved);
        return true;
      } catch (caught) {
        if (caught instanceof HandleTakenError) {
          // Name and bio were saved; the handle was not (spec §4 'Handle').
          onSaved(caught.profile);
          setTakenHandle(caught.handle);
          setModal('taken');
          return false;
        }
        console.warn('not 200', caught);
        setError(membersCopy.profile.saveFailed);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [profile, onSaved],
  );

  const links: ProfileHeaderLink[] = profile.links.map((link) => ({ social: link.social, url: link.url }));
  const linkValues = useMemo(
    () =>
      Object.fromEntries(profile.links.map((link) => [link.social, link.url])) as Partial<SocialLinksValues>,
    [profile.links],
  );
  const address = `${location.origin}${profilePath(profile, defaultProfileTab(profile.type), signedIn)}`;
  const shareText = membersCopy.profile.shareText(profile.name);

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
      {owner ? (
        <>
          <AvatarCropDialog
            open={modal === 'crop'}
            onOpenChange={(next) => {
              if (!next) {
                close();
                setFile(null);
              }
            }}
            file={file}
            saving={saving}
            error={error}
            onSave={async (jpeg) => {
              setSaving(true);
              setError(null);
              let pictureId: number;
              try {
                pictureId = (await uploadImage(api, jpeg, 'avatar.jpg')).id;
              } catch (caught) {
                console.warn('upload failed', caught);
                setError(membersCopy.profile.uploadFailed);
                setSaving(false);
                return;
              }
              if (await save({ pictureId })) {
                setModal('none');
                setFile(null);
              }
            }}
          />
          <EditProfileDialog
            open={modal === 'edit'}
            onOpenChange={(next) => (next ? open('edit') : close())}
            values={{ name: profile.name, bio: profile.des, handle: profile.at ?? '' }}
            saving={saving}
            error={error}
            onSave={async (values) => {
              const ok = await save({ name: values.name, des: values.bio, at: values.handle || undefined });
              if (ok) setModal('none');
            }}
          />
          <SocialLinksDialog
            open={modal === 'links'}
            onOpenChange={(next) => (next ? open('links') : close())}
            values={linkValues}
            saving={saving}
            error={error}
            onSave={async (values) => {
              const next = (Object.entries(values) as [keyof SocialLinksValues, string][])
                .filter(([, url]) => url !== '')
                .map(([social, url]) => ({ social, url }));
              if (await save({ links: next })) setModal('none');
            }}
          />
          <HandleTakenNotice
            open={modal === 'taken'}
            onOpenChange={(next) => {
              if (!next) setModal('none');
            }}
            handle={takenHandle}
          />
        </>
      ) : (
        <PictureViewer
          open={modal === 'picture'}
          onOpenChange={(next) => {
            if (!next) setModal('none');
          }}
          name={profile.name}
          src={profile.picture}
        />
      )}
      <ShareDialog
        open={modal === 'share'}
        onOpenChange={(next) => {
          if (!next) setModal('none');
        }}
        url={address}
        defaultText={shareText}
        onSendLine={({ text, url }) => {
          window.open(shareTargetUrl('line', { url, text }), '_blank', 'noopener');
        }}
        onCopy={async (url) => {
          await navigator.clipboard.writeText(url);
        }}
      />
    </>
  );
}
