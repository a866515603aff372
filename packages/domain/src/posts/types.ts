/** Every post type, in the spec's order. */
export const POST_TYPES = [
  'videoYoutube',
  'videoTikTok',
  'videoFacebook',
  'linkFacebook',
  'linkTwitter',
  'postPhoto',
  'postLink',
  'postText',
] as const;

/** What a post is, decided from its first link (or its photos). */
export type PostType = (typeof POST_TYPES)[number];

/** True when `value` is one of the post types. */
export function isPostType(value: unknown): value is PostType {
  return typeof value === 'string' && (POST_TYPES as readonly string[]).includes(value);
}
