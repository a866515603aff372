/**
 * The layouts of the route table as one table (ADR 045): each layout's row names what it draws
 * around the page, and two lazy modules read the rows — `SiteLayout` (the header layouts, with the
 * site chrome) and `PlainLayout` (no header), so a page without a header never loads the header's
 * code. `profile` is chosen by the address's shape (`/u{id}`, `/@{slug}` default; `/user{id}`,
 * `/u@{slug}` noLoginProfile).
 */
import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import type { ChromeMode } from '../chrome/data';
import type { LayoutName } from '../router/guards';

export type LayoutKey = LayoutName | 'profile';

/** What a layout draws around its page. */
export interface LayoutRow {
  /**
   * Which module draws it: `site` the header (a visitor's with its login button, a member's
   * chrome by `chrome`), `plain` no header, `bare` nothing but the skip link.
   */
  frame: 'site' | 'plain' | 'bare';
  /** The chrome a signed-in member gets (what the layout route's loader reads). */
  chrome: ChromeMode;
  /** The site footer under the page. */
  footer: boolean;
}

/** The layouts of product §2 (`profile` takes `default`'s or `noLoginProfile`'s row by the address). */
export const LAYOUT_TABLE: Record<LayoutKey, LayoutRow> = {
  // Only for signed-in members (the guard sends visitors to `/`), so always the members' chrome.
  blank: { frame: 'site', chrome: 'full', footer: false },
  // Header and side menu when signed in; a visitor gets the header with its login button.
  default: { frame: 'site', chrome: 'full', footer: false },
  profile: { frame: 'site', chrome: 'full', footer: false },
  // Header and footer (`/login`, policies, `/app`).
  nologinHeader: { frame: 'site', chrome: 'header', footer: true },
  // A visitor's post page (`/post/{id}`): the header with its login button, and the footer.
  noLoginPost: { frame: 'site', chrome: 'header', footer: true },
  // A visitor's profile page (`/user{id}`, `/u@{slug}`): header and footer.
  noLoginProfile: { frame: 'site', chrome: 'header', footer: true },
  // The page alone, with the footer (`/404NoLogin`, `/orgsub`).
  nologin: { frame: 'plain', chrome: 'none', footer: true },
  // The page alone; the landing page brings its own sections and footer.
  nologinNoHeader: { frame: 'plain', chrome: 'none', footer: false },
  // Nothing around the page (full-screen tools: cards, the profile export) but the skip link.
  null: { frame: 'bare', chrome: 'none', footer: false },
};

/** Each frame's source module (the service preloads the chunk of the layout it renders). */
const FRAME_SOURCES: Record<LayoutRow['frame'], string> = {
  site: 'src/layouts/SiteLayout.tsx',
  plain: 'src/layouts/PlainLayout.tsx',
  bare: 'src/layouts/PlainLayout.tsx',
};

/** Each layout's source module (read by server rendering, `entry-server.tsx`). */
export const LAYOUT_SOURCES = Object.fromEntries(
  Object.entries(LAYOUT_TABLE).map(([key, row]) => [key, FRAME_SOURCES[row.frame]]),
) as Record<LayoutKey, string>;

/** Which chrome each layout draws for a signed-in member (what its loader reads). */
export const LAYOUT_CHROME = Object.fromEntries(
  Object.entries(LAYOUT_TABLE).map(([key, row]) => [key, row.chrome]),
) as Record<LayoutKey, ChromeMode>;

type LayoutModule = () => Promise<{ Component: ComponentType }>;

const FRAME_MODULES: Record<'site' | 'plain', LayoutModule> = {
  site: () => import('./SiteLayout').then((m) => ({ Component: m.SiteLayout })),
  plain: () => import('./PlainLayout').then((m) => ({ Component: m.PlainLayout })),
};

/** The lazy module of a layout: its frame's module (one chunk per module), which reads the row. */
export function layoutModule(key: LayoutKey): LayoutModule {
  return FRAME_MODULES[LAYOUT_TABLE[key].frame === 'site' ? 'site' : 'plain'];
}

/** The layout route's id (`layout:{key}`, the route table's layout routes). */
export const layoutRouteId = (key: LayoutKey) => `layout:${key}`;

/** The layout the page is in: the key of the matched layout route (a layout module's own route). */
export function useLayoutKey(): LayoutKey {
  const match = useMatches().find((m) => m.id.startsWith('layout:'));
  if (!match) throw new Error('a layout outside a layout route');
  return match.id.slice('layout:'.length) as LayoutKey;
}
