/** Staff review of creator applications (ADR 030): staff only on the service. */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import type { Page, PendingCreatorApplication, ReviewDecision } from '../plain';
import { orgDirectorySchema } from '../wire/external';
import {
  pendingListSchema,
  reviewResultSchema,
  staffMeSchema,
  type WirePendingApplication,
} from '../wire/staff';

/** `GET /api/staff/me` (bearer): whether the signed-in member is staff. */
export async function isStaffMember(client: Client): Promise<boolean> {
  const wire = await request(client, {
    url: `${client.api}/staff/me`,
    auth: true,
    schema: staffMeSchema,
    errorMessage: ERROR_MESSAGES.userData,
  });
  return wire.data.staff;
}

const toPending = (w: WirePendingApplication): PendingCreatorApplication => ({
  id: w.id,
  name: w.name,
  tel: w.tel,
  lineid: w.lineid,
  address: w.address,
  createdAt: w.createdAt,
  member: { ...w.member },
});

/** `GET /api/staff/creator-applications` (bearer, staff): pending creator applications, oldest first. */
export async function getPendingCreatorApplications(
  client: Client,
  options: { page?: number; pageSize?: number } = {},
): Promise<Page<PendingCreatorApplication>> {
  const query = new URLSearchParams({
    page: String(options.page ?? 1),
    pageSize: String(options.pageSize ?? 20),
  }).toString();
  const wire = await request(client, {
    url: `${client.api}/staff/creator-applications`,
    query,
    auth: true,
    schema: pendingListSchema,
    errorMessage: ERROR_MESSAGES.creatorSub,
  });
  return toPage(wire, toPending);
}

/**
 * `POST /api/staff/creator-applications/{id}/approve|reject` (bearer, staff). Approving makes the
 * member a creator; rejecting removes the application; either notifies the member.
 */
export async function reviewCreatorApplication(
  client: Client,
  id: number,
  decision: ReviewDecision,
): Promise<{ id: number; userId: number; decision: ReviewDecision }> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/staff/creator-applications/${id}/${decision === 'approved' ? 'approve' : 'reject'}`,
    auth: true,
    schema: reviewResultSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data;
}

/**
 * `GET /api/orgs?category={org1}`: the level-2 units of one level-1 group from the service's own
 * organisation directory (the shape of the external one, product §7).
 */
export async function getServiceOrganisations(client: Client, org1: string): Promise<string[]> {
  const wire = await request(client, {
    url: `${client.api}/orgs`,
    query: new URLSearchParams({ category: org1 }).toString(),
    schema: orgDirectorySchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data.map((entry) => entry.attributes.name);
}
