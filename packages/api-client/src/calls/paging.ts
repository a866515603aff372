/** Reading a paged list to the end (product §7: the profile export "GET profiles and sharer-subs until pageCount"). */
import { EXPORT_PAGE_SIZE } from '@lightbearers/domain';
import type { Client } from '../client';
import type { Application, Page, Profile } from '../plain';
import { getSharerApplications } from './applications';
import { getProfilesPage } from './profiles';

/**
 * Loads page 1, then every further page up to `pageCount` (at most `maxPages`), one after the
 * other so a large export does not flood the service; answers all items in order.
 */
export async function collectPages<T>(
  load: (page: number) => Promise<Page<T>>,
  options: { maxPages?: number; onPage?: (page: Page<T>) => void } = {},
): Promise<T[]> {
  const maxPages = options.maxPages ?? 1_000;
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await load(page);
    options.onPage?.(result);
    items.push(...result.items);
    if (page >= result.pageCount || result.items.length === 0) break;
  }
  return items;
}

/** Every profile, 100 a request (bearer; the service shows contact details to staff only). */
export function getAllProfiles(client: Client, onPage?: (page: Page<Profile>) => void): Promise<Profile[]> {
  return collectPages((page) => getProfilesPage(client, { page, pageSize: EXPORT_PAGE_SIZE }), { onPage });
}

/** Every sharer application, 100 a request (bearer, staff). */
export function getAllSharerApplications(
  client: Client,
  onPage?: (page: Page<Application>) => void,
): Promise<Application[]> {
  return collectPages((page) => getSharerApplications(client, { page, pageSize: EXPORT_PAGE_SIZE }), {
    onPage,
  });
}
