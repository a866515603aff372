/**
 * MSW handlers for every endpoint the client calls, over a mutable in-memory data set
 * (`createMockDb`): Strapi filters/sort/pagination/populate, bearer checks (`mock-jwt-{uid}`),
 * owner checks, the like toggle, dev sign-in, wallet swap, orders with idempotency keys, statistics
 * computed from clicks, short-link redirects, and errors on demand (`fail`).
 *
 *   const mock = createMockApi({ baseUrl: 'http://api.test', statsUrl: 'http://api.test/stats',
 *     shortLinkBase: 'http://api.test/s' });
 *   setupServer(...mock.handlers)       // tests, or msw-storybook-addon's `parameters.msw.handlers`
 *   mock.fail('GET /api/posts', 500)     // the next calls of that route answer 500
 *
 * One module per module of `src/calls/` (`calls/paging` has no endpoint of its own); what they
 * share (route registration, failures, bearer and row helpers) is in `context.ts`.
 */
import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb } from '../db';
import { applicationHandlers } from './applications';
import { backOfficeHandlers } from './back-office';
import { catalogHandlers } from './catalog';
import { commentHandlers } from './comments';
import { createContext, type Failure, type MockApiOptions } from './context';
import { externalHandlers } from './external';
import { linkHandlers } from './links';
import { notificationHandlers } from './notifications';
import { postHandlers } from './posts';
import { profileHandlers } from './profiles';
import { settingsHandlers } from './settings';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { statsHandlers } from './stats';

export { errorResponse, type MockApiOptions } from './context';

export interface MockApi {
  handlers: HttpHandler[];
  db: MockDb;
  /** Makes `route` (`'METHOD /path/:param'` as registered, e.g. `'POST /api/orders'`) answer `status` `times` times (default: until `reset`). */
  fail(route: string, status: number, options?: { message?: string; times?: number }): void;
  /** Clears failures. */
  reset(): void;
  /** Puts the data back as it was created (what handlers changed is forgotten); a `db` passed in is kept. */
  resetData(): void;
  /** Requests seen, newest last (`METHOD url`), for assertions. */
  requests: string[];
}

export function createMockApi(options: MockApiOptions): MockApi {
  const db = options.db ?? createMockDb(options.dbOptions);
  const failures = new Map<string, Failure>();
  for (const [route, status] of Object.entries(options.failures ?? {}))
    failures.set(route, { status, message: 'mock failure', times: Number.POSITIVE_INFINITY });
  const requests: string[] = [];
  const context = createContext(options, db, failures, requests);
  // MSW tries handlers in this order (first match answers).
  const handlers: HttpHandler[] = [
    ...postHandlers(context),
    ...profileHandlers(context),
    ...catalogHandlers(context),
    ...commentHandlers(context),
    ...notificationHandlers(context),
    ...applicationHandlers(context),
    ...shopHandlers(context),
    ...staffHandlers(context),
    ...backOfficeHandlers(context),
    ...linkHandlers(context),
    ...statsHandlers(context),
    ...externalHandlers(context),
    ...settingsHandlers(context),
  ];

  return {
    handlers,
    db,
    requests,
    fail(routeName, status, failOptions = {}) {
      failures.set(routeName, {
        status,
        message: failOptions.message ?? 'mock failure',
        times: failOptions.times ?? Number.POSITIVE_INFINITY,
      });
    },
    reset() {
      failures.clear();
    },
    resetData() {
      if (!options.db) Object.assign(db, createMockDb(options.dbOptions));
    },
  };
}
