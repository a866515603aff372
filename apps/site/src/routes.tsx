import type { RouteObject } from 'react-router-dom';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { Shell } from './Shell';

/**
 * The site's route table. The shell is in place; the spec's screens (feed, posts, profiles, shop,
 * statistics…) arrive route by route as their issues land.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
