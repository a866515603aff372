/**
 * The layouts of the route table, each a lazy module (a screen loads only its own layout's code).
 * `profile` is chosen by the address's shape (`/u{id}`, `/@{slug}` default; `/user{id}`, `/u@{slug}`
 * noLoginProfile).
 */
import type { ComponentType } from 'react';
import type { ChromeMode } from '../chrome/data';
import type { LayoutName } from '../router/guards';

export type LayoutKey = LayoutName | 'profile';

type LayoutModule = () => Promise<{ Component: ComponentType }>;

/** Each layout's source module (the service preloads the chunk of the layout it renders). */
export const LAYOUT_SOURCES: Record<LayoutKey, string> = {
  blank: 'src/layouts/blank.tsx',
  default: 'src/layouts/default.tsx',
  nologin: 'src/layouts/nologin.tsx',
  nologinHeader: 'src/layouts/nologinHeader.tsx',
  nologinNoHeader: 'src/layouts/nologinNoHeader.tsx',
  noLoginPost: 'src/layouts/noLoginPost.tsx',
  noLoginProfile: 'src/layouts/noLoginProfile.tsx',
  null: 'src/layouts/null.tsx',
  profile: 'src/layouts/profile.tsx',
};

const MODULES: Record<LayoutKey, LayoutModule> = {
  blank: () => import('./blank').then((m) => ({ Component: m.BlankLayout })),
  default: () => import('./default').then((m) => ({ Component: m.DefaultLayout })),
  nologin: () => import('./nologin').then((m) => ({ Component: m.NoLoginLayout })),
  nologinHeader: () => import('./nologinHeader').then((m) => ({ Component: m.NoLoginHeaderLayout })),
  nologinNoHeader: () => import('./nologinNoHeader').then((m) => ({ Component: m.NoLoginNoHeaderLayout })),
  noLoginPost: () => import('./noLoginPost').then((m) => ({ Component: m.NoLoginPostLayout })),
  noLoginProfile: () => import('./noLoginProfile').then((m) => ({ Component: m.NoLoginProfileLayout })),
  null: () => import('./null').then((m) => ({ Component: m.NullLayout })),
  profile: () => import('./profile').then((m) => ({ Component: m.ProfileLayout })),
};

/** The lazy module of a layout. */
export function layoutModule(key: LayoutKey): LayoutModule {
  return MODULES[key];
}

/** Which chrome each layout draws for a signed-in member (what its loader reads). */
export const LAYOUT_CHROME: Record<LayoutKey, ChromeMode> = {
  blank: 'full',
  default: 'full',
  profile: 'full',
  nologinHeader: 'header',
  noLoginPost: 'header',
  noLoginProfile: 'header',
  nologin: 'none',
  nologinNoHeader: 'none',
  null: 'none',
};
