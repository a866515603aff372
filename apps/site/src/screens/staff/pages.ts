/**
 * The back office's page modules, each its own chunk, loaded through this module (`StaffScreen`).
 * The back office is for signed-in staff, whose page loaded the site's and the member's chrome and
 * the api client at start (`main.tsx`, the `blank` layout); this module imports them, and every
 * page reaches it (`access.ts`), so the bundler sees the pages always come with them and leaves
 * what the pages share with the chrome (its icons, menus and dialogs, the client's checks) in the
 * chrome's chunks. Without it each shared piece is split into a chunk of its own that members'
 * first screens then load (+0.5 to +2.5 kB gzip when measured; the first-screen budget, ADR 024).
 * `StaffScreen` reads this module as a whole, so `signedIn` and its imports stay in the build.
 */
import { api } from '../../api';
import { MemberFrame } from '../../chrome/MemberChrome';
import { SiteChrome } from '../../chrome/SiteChrome';

/** Loaded with the pages (see above): the chrome they are drawn in and the client they call. */
export const signedIn = { SiteChrome, MemberFrame, api };

export const pages = {
  HomePage: () => import('./HomePage'),
  ApplicationReviewPage: () => import('./ApplicationReviewPage'),
  NoticesPage: () => import('./NoticesPage'),
  NoticeEditPage: () => import('./NoticeEditPage'),
  CategoriesPage: () => import('./CategoriesPage'),
  CategoryEditPage: () => import('./CategoryEditPage'),
  SouvenirsPage: () => import('./SouvenirsPage'),
  SouvenirEditPage: () => import('./SouvenirEditPage'),
  BadgesPage: () => import('./BadgesPage'),
  BadgeEditPage: () => import('./BadgeEditPage'),
  OrganisationsPage: () => import('./OrganisationsPage'),
  OrgImportPage: () => import('./OrgImportPage'),
  OrdersPage: () => import('./OrdersPage'),
  PackingListPage: () => import('./PackingListPage'),
  OrderPage: () => import('./OrderPage'),
  MembersPage: () => import('./MembersPage'),
  MemberPage: () => import('./MemberPage'),
  ModerationPage: () => import('./ModerationPage'),
  AuditPage: () => import('./AuditPage'),
};
