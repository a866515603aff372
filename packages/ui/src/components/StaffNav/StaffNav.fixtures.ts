import type { StaffSection } from './StaffNav';

/** Every section's address, as the site's route table would give them (admin: all of them). */
export const adminLinks: Record<StaffSection, string> = {
  notices: '/staff/notices',
  categories: '/staff/categories',
  souvenirs: '/staff/souvenirs',
  orders: '/staff/orders',
  badges: '/staff/badges',
  organisations: '/staff/organisations',
  members: '/staff/members',
  moderation: '/staff/moderation',
  audit: '/staff/audit',
};

/** What a staff member (not an admin) may open. */
export const staffLinks: Partial<Record<StaffSection, string>> = {
  notices: adminLinks.notices,
  orders: adminLinks.orders,
  moderation: adminLinks.moderation,
  members: adminLinks.members,
};
