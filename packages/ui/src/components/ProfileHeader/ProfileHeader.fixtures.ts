// Story and test data from the api-client factories (seeded, so every run draws the same members).
import type { Profile } from '@lightbearers/api-client';
import { makeBadge, makeProfile } from '@lightbearers/api-client/testing';
import { formatCount } from '@lightbearers/domain';
import type { ProfileHeaderProps } from './ProfileHeader';

/** The header's data, without its callbacks (stories add `fn()` ones). */
export type ProfileHeaderData = Omit<
  ProfileHeaderProps,
  'onChangePicture' | 'onViewPicture' | 'onShare' | 'onEdit' | 'onEditLinks'
>;

/** What a profile page passes to the header for `profile` (the app's mapping, in short). */
export function headerProps(profile: Profile, counts: [number, number, number]): ProfileHeaderData {
  return {
    name: profile.name,
    bio: profile.des,
    picture: profile.picture,
    memberType: profile.type === 'creator' ? 'creator' : 'leader',
    organisation: [profile.org1, profile.org2].filter((line): line is string => Boolean(line)),
    links: profile.links,
    counts: { clicks: formatCount(counts[0]), shares: formatCount(counts[1]), posts: formatCount(counts[2]) },
  };
}

/** Member 4: a creator (every third member from 1 is one) with links and a picture. */
export const creator: Profile = makeProfile(4, {
  link: [
    { id: 41, social: 'facebook', url: 'https://www.facebook.com/somchai.dhamma' },
    { id: 42, social: 'youtube', url: 'https://www.youtube.com/@somchai' },
    { id: 43, social: 'tiktok', url: 'https://www.tiktok.com/@somchai' },
    { id: 44, social: 'twitter', url: null },
    { id: 45, social: 'website', url: 'https://example.org/somchai' },
  ],
});

/** Member 2: a sharer with no social links and no uploaded picture. */
export const sharer: Profile = makeProfile(2, {
  picture: { data: null },
  google_picture: null,
  link: [
    { id: 21, social: 'facebook', url: null },
    { id: 22, social: 'youtube', url: null },
  ],
});

export const badges = [1, 2, 3].map((id) => {
  const badge = makeBadge(id);
  return { id: badge.id, name: badge.name, src: badge.photo ?? '' };
});

export const creatorHeader: ProfileHeaderData = { ...headerProps(creator, [12345, 678, 42]), badges };
export const sharerHeader: ProfileHeaderData = headerProps(sharer, [0, 0, 0]);

/** A name, bio and organisation that wrap on a phone. */
export const longThaiHeader: ProfileHeaderData = {
  ...creatorHeader,
  name: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวันไม่มีวันหยุด',
  bio: 'ตั้งใจแชร์ธรรมะวันละหนึ่งโพสต์เพื่อให้เพื่อน ๆ ได้อ่านก่อนนอน\nขออนุโมทนาบุญกับทุกท่านที่ช่วยกันส่งต่อความดีไปยังคนที่เรารัก https://example.org/a-very-long-link-that-should-wrap-anywhere',
  organisation: ['นครหลวง (capital / แก้วภูธร)', 'ศูนย์ประสานงานอาสาสมัครผู้นำบุญออนไลน์ภาคกลางตอนบน'],
  counts: { clicks: formatCount(1234567), shares: formatCount(98765), posts: formatCount(4321) },
};
