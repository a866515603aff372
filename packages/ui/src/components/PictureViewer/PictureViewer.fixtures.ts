import type { Profile } from '@lightbearers/api-client';
import { makeProfile } from '@lightbearers/api-client/testing';

/** Member 4 of the seeded demo data, whose picture a visitor opens. */
export const member: Profile = makeProfile(4);
