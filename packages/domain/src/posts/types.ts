/** Every post type, in the product's order. */
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

/** Twitter-link posts are opened with a full page load rather than client-side navigation (product §2). */
export function needsFullPageLoad(type: PostType): boolean {
  return type === 'linkTwitter';
}

/** Where a post card's corner icon leads: the post's short link, or the post itself for photo and text posts. */
export function cornerLinkTarget(type: PostType): 'shortLink' | 'post' {
  return type === 'postPhoto' || type === 'postText' ? 'post' : 'shortLink';
}
