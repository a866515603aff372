/**
 * Page-story helpers of the applications, organisation, export and staff-review screens: the members
 * a story signs in (staff is member 1 in the mock data, ADR 030), a fresh mock service for stories
 * that change data, and a wait for a screen's resting state.
 */
import type { Session } from '@lightbearers/api-client';
import { createMockApi, type MockApi, type MockApiOptions } from '@lightbearers/api-client/testing';
import { expect, within } from 'storybook/test';
import { storyMember } from './site';

const origin = typeof location === 'undefined' ? 'http://localhost:6006' : location.origin;

/** A member who is not staff (mock member 2). */
export const nonStaffMember: Session = {
  ...storyMember,
  userID: 2,
  userJWT: 'mock-jwt-2',
  name: 'สมาชิกทั่วไป',
};
/** The staff member (mock member 1, as the demo data). */
export const staffMember: Session = storyMember;
/**
 * An admin of the back office: mock member 1 again — the mock service's admins are `[1]` unless a
 * story's own mock says otherwise (`freshMockApi(…, { adminUids: [] })` makes member 1 staff only).
 */
export const adminMember: Session = storyMember;

/** A mock service of its own (a story that changes data leaves the shared one alone). */
export function freshMockApi(
  setup?: (mock: MockApi) => void,
  options: Pick<MockApiOptions, 'staffUids' | 'adminUids'> = {},
): MockApi {
  const mock = createMockApi({
    baseUrl: origin,
    statsUrl: `${origin}/stats`,
    shortLinkBase: `${origin}/s`,
    ...options,
  });
  setup?.(mock);
  return mock;
}

/** Waits until the page shows `text` (data loaded), up to 10 s. */
export const waitForText =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(text, {}, { timeout: 10_000 }),
    ).toBeVisible();
  };
