import { makeProfile } from '@lightbearers/api-client/testing';
import { matchesMemberSearch, userPath } from '@lightbearers/domain';
import type { MemberGridItem } from '../MemberGrid';

/** Members 1–30 of the seeded demo data, as search results items. */
const everyone: MemberGridItem[] = Array.from({ length: 30 }, (_, i) => {
  const profile = makeProfile(i + 1);
  return {
    uid: profile.uid,
    name: profile.name,
    picture: profile.pictureThumbnail,
    href: userPath(profile.uid, true),
    creator: profile.type === 'creator',
  };
});

/** What a search for `query` finds among them (domain's matching rule). */
export function found(query: string): MemberGridItem[] {
  return everyone.filter((member) => matchesMemberSearch(member.name, query));
}

/** A query that finds a few demo members: the first three characters of member 1's given name. */
export const sampleQuery = (everyone[0]?.name ?? '').slice(0, 3);
