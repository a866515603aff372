import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getFeedPage, getPost, toggleLike } from './calls/posts';
import { getWallet } from './calls/shop';
import { createClient } from './client';
import { ApiError, ERROR_MESSAGES } from './errors';
import { BASE, setupMockApi } from './test/mock-server';
import { wirePost } from './testing/factories';

const ctx = setupMockApi();

describe('createClient', () => {
  it('builds the service URLs from baseUrl, statsUrl and shortLinkBase (trailing slashes dropped)', () => {
    const client = createClient({
      baseUrl: 'https://x.test/',
      statsUrl: 'https://x.test/stats/',
      shortLinkBase: 'https://s.test/',
    });
    expect(client.api).toBe('https://x.test/api');
    expect(client.stats).toBe('https://x.test/stats');
    expect(client.shortLinkBase).toBe('https://s.test');
    expect(client.img('/uploads/a.jpg')).toBe('https://x.test/uploads/a.jpg');
    expect(client.img('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(client.img('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(
      createClient({
        baseUrl: 'https://x.test',
        statsUrl: '',
        shortLinkBase: '',
        imageBase: 'https://img.test/',
      }).img('a.jpg'),
    ).toBe('https://img.test/a.jpg');
  });

  it('validates by default, in production too (docs/adr/013)', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(createClient({ baseUrl: BASE, statsUrl: BASE, shortLinkBase: BASE }).validate).toBe(true);
      expect(
        createClient({ baseUrl: BASE, statsUrl: BASE, shortLinkBase: BASE, validate: false }).validate,
      ).toBe(false);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});

describe('bearer', () => {
  it('is sent only on the calls the product description marks, and only when there is a token', async () => {
    ctx.signIn(2);
    await getFeedPage(ctx.client, { page: 1 });
    expect((await ctx.last()).authorization).toBeNull();
    await getWallet(ctx.client);
    expect((await ctx.last()).authorization).toBe('Bearer mock-jwt-2');
    ctx.signOut();
    await getWallet(ctx.client).catch(() => undefined);
    expect((await ctx.last()).authorization).toBeNull();
  });

  it('a 401 on a call that carried a token calls onUnauthorized once with the error', async () => {
    const seen: ApiError[] = [];
    const client = ctx.clientWith({ getToken: () => 'mock-jwt-404', onUnauthorized: (e) => seen.push(e) });
    const error = await getWallet(client).catch((e: unknown) => e);
    expect(seen).toEqual([error]);
    expect(seen[0]?.unauthorized).toBe(true);
  });
});

describe('retries and time-outs', () => {
  it('retries an idempotent GET on 503 and succeeds', async () => {
    let calls = 0;
    ctx.use(
      http.get(`${BASE}/api/posts/:id`, () => {
        calls += 1;
        return calls < 3
          ? HttpResponse.json({ error: { status: 503, name: 'x', message: 'busy' } }, { status: 503 })
          : HttpResponse.json({ data: wirePost(1), meta: {} });
      }),
    );
    const client = ctx.clientWith({ retries: 2, retryDelay: () => 0 });
    expect((await getPost(client, 1)).id).toBe(1);
    expect(calls).toBe(3);
  });

  it('gives up after the retry limit with the last status', async () => {
    let calls = 0;
    ctx.use(
      http.get(`${BASE}/api/posts/:id`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const error = await getPost(ctx.clientWith({ retries: 1, retryDelay: () => 0 }), 1).catch(
      (e: unknown) => e,
    );
    expect(calls).toBe(2);
    expect(error).toMatchObject({ status: 502, kind: 'http', serverMessage: null });
  });

  it('never retries a POST', async () => {
    let calls = 0;
    ctx.use(
      http.post(`${BASE}/api/like/:id`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    ctx.signIn(1);
    await expect(toggleLike(ctx.clientWith({ retries: 3, retryDelay: () => 0 }), 1)).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toBe(1);
  });

  it('a slow answer is a timeout ApiError with the call message', async () => {
    ctx.use(
      http.get(`${BASE}/api/posts/:id`, async () => {
        await delay(200);
        return HttpResponse.json({ data: wirePost(1), meta: {} });
      }),
    );
    const error = await getPost(ctx.clientWith({ timeout: 30 }), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: null, message: ERROR_MESSAGES.generic });
  });

  it('no answer at all is a network ApiError', async () => {
    ctx.use(http.get(`${BASE}/api/posts/:id`, () => HttpResponse.error()));
    await expect(getPost(ctx.client, 1)).rejects.toMatchObject({ kind: 'network', status: null });
  });
});

describe('response validation', () => {
  const broken = () =>
    ctx.use(
      http.get(`${BASE}/api/posts/:id`, () =>
        HttpResponse.json({ data: { id: 1, attributes: { type: 'hologram' } } }),
      ),
    );

  it('on: an answer that does not match the wire schema is an invalid-response ApiError', async () => {
    broken();
    const error = (await getPost(ctx.client, 1).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(ERROR_MESSAGES.generic);
    expect(String((error.cause as Error).message)).toContain('type');
  });

  it('off: the answer is trusted (production)', async () => {
    ctx.use(
      http.get(`${BASE}/api/posts/:id`, () =>
        HttpResponse.json({ data: wirePost(3, { views: 7 }), meta: {} }),
      ),
    );
    const post = await getPost(ctx.clientWith({ validate: false }), 3);
    expect(post.views).toBe(7);
  });

  it('a body that is not JSON is an invalid-response ApiError', async () => {
    ctx.use(
      http.get(
        `${BASE}/api/posts/:id`,
        () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(getPost(ctx.client, 1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an error body is read into serverName / serverMessage', async () => {
    ctx.mock.fail('GET /api/posts/:id', 429, { message: 'slow down' });
    await expect(getPost(ctx.client, 1)).rejects.toMatchObject({
      status: 429,
      serverName: 'RateLimitError',
      serverMessage: 'slow down',
      request: `GET ${BASE}/api/posts/1?populate%5B0%5D=photo&populate%5B1%5D=cat&populate%5B2%5D=users_permissions_users`,
    });
  });
});
