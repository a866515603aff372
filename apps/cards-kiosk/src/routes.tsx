import { CARD_VARIANTS } from '@lightbearers/domain';
import type { RouteObject } from 'react-router-dom';
import { KioskShell } from './KioskShell';
import { HOME } from './origin';
import { CardPage } from './pages/CardPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Home (`/`, or `/card-kiosk` on the site's origin), one route per card variant (/card, /card/as,
 * /card22, /card22m, /card22s, …), and the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <KioskShell />,
    children: [
      HOME === '/' ? { index: true, element: <HomePage /> } : { path: HOME, element: <HomePage /> },
      // key: a new variant starts with a fresh form.
      ...CARD_VARIANTS.map((variant) => ({
        path: variant.path,
        element: <CardPage key={variant.id} variant={variant} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
