/**
 * What the back office's page stories share (`/staff/…`, ADR 035/036): an admin and a staff-only
 * member, the parameters of a story over the shared or its own mock service, and the waits for a
 * staff screen (its `data-state="ready"`) and for the not-found page a member gets.
 */
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { adminMember, freshMockApi, nonStaffMember, staffMember } from './org';
import { atRoute, screenReady } from './screen';
import { mockApi, routeParameters } from './site';

export { adminMember, nonStaffMember, staffMember };

/** The stories' clock (printed times, 'opens at' comparisons): the baselines never drift. */
export const STAFF_NOW = Date.parse('2026-11-24T03:00:00Z');

/** Signed in as the mock service's admin (member 1). */
export const asAdmin = [atRoute({ member: adminMember, now: STAFF_NOW })];
/** Signed in as member 1 (staff only when the story's mock has no admins, `staffOnlyHandlers`). */
export const asStaff = [atRoute({ member: staffMember, now: STAFF_NOW })];
/** Signed in as a member who is neither. */
export const asMember = [atRoute({ member: nonStaffMember, now: STAFF_NOW })];

/** A mock service of its own where member 1 is staff but no admin. */
export const staffOnlyHandlers = () => freshMockApi(undefined, { adminUids: [] }).handlers;

/** A page story of `path`, over `handlers` (the shared mock service unless given). */
export function staffParameters(
  path: string,
  viewport: 'phone' | 'desktop' = 'desktop',
  handlers: HttpHandler[] = mockApi.handlers,
) {
  return { ...routeParameters(path, viewport), msw: { handlers } };
}

/** The staff screen once it runs in the browser. */
export const staffReady = (canvasElement: HTMLElement) => screenReady(canvasElement, 'staff-screen');

/** A play that waits for the screen, then for `text` on it. */
export const showsText =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(await within(screen).findByText(text, {}, { timeout: 10_000 })).toBeVisible();
  };

/** A play that waits for the site's not-found page (a member on a staff address). */
export const showsNotFound = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByText('ไม่พบหน้าที่ท่านต้องการ', {}, { timeout: 10_000 }),
  ).toBeVisible();
};
