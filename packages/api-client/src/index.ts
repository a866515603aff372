/**
 * @lightbearers/api-client — the typed client of the content service, the statistics service and
 * short links. Create one client, pass it to the calls you need:
 *
 *   const api = createClient({ baseUrl, statsUrl, shortLinkBase, getToken, onUnauthorized });
 *   const page = await getFeedPage(api, { page: 1 });
 *
 * Every call is its own export, so a bundle carries only the calls it imports.
 */
export * from './calls/applications';
export * from './calls/back-office';
export * from './calls/catalog';
export * from './calls/comments';
export * from './calls/external';
export * from './calls/links';
export * from './calls/notifications';
export * from './calls/organisation';
export * from './calls/paging';
export * from './calls/posts';
export * from './calls/profiles';
export * from './calls/settings';
export * from './calls/shop';
export * from './calls/staff';
export * from './calls/stats';
export { type Client, type ClientConfig, createClient } from './client';
export * from './errors';
export * from './liff';
export type * from './plain';
export * from './query';
export type * from './wire';
