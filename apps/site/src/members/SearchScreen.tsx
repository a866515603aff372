/**
 * `/search` and `/search/{slug}` (spec §2): the slug seeds the box; the search runs live as the
 * member types, from 3 characters (a case-insensitive part of the name, spec §5 — fewer does
 * nothing); 'ไม่พบผลการค้นหา' when no one matches; a result opens the profile.
 */
import { type Profile, searchProfiles } from '@lightbearers/api-client';
import { defaultProfileTab, isSearchQuery, matchesMemberSearch, profilePath } from '@lightbearers/domain';
import { Heading, MemberResults, type MemberResultsState, SearchBox, Stack, Text } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../api';
import { signedInAtom } from '../session/store';
import { membersCopy } from './copy';
import { PageArea } from './layout';

export function SearchScreen() {
  const signedIn = useAtomValue(signedInAtom);
  const { slug = '' } = useParams();
  const [text, setText] = useState(slug);
  const [state, setState] = useState<MemberResultsState>('idle');
  const [found, setFound] = useState<Profile[]>([]);
  const latest = useRef(0);

  const search = useCallback(async (q: string) => {
    if (!isSearchQuery(q)) return;
    const ticket = ++latest.current;
    setState('loading');
    try {
      const page = await searchProfiles(api, q);
      if (ticket !== latest.current) return;
      setFound(page.items.filter((p) => matchesMemberSearch(p.name, q)));
    } catch (error) {
      if (ticket !== latest.current) return;
      console.warn('search failed', error);
      setFound([]);
    }
    setState('done');
  }, []);

  // The slug seeds the box and searches once.
  useEffect(() => {
    setText(slug);
    void search(slug);
  }, [slug, search]);

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
