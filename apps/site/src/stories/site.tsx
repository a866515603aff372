/**
 * What the site's page stories share: the mock service (MSW answers for the api client at the
 * Storybook origin), the story member, the parameters of a page story; the routers are in
 * `./screen`.
 */
import { createMockApi } from '@lightbearers/api-client/testing';
import { pinFooterDate } from '../chrome/Frame';
import type { LayoutName } from '../router/guards';

// The footer's Buddhist year (2569) stays what the baselines show, whatever the day of the run.
pinFooterDate(new Date('2026-11-24T12:00:00+07:00'));

const origin = typeof location === 'undefined' ? 'http://localhost:6006' : location.origin;

/** The mock service at the Storybook origin (the site's api client calls `{origin}/api/…`). */
export const mockApi = createMockApi({
  baseUrl: origin,
  statsUrl: `${origin}/stats`,
  shortLinkBase: `${origin}/s`,
});

// Fresh mock data for every story (the preview's `beforeEach` runs these).
const storyGlobals = globalThis as { __storyResets?: Set<() => void> };
storyGlobals.__storyResets ??= new Set();
const resets = storyGlobals.__storyResets;
resets.add(() => {
  mockApi.reset();
  mockApi.resetData();
});

const firstProfile = mockApi.db.profiles[0]?.attributes;

/** A signed-in demo member of the mock data. */
export const storyMember = {
  userID: 1,
  userJWT: 'mock-jwt-1',
  name: firstProfile?.name ?? 'สมาชิกตัวอย่าง',
  des: null,
  at: null,
  type: 'sharer' as const,
  picture: null,
  profile_picture: null,
  given_name: null,
  family_name: null,
  google_picture: null,
};

/** The layouts a page story can sit in. */
export type StoryLayout = LayoutName;

export { inLayout } from './screen';

/**
 * Parameters of a page story: full-screen, the MSW answers, an address, a viewport. The story brings
 * its own data router (`atRoute`, `inLayout`), so the preview's plain router stands aside.
 */
export function pageParameters(path: string, viewport: 'phone' | 'desktop' = 'desktop') {
  return {
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
    router: { initialEntries: [path], data: true },
    screenshot: { viewport, target: 'page' },
  };
}

/** The same parameters, under the name the route stories use. */
export const routeParameters = pageParameters;
