/**
 * `/search` and `/search/{slug}`: the slug seeds the box (and its results come with the page); the
 * search runs live as the member types, from 3 characters (a case-insensitive part of the name —
 * fewer does nothing); 'ไม่พบผลการค้นหา' when no one matches; a result opens the profile.
 */
import type { Client, Profile } from '@lightbearers/api-client';
import { defaultProfileTab, isSearchQuery, matchesMemberSearch, profilePath } from '@lightbearers/domain';
import { Heading, MemberResults, type MemberResultsState, SearchBox, Stack, Text } from '@lightbearers/ui';
import { useCallback, useRef, useState } from 'react';
import { calls, siteClient } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { useSignedIn } from '../../session/store';
import { membersCopy } from './copy';
import { PageArea } from './layout';

/** The members whose name holds `q` (the service's search, checked again here). */
async function findMembers(client: Client, q: string): Promise<Profile[]> {
  const { searchProfiles } = await calls();
  const page = await searchProfiles(client, q);
  return page.items.filter((p) => matchesMemberSearch(p.name, q));
}

export async function loader({ site, params }: ScreenArgs) {
  const slug = params.slug ?? '';
  if (!isSearchQuery(slug)) return { slug, state: 'idle' as MemberResultsState, found: [] as Profile[] };
  try {
    return { slug, state: 'done' as MemberResultsState, found: await findMembers(site.api, slug) };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn('search failed', error);
    return { slug, state: 'done' as MemberResultsState, found: [] as Profile[] };
  }
}

export function meta() {
  return { title: membersCopy.search.title, description: membersCopy.search.lead };
}

type SearchData = Awaited<ReturnType<typeof loader>>;

/** A new slug in the address is a new search (the box and results start from its data). */
export default function SearchScreen() {
  const data = useScreenData<typeof loader>();
  return <Search key={data.slug} first={data} />;
}

function Search({ first }: { first: SearchData }) {
  const signedIn = useSignedIn();
  const [text, setText] = useState(first.slug);
  const [state, setState] = useState<MemberResultsState>(first.state);
  const [found, setFound] = useState<Profile[]>(first.found);
  const latest = useRef(0);

  const search = useCallback(async (q: string) => {
    if (!isSearchQuery(q)) return;
    const ticket = ++latest.current;
    setState('loading');
    try {
      const members = await findMembers(await siteClient(), q);
      if (ticket !== latest.current) return;
      setFound(members);
    } catch (error) {
      if (ticket !== latest.current) return;
      console.warn('search failed', error);
      setFound([]);
    }
    setState('done');
  }, []);

  return (
    <PageArea data-testid="member-search">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {membersCopy.search.title}
        </Heading>
        <Text tone="muted">{membersCopy.search.lead}</Text>
      </Stack>
      <SearchBox value={text} onValueChange={setText} onSearch={(q) => void search(q)} autoFocus />
      <MemberResults
        state={state}
        members={found.map((p) => ({
          uid: p.uid,
          name: p.name,
          picture: p.pictureThumbnail ?? p.picture,
          href: profilePath(p, defaultProfileTab(p.type), signedIn),
          creator: p.type === 'creator',
        }))}
      />
    </PageArea>
  );
}
