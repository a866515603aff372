/**
 * Profiles: `/me`, `/u{id}`, `/@{slug}` and the signed-out `/user{id}`, `/u@{slug}`, each with an
 * optional `/{social}` tab. The loader reads the profile and sends any other address to the
 * profile's own (`profilePath`: by handle when it has one, the member type's default tab), then the
 * header's badges and counters and the open tab's first page; a missing profile goes to
 * `/all/other`. The view is a part of its own that loads beside the data (ADR 024, 029).
 */
import type { Profile } from '@lightbearers/api-client';
import {
  bangkokToday,
  defaultProfileTab,
  FALLBACK_PATH,
  parseProfileTab,
  profilePath,
} from '@lightbearers/domain';
import { Spinner } from '@lightbearers/ui';
import { Suspense } from 'react';
import { redirect } from 'react-router-dom';
import { keptOffline } from '../../offline/keptReading';
import { calls } from '../../router/calls';
import { failTo, isNetworkFailure } from '../../router/failure';
import { parseProfileSegment } from '../../router/guards';
import { lazyPart } from '../../router/lazyPart';
import { type FontFaceName, type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { membersCopy } from '../members/copy';
import { Centre } from '../members/layout';
import type { ProfileData } from './ProfileView';

const view = lazyPart<ProfileData>(() => import('./ProfileView'));
const ProfileView = view.Component;

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The profile a segment names (`/me`: the signed-in member), or null when it names none. */
function profileRef(segment: string | undefined, me: number | null) {
  if (segment === undefined) return me === null ? null : ({ kind: 'uid', uid: me } as const);
  const ref = parseProfileSegment(segment);
  if (!ref) return null;
  return ref.kind === 'uid'
    ? ({ kind: 'uid', uid: ref.uid } as const)
    : ({ kind: 'handle', at: safeDecode(ref.at) } as const);
}

/** Settles to `fallback` when the read fails (logged with the product's message). */
function orElse<T>(read: Promise<T>, fallback: T, message: string): Promise<T> {
  return read.catch((error: unknown) => {
    if (isNetworkFailure(error)) throw error;
    console.warn(message, error);
    return fallback;
  });
}

export async function loader({ site, params, session, url }: ScreenArgs): Promise<ProfileData> {
  const signedIn = session !== null;
  const ref = profileRef(params.profile, session?.userID ?? null);
  if (!ref) throw redirect(FALLBACK_PATH);
  const code = view.preload();
  code.catch(() => undefined);
  const [
    { getBadges, getProfileByHandle, getProfileByUid, getSharedByUser },
    { loadProfilePosts, loadShareLists },
  ] = await Promise.all([calls(), import('./profileData')]);
  let profile: Profile | null;
  try {
    profile =
      ref.kind === 'uid'
        ? await getProfileByUid(site.api, ref.uid)
        : await getProfileByHandle(site.api, ref.at);
  } catch (error) {
    return failTo(FALLBACK_PATH, error, 'cannot get userProfile');
  }
  if (!profile) {
    console.warn('cannot get userProfile', ref);
    throw redirect(FALLBACK_PATH);
  }
  // The address bar shows the profile's own address: /@{at}/{tab}, else /u{uid}/{tab} (signed out:
  // /u@{at}/{tab}, /user{uid}/{tab}).
  const tab = parseProfileTab(params.social) ?? defaultProfileTab(profile.type);
  const canonical = profilePath(profile, tab, signedIn);
  if (safeDecode(url.pathname) !== safeDecode(canonical)) throw redirect(`${canonical}${url.search}`);

  const uid = profile.uid;
  const [badges, counters, posts, share] = await Promise.all([
    orElse(getBadges(site.api, uid), [], 'cannot get badge'),
    orElse(
      getSharedByUser(site.api, uid).then((stats) => ({
        clicks: stats.sum,
        shares: stats.share,
        posts: stats.posts,
      })),
      { clicks: 0, shares: 0, posts: 0 },
      'cannot get Stat',
    ),
    tab === 'share'
      ? null
      : orElse(
          loadProfilePosts(site.api, uid, tab, 1).then((page) => ({ ...page, failed: false })),
          { posts: [], page: 0, done: false, pins: [], pinnedIds: [], failed: true },
          'cannot load posts',
        ),
    tab === 'share'
      ? orElse(
          loadShareLists(site.api, uid, profile.type === 'creator', signedIn, null).then((lists) => ({
            ...lists,
            failed: false,
          })),
          { shared: [], others: profile.type === 'creator' ? [] : undefined, failed: true },
          'cannot get Stat',
        )
      : null,
  ]);
  await code;
  return { profile, tab, badges, counters, posts, share, today: bangkokToday(site.now()) };
}

/** Kept for offline reading (ADR 024), unless its tab's first page failed. */
export const offline = keptOffline<ProfileData>((data) => !(data.posts?.failed || data.share?.failed));

/** Beyond the shell's faces (`ScreenModule`). */
export const faces: readonly FontFaceName[] = ['sarabun-thai-500', 'sarabun-latin-700'];

export function meta({ data }: MetaArgs<ProfileData, unknown>) {
  const { profile } = data;
  return {
    title: profile.name,
    description: profile.des || membersCopy.profile.shareText(profile.name),
    ...(profile.picture ? { image: profile.picture } : {}),
    type: 'profile' as const,
  };
}

function Loading() {
  return (
    <Centre>
      <Spinner label={membersCopy.profile.loading} />
    </Centre>
  );
}

export { Loading as Pending };

export default function ProfileScreen() {
  const data = useScreenData<typeof loader>();
  return (
    <Suspense fallback={<Loading />}>
      <ProfileView key={`${data.profile.uid}:${data.tab}`} {...data} />
    </Suspense>
  );
}
