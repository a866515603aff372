import type { Profile } from '@lightbearers/api-client';
import { makeProfile } from '@lightbearers/api-client/testing';
import type { SocialLinksValues } from './SocialLinksDialog';

/** Member 4 of the seeded demo data: facebook and website filled, the rest as the factory drew them. */
const member: Profile = makeProfile(4, {
  link: [
    { id: 41, social: 'facebook', url: 'https://www.facebook.com/somchai.dhamma' },
    { id: 45, social: 'website', url: 'https://example.org/somchai' },
  ],
});

/** The dialog's values from the profile's link list (what the app does). */
export const memberLinks: Partial<SocialLinksValues> = Object.fromEntries(
  member.links.map((link) => [link.social, link.url]),
);

export const longLinks: Partial<SocialLinksValues> = {
  facebook: 'https://www.facebook.com/profile.php?id=100012345678901&sk=about_contact_and_basic_info',
  youtube: 'https://www.youtube.com/@ธรรมะสวัสดีผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวัน',
  website: 'https://example.org/ธรรมะ/บทความ/การส่งต่อความดีในชุมชนออนไลน์',
};
