/** The organisation member list of `/statlist/{org1}/{org2}` (product §2): profiles of one unit, page by page. */
import { DIRECTORY_PAGE_SIZE } from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import { toProfile } from '../normalise/profile';
import type { Page, Profile } from '../plain';
import { type ProfileResource, strapiQuery } from '../query';
import { profileListSchema } from '../wire/profile';

/** `GET /api/profiles?filters[org1][$eq]&filters[org2][$eq]` (bearer), 50 a page, oldest member first. */
export async function getOrgMembersPage(
  client: Client,
  options: { org1: string; org2: string; page?: number },
): Promise<Page<Profile>> {
  const query = strapiQuery<ProfileResource>({
    filters: { org1: { $eq: options.org1 }, org2: { $eq: options.org2 } },
    populate: ['picture'],
    sort: ['id:asc'],
    pagination: { page: options.page ?? 1, pageSize: DIRECTORY_PAGE_SIZE },
  });
  const wire = await request(client, {
    url: `${client.api}/profiles`,
    query,
    auth: true,
    schema: profileListSchema,
    errorMessage: ERROR_MESSAGES.userProfile,
  });
  return toPage(wire, (entity) => toProfile(entity, client.img));
}
