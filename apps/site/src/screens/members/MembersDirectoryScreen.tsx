/**
 * `/creator`: the members directory 'meet the online light-bearers' — all, Creator or
 * Sharer (filtered on the page, over the members loaded so far), an avatar grid to each profile,
 * creators with the firework marker, 50 a page with '... more ...' and infinite scroll.
 */
import type { Profile } from '@lightbearers/api-client';
import { userPath } from '@lightbearers/domain';
import {
  Alert,
  DirectoryFilter,
  type DirectoryFilterValue,
  EmptyState,
  Heading,
  MemberGrid,
  type MemberGridItem,
  Stack,
  Text,
} from '@lightbearers/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { calls, siteClient } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { useSignedIn } from '../../session/store';
import { membersCopy } from './copy';
import { PageArea } from './layout';

interface Directory {
  members: Profile[];
  page: number;
  done: boolean;
  loading: boolean;
  failed: boolean;
}

/** Whether a member shows under a filter (on the page, over the members loaded so far). */
export function inDirectoryFilter(profile: Pick<Profile, 'type'>, filter: DirectoryFilterValue): boolean {
  if (filter === 'all') return true;
  if (filter === 'creator') return profile.type === 'creator';
  return profile.type !== 'creator';
}

/** The directory's first page (a failure shows the alert; more pages load on the member's demand). */
export async function loader({ site }: ScreenArgs): Promise<Directory> {
  try {
    const { getProfilesPage } = await calls();
    const read = await getProfilesPage(site.api, { page: 1 });
    return {
      members: read.items,
      page: 1,
      done: read.items.length === 0 || read.pageCount <= 1,
      loading: false,
      failed: false,
    };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn('cannot get profiles', error);
    return { members: [], page: 1, done: true, loading: false, failed: true };
  }
}

export function meta() {
  return { title: membersCopy.creator.title, description: membersCopy.creator.lead };
}

export default function MembersDirectoryScreen() {
  const signedIn = useSignedIn();
  const [filter, setFilter] = useState<DirectoryFilterValue>('all');
  const first = useScreenData<typeof loader>();
  const [dir, setDir] = useState<Directory>(first);
  const busy = useRef(false);

  const load = useCallback(async (page: number) => {
    if (busy.current) return;
    busy.current = true;
    setDir((d) => ({ ...d, loading: true }));
    try {
      const [{ getProfilesPage }, client] = await Promise.all([calls(), siteClient()]);
      const read = await getProfilesPage(client, { page });
      setDir((d) => {
        const seen = new Set(d.members.map((m) => m.uid));
        return {
          members: [...d.members, ...read.items.filter((m) => !seen.has(m.uid))],
          page,
          done: read.items.length === 0 || page >= read.pageCount,
          loading: false,
          failed: false,
        };
      });
    } catch (error) {
      console.warn('cannot get profiles', error);
      setDir((d) => ({ ...d, loading: false, failed: true, done: true }));
    } finally {
      busy.current = false;
    }
  }, []);

  const items: MemberGridItem[] = useMemo(
    () =>
      dir.members
        .filter((m) => inDirectoryFilter(m, filter))
        .map((m) => ({
          uid: m.uid,
          name: m.name,
          picture: m.pictureThumbnail ?? m.picture,
          href: userPath(m.uid, signedIn),
          creator: m.type === 'creator',
        })),
    [dir.members, filter, signedIn],
  );

  return (
    <PageArea data-testid="creator-directory" data-filter={filter}>
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {membersCopy.creator.title}
        </Heading>
        <Text tone="muted">{membersCopy.creator.lead}</Text>
      </Stack>
      <DirectoryFilter value={filter} onValueChange={setFilter} />
      {dir.failed ? (
        <Alert tone="danger" role="alert">
          {membersCopy.creator.failed}
        </Alert>
      ) : null}
      {!dir.loading && items.length === 0 && dir.done ? (
        <EmptyState title={membersCopy.creator.empty} />
      ) : null}
      <MemberGrid
        members={items}
        hasMore={!dir.done}
        loading={dir.loading}
        onMore={() => {
          if (!dir.done) void load(dir.page + 1);
        }}
      />
    </PageArea>
  );
}
