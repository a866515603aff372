import type { PostType } from '@lightbearers/domain';
import { th } from '../i18n/th';
import { FacebookMark, ImageIcon, LinkIcon, TextIcon, TikTokMark, XTwitterMark, YouTubeMark } from '../icons';

/** The Thai name of a post type (`th.postType`). */
export function postTypeLabel(type: PostType): string {
  return th.postType[type];
}

/**
 * The icon of a post type: the platform's brand mark for embedded posts, the photo, link and text
 * glyphs for the rest. Decorative; say `postTypeLabel(type)` next to it. Shared by every component
 * that shows a post's type (composer preview, post card).
 */
export function PostTypeMark({ type, size = 'md' }: { type: PostType; size?: 'sm' | 'md' | 'lg' }) {
  switch (type) {
    case 'videoYoutube':
      return <YouTubeMark size={size} data-post-type={type} />;
    case 'videoTikTok':
      return <TikTokMark size={size} data-post-type={type} />;
    case 'videoFacebook':
    case 'linkFacebook':
      return <FacebookMark size={size} data-post-type={type} />;
    case 'linkTwitter':
      return <XTwitterMark size={size} data-post-type={type} />;
    case 'postPhoto':
      return <ImageIcon size={size} data-post-type={type} />;
    case 'postLink':
      return <LinkIcon size={size} data-post-type={type} />;
    case 'postText':
      return <TextIcon size={size} data-post-type={type} />;
  }
}
