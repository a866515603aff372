import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '../router/buildRoutes';
import { ROUTE_TABLE } from '../routes';
import { appStore } from '../session/store';

/** The site at `path`: the real route table (or `routes`) in a memory router, on the app's store. */
export function renderRoute(path: string, routes = buildRoutes(ROUTE_TABLE)) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
