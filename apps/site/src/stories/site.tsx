/**
 * What the site's page stories share: a jotai store with or without a signed-in member, the route's
 * layout around the screen (inside the preview's router), and MSW answers for the api client at the
 * Storybook origin.
 */
import { createMockApi } from '@lightbearers/api-client/testing';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'jotai';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pinFooterDate } from '../chrome/Frame';
import { BlankLayout } from '../layouts/blank';
import { DefaultLayout } from '../layouts/default';
import { NoLoginPostLayout } from '../layouts/noLoginPost';
import { NoLoginProfileLayout } from '../layouts/noLoginProfile';
import { NoLoginLayout } from '../layouts/nologin';
import { NoLoginHeaderLayout } from '../layouts/nologinHeader';
import { NoLoginNoHeaderLayout } from '../layouts/nologinNoHeader';
import { NullLayout } from '../layouts/null';
import { appStore, endSession, startSession } from '../session/store';

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

export const LAYOUT_COMPONENTS = {
  blank: BlankLayout,
  default: DefaultLayout,
  nologin: NoLoginLayout,
  nologinHeader: NoLoginHeaderLayout,
  nologinNoHeader: NoLoginNoHeaderLayout,
  noLoginPost: NoLoginPostLayout,
  noLoginProfile: NoLoginProfileLayout,
  null: NullLayout,
} satisfies Record<string, ComponentType>;

export type StoryLayout = keyof typeof LAYOUT_COMPONENTS;

/** Renders the story as the route's screen inside `layout`, signed in or not. */
export function inLayout(layout: StoryLayout, signedIn: boolean): Decorator {
  return (Story) => {
    if (signedIn) startSession(storyMember);
    else endSession();
    const Layout = LAYOUT_COMPONENTS[layout];
    return (
      <Provider store={appStore}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<Story />} />
          </Route>
        </Routes>
      </Provider>
    );
  };
}

/** Parameters of a route story (`atRoute`): as `pageParameters`, with the route's own data router. */
export function routeParameters(path: string, viewport: 'phone' | 'desktop' = 'desktop') {
  const parameters = pageParameters(path, viewport);
  return { ...parameters, router: { ...parameters.router, data: true } };
}

/** Parameters of a page story: full-screen, the MSW answers, a route, a viewport. */
export function pageParameters(path: string, viewport: 'phone' | 'desktop' = 'desktop') {
  return {
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
    router: { initialEntries: [path] },
    screenshot: { viewport, target: 'page' },
  };
}
