import type { Post } from '@lightbearers/api-client';
import { makePost } from '@lightbearers/api-client/testing';
import { shortLinkUrl } from '@lightbearers/domain';

/** The short-link host of the stories and tests (any base works; the app passes its own). */
const SHORT_HOST = 'https://s.lightbearers.example';

/** A deterministic post from the api-client factories (a YouTube post) and its share link for member 7. */
export const sharedPost: Post = makePost(1);
export const shareUrl = shortLinkUrl(SHORT_HOST, sharedPost.key, 7);

/** A post whose description is longer than LINE's 350 characters. */
export const longPost: Post = makePost(4, {
  des: `${'ขอเชิญชวนสมาชิกทุกท่านร่วมส่งต่อแสงสว่างแห่งธรรม ด้วยการแบ่งปันคลิปธรรมะดี ๆ ให้กับครอบครัวและเพื่อนฝูง '.repeat(5)}จบ`,
});
export const longShareUrl = shortLinkUrl(
  SHORT_HOST,
  `${longPost.key}-with-a-very-long-campaign-suffix`,
  1234567,
);
