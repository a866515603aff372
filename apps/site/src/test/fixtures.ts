import type { Session } from '@lightbearers/api-client';

/** A signed-in member (demo member 7 of the mock data). */
export const SESSION: Session = {
  userID: 7,
  userJWT: 'mock-jwt-7',
  name: 'สมชาย ใจดี',
  des: null,
  at: 'somchai',
  type: 'sharer',
  picture: null,
  profile_picture: null,
  given_name: 'สมชาย',
  family_name: 'ใจดี',
  google_picture: null,
};
