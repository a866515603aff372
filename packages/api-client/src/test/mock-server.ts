/** Test helper: the package's own MSW handlers behind `msw/node`, a client pointed at them, and the requests seen. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Client, type ClientConfig, createClient } from '../client';
import { createMockApi, type MockApi } from '../testing/handlers';

export const BASE = 'http://api.test';
export const STATS = `${BASE}/stats`;
export const SHORT = `${BASE}/s`;
export const SITE = 'http://site.test';
export const ORG_DIRECTORY = { url: 'http://org.test/api/orgs', key: 'secret-key' };

export interface SeenRequest {
  method: string;
  path: string;
  /** Decoded query parameters in order. */
  query: Array<[string, string]>;
  /** The raw query string (encoded). */
  search: string;
  authorization: string | null;
  headers: Headers;
  /** Parsed JSON body, or null. */
  json: unknown;
  /** Parsed multipart body, or null. */
  form: FormData | null;
}

export interface MockContext {
  mock: MockApi;
  client: Client;
  /** Every request seen since the test started (bodies parsed). */
  requests(): Promise<SeenRequest[]>;
  /** The last request seen. */
  last(): Promise<SeenRequest>;
  signIn(uid: number): void;
  signOut(): void;
  /** A client with other options, same token. */
  clientWith(config: Partial<ClientConfig>): Client;
  unauthorized: { count: number };
  /** Prepends handlers for one test (`server.use`). */
  use(...handlers: Parameters<ReturnType<typeof setupServer>['use']>): void;
}

export function setupMockApi(): MockContext {
  const mock = createMockApi({
    baseUrl: BASE,
    statsUrl: STATS,
    shortLinkBase: SHORT,
    siteUrl: SITE,
    orgDirectory: ORG_DIRECTORY,
  });
  const server = setupServer(...mock.handlers);
  const seen: Promise<SeenRequest>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    seen.push(
      (async () => {
        const url = new URL(copy.url);
        const type = copy.headers.get('content-type') ?? '';
        let json: unknown = null;
        let form: FormData | null = null;
        if (type.includes('application/json')) json = await copy.json();
        else if (type.includes('multipart/form-data')) form = await copy.formData();
        return {
          method: copy.method,
          path: url.pathname,
          query: [...url.searchParams],
          search: url.search,
          authorization: copy.headers.get('authorization'),
          headers: copy.headers,
          json,
          form,
        };
      })(),
    );
  });
  let token: string | null = null;
  const unauthorized = { count: 0 };
  const config: ClientConfig = {
    baseUrl: BASE,
    statsUrl: STATS,
    shortLinkBase: SHORT,
    siteUrl: SITE,
    orgDirectory: ORG_DIRECTORY,
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized.count += 1;
    },
    validate: true,
    retries: 0,
  };
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(async () => {
    await Promise.all(seen.splice(0));
    server.resetHandlers();
    mock.reset();
    token = null;
    unauthorized.count = 0;
  });
  afterAll(() => server.close());
  const requests = () => Promise.all(seen);
  return {
    mock,
    client: createClient(config),
    requests,
    last: async () => {
      const all = await requests();
      const request = all.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    signIn: (uid) => {
      token = `mock-jwt-${uid}`;
    },
    signOut: () => {
      token = null;
    },
    clientWith: (more) => createClient({ ...config, ...more }),
    unauthorized,
    use: (...handlers) => server.use(...handlers),
  };
}

/** Query pairs as an object (last value wins), for readable assertions. */
export const queryOf = (request: SeenRequest) => Object.fromEntries(request.query);
