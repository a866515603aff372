import { CARD_VARIANTS } from '@lightbearers/domain';
import type { RouteObject } from 'react-router-dom';
import { KioskShell } from './KioskShell';
import { CardPage } from './pages/CardPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Home, one route per card variant (spec §2: /card, /card/as, /card22, /card22m, /card22s, …), 404. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <KioskShell />,
    children: [
      { index: true, element: <HomePage /> },
      // key: a new variant starts with a fresh form.
      ...CARD_VARIANTS.map((variant) => ({
        path: variant.path,
        element: <CardPage key={variant.id} variant={variant} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
