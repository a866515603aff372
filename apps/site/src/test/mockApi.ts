/** MSW over the api-client's mock handlers, at the site's own origin, for the site's unit tests. */
import { createMockApi, type MockApi } from '@lightbearers/api-client/testing';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const ORIGIN = 'http://localhost:5173';

/**
 * The mock service for a test file; `server.use(…)` replaces a route for one test (reset after each),
 * e.g. the site's settings.
 */
export function setupSiteApi(): { mock: MockApi; requests: () => string[]; server: SetupServer } {
  const mock = createMockApi({ baseUrl: ORIGIN, statsUrl: `${ORIGIN}/stats`, shortLinkBase: `${ORIGIN}/s` });
  const server = setupServer(...mock.handlers);
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return { mock, requests: () => [...seen], server };
}

/** A handler answering `GET /api/site-settings` with these settings (the rest unset). */
export { settingsHandler } from './settings';
