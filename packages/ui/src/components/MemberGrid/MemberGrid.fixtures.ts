import type { Profile } from '@lightbearers/api-client';
import { makeProfile } from '@lightbearers/api-client/testing';
import { userPath } from '@lightbearers/domain';
import type { MemberGridItem } from './MemberGrid';

/** What the directory page passes for a profile. */
export function gridItem(profile: Profile): MemberGridItem {
  return {
    uid: profile.uid,
    name: profile.name,
    picture: profile.pictureThumbnail,
    href: userPath(profile.uid, true),
    creator: profile.type === 'creator',
  };
}

/** Members `from`…`from + count - 1` of the seeded demo data (every third one a creator). */
export function memberPage(from: number, count: number): MemberGridItem[] {
  return Array.from({ length: count }, (_, i) => gridItem(makeProfile(from + i)));
}

export const longThaiMembers: MemberGridItem[] = memberPage(1, 6).map((member, i) =>
  i % 2 === 0 ? { ...member, name: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวัน' } : member,
);
