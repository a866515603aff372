import type { DevMember, Profile, ProfileType, Session, SocialLink } from '../plain';
import type { WireAuthResult, WireDevMembers } from '../wire/auth';
import type { WireProfileAttributes } from '../wire/profile';
import type { WireEntity } from '../wire/strapi';
import type { ImageResolver } from './common';

/** domain's rule: a stored type other than `creator` reads as a sharer. */
export const toProfileType = (type: string): ProfileType => (type === 'creator' ? 'creator' : 'sharer');

export function toProfile(entity: WireEntity<WireProfileAttributes>, img: ImageResolver): Profile {
  const a = entity.attributes;
  const uploaded = a.picture?.data ?? null;
  const formats = uploaded?.attributes.formats;
  const uploadedSmall = uploaded
    ? (formats?.small?.url ?? uploaded.attributes.url)
    : (a.profile_picture ?? null);
  const uploadedThumb = uploaded ? (formats?.thumbnail?.url ?? uploadedSmall) : null;
  const google = a.google_picture ? img(a.google_picture) : null;
  const links: SocialLink[] = [];
  for (const link of a.link ?? []) if (link.url) links.push({ social: link.social, url: link.url });
  return {
    id: entity.id,
    uid: a.uid,
    name: a.name,
    givenName: a.given_name,
    familyName: a.family_name,
    des: a.des ?? '',
    at: a.at || null,
    type: toProfileType(a.type),
    picture: uploadedSmall ? img(uploadedSmall) : google,
    pictureThumbnail: uploadedThumb ? img(uploadedThumb) : google,
    pictureId: uploaded?.id ?? null,
    googlePicture: google,
    links,
    org1: a.org1,
    org2: a.org2,
  };
}

/** Sign-in answer → the product's login data. `picture` falls back to `google_picture`. */
export function toSession(wire: WireAuthResult, img: ImageResolver): Session {
  const u = wire.user;
  const uploaded = u.picture ? img(u.picture) : null;
  const google = u.google_picture ? img(u.google_picture) : null;
  return {
    userID: u.id,
    userJWT: wire.jwt,
    name: u.name,
    des: u.des,
    at: u.at || null,
    type: toProfileType(u.type),
    picture: uploaded ?? google,
    profile_picture: uploaded,
    given_name: u.given_name,
    family_name: u.family_name,
    google_picture: google,
  };
}

export function toDevMembers(wire: WireDevMembers, img: ImageResolver): DevMember[] {
  return wire.data.map((m) => ({
    ...m,
    type: toProfileType(m.type),
    picture: m.picture ? img(m.picture) : null,
  }));
}
