import { describe, expect, it } from 'vitest';
import { ADMIN, backends, expectError, harness, SHARER, STAFF } from './helpers.js';

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  role: 'staff' | 'admin';
  body?: unknown;
};

const NONE = 999999;
/**
 * Every back-office route (ADR 035) with the least role it needs. The allowed calls name a missing
 * id or send an empty body, so they pass the role check and change nothing (404 or 400).
 */
const ROUTES: Route[] = [
  // notices: staff
  { method: 'GET', path: '/api/staff/notices', role: 'staff' },
  { method: 'GET', path: `/api/staff/notices/${NONE}`, role: 'staff' },
  { method: 'POST', path: '/api/staff/notices', role: 'staff', body: { data: {} } },
  { method: 'PUT', path: `/api/staff/notices/${NONE}`, role: 'staff', body: { data: { topic: 'x' } } },
  { method: 'POST', path: `/api/staff/notices/${NONE}/publish`, role: 'staff', body: { data: {} } },
  { method: 'POST', path: `/api/staff/notices/${NONE}/unpublish`, role: 'staff' },
  { method: 'DELETE', path: `/api/staff/notices/${NONE}`, role: 'staff' },
  { method: 'POST', path: `/api/staff/notices/${NONE}/restore`, role: 'staff' },
  // orders: staff
  { method: 'GET', path: '/api/staff/orders', role: 'staff' },
  { method: 'GET', path: `/api/staff/orders/${NONE}`, role: 'staff' },
  { method: 'GET', path: '/api/staff/orders/packing-list', role: 'staff' },
  { method: 'GET', path: '/api/staff/orders/addresses.csv', role: 'staff' },
  {
    method: 'POST',
    path: `/api/staff/orders/${NONE}/status`,
    role: 'staff',
    body: { data: { status: 'packed' } },
  },
  { method: 'POST', path: `/api/staff/orders/${NONE}/cancel`, role: 'staff', body: {} },
  { method: 'POST', path: '/api/staff/orders/status', role: 'staff', body: { data: {} } },
  // members: staff; roles: admin
  { method: 'GET', path: '/api/staff/members', role: 'staff' },
  { method: 'GET', path: `/api/staff/members/${NONE}`, role: 'staff' },
  {
    method: 'POST',
    path: `/api/staff/members/${NONE}/block`,
    role: 'staff',
    body: { data: { reason: 'x' } },
  },
  { method: 'POST', path: `/api/staff/members/${NONE}/unblock`, role: 'staff' },
  {
    method: 'PUT',
    path: `/api/staff/members/${NONE}/type`,
    role: 'staff',
    body: { data: { type: 'creator' } },
  },
  {
    method: 'PUT',
    path: `/api/staff/members/${NONE}/role`,
    role: 'admin',
    body: { data: { role: 'staff' } },
  },
  // moderation: staff
  { method: 'GET', path: '/api/staff/moderation/post', role: 'staff' },
  { method: 'GET', path: '/api/staff/moderation/comment', role: 'staff' },
  { method: 'GET', path: '/api/staff/moderation/reply', role: 'staff' },
  {
    method: 'POST',
    path: `/api/staff/moderation/post/${NONE}/hide`,
    role: 'staff',
    body: { data: { reason: 'x' } },
  },
  { method: 'POST', path: `/api/staff/moderation/comment/${NONE}/restore`, role: 'staff' },
  // creator applications (ADR 030): staff
  { method: 'GET', path: '/api/staff/creator-applications', role: 'staff' },
  { method: 'POST', path: `/api/staff/creator-applications/${NONE}/approve`, role: 'staff' },
  { method: 'POST', path: `/api/staff/creator-applications/${NONE}/reject`, role: 'staff' },
  // categories, souvenirs, badges, organisation units, audit: admin
  { method: 'GET', path: '/api/staff/categories', role: 'admin' },
  { method: 'GET', path: `/api/staff/categories/${NONE}`, role: 'admin' },
  { method: 'POST', path: '/api/staff/categories', role: 'admin', body: { data: {} } },
  { method: 'PUT', path: `/api/staff/categories/${NONE}`, role: 'admin', body: { data: { name: 'x' } } },
  { method: 'DELETE', path: `/api/staff/categories/${NONE}`, role: 'admin' },
  { method: 'POST', path: `/api/staff/categories/${NONE}/restore`, role: 'admin' },
  { method: 'GET', path: '/api/staff/products', role: 'admin' },
  { method: 'GET', path: `/api/staff/products/${NONE}`, role: 'admin' },
  { method: 'POST', path: '/api/staff/products', role: 'admin', body: { data: {} } },
  { method: 'PUT', path: `/api/staff/products/${NONE}`, role: 'admin', body: { data: { name: 'x' } } },
  { method: 'DELETE', path: `/api/staff/products/${NONE}`, role: 'admin' },
  { method: 'POST', path: `/api/staff/products/${NONE}/restore`, role: 'admin' },
  { method: 'GET', path: `/api/staff/products/${NONE}/stock`, role: 'admin' },
  {
    method: 'POST',
    path: `/api/staff/products/${NONE}/stock`,
    role: 'admin',
    body: { data: { delta: 1, reason: 'x' } },
  },
  { method: 'GET', path: '/api/staff/badges', role: 'admin' },
  { method: 'GET', path: `/api/staff/badges/${NONE}`, role: 'admin' },
  { method: 'POST', path: '/api/staff/badges', role: 'admin', body: { data: {} } },
  { method: 'PUT', path: `/api/staff/badges/${NONE}`, role: 'admin', body: { data: { name: 'x' } } },
  { method: 'DELETE', path: `/api/staff/badges/${NONE}`, role: 'admin' },
  { method: 'POST', path: `/api/staff/badges/${NONE}/restore`, role: 'admin' },
  {
    method: 'POST',
    path: `/api/staff/badges/${NONE}/award`,
    role: 'admin',
    body: { data: { members: [1] } },
  },
  {
    method: 'POST',
    path: `/api/staff/badges/${NONE}/revoke`,
    role: 'admin',
    body: { data: { members: [1] } },
  },
  { method: 'GET', path: '/api/staff/orgs', role: 'admin' },
  { method: 'POST', path: '/api/staff/orgs', role: 'admin', body: { data: {} } },
  {
    method: 'PUT',
    path: `/api/staff/orgs/${NONE}`,
    role: 'admin',
    body: { data: { org1: 'ภูมิภาค', org2: 'ไม่มี' } },
  },
  { method: 'DELETE', path: `/api/staff/orgs/${NONE}`, role: 'admin' },
  { method: 'POST', path: `/api/staff/orgs/${NONE}/restore`, role: 'admin' },
  { method: 'POST', path: '/api/staff/orgs/import', role: 'admin', body: { data: { csv: '' } } },
  { method: 'GET', path: '/api/staff/audit', role: 'admin' },
];

/**
 * The back office's permission matrix: every route as anonymous (401), a member (403), staff
 * (403 for admin routes, through otherwise) and an admin (through).
 */
describe.each(backends())('back-office permissions on $name', (backend) => {
  const h = harness(backend);

  it('covers every back-office route the service mounts', async () => {
    const { createApp } = await import('../src/app.js');
    const app = createApp({ database: h.database, config: h.config });
    const mounted = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/staff/') && r.path !== '/api/staff/me' && r.method !== 'ALL')
        .filter((r) => !r.path.startsWith('/api/staff/audit') || r.method === 'GET')
        .map((r) => `${r.method} ${r.path.replace(/:id/g, String(NONE)).replace(/:kind/g, 'post')}`),
    );
    const listed = new Set(
      ROUTES.map((r) => `${r.method} ${r.path.replace(/(moderation\/)(comment|reply)/, '$1post')}`),
    );
    expect(mounted.size).toBeGreaterThanOrEqual(ROUTES.length - 2);
    for (const m of mounted) expect(listed, `${m} is not in the matrix`).toContain(m);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, r) => {
    const send = (token?: string) => h.req(r.method, r.path, { ...(token ? { token } : {}), body: r.body });
    expectError(await send(), 401);
    expectError(await send(await h.login(SHARER)), 403);
    const staff = await send(await h.login(STAFF));
    if (r.role === 'admin') expectError(staff, 403);
    else expect([401, 403], `staff: ${staff.status} ${staff.text.slice(0, 200)}`).not.toContain(staff.status);
    const admin = await send(await h.login(ADMIN));
    expect([401, 403, 500], `admin: ${admin.status} ${admin.text.slice(0, 200)}`).not.toContain(admin.status);
  });
});
