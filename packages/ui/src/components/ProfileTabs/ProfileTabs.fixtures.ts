import { type ProfileTab, profilePath } from '@lightbearers/domain';
import { profileTabOrder } from './ProfileTabs';

/** The tab hrefs of member 12 with the handle 'somchai', as the site builds them with domain's profilePath. */
export const handleHrefs = Object.fromEntries(
  profileTabOrder.map((tab) => [tab, profilePath({ uid: 12, at: 'somchai' }, tab, true)]),
) as Record<ProfileTab, string>;

/** Member 12 without a handle, signed out: `/user12/{tab}`. */
export const loggedOutHrefs = Object.fromEntries(
  profileTabOrder.map((tab) => [tab, profilePath({ uid: 12 }, tab, false)]),
) as Record<ProfileTab, string>;
