import { metaDescription, pageTitle } from '../text/limits';
import { videoThumbnailUrl } from './media';
import type { PostType } from './types';

/** What a link preview (Open Graph, Twitter card) shows for one post. */
export interface PostPreview {
  /** A page title of 30 to 50 characters (domain `pageTitle`): the description's first line. */
  title: string;
  /** A meta description of 100 to 600 characters (domain `metaDescription`). */
  description: string;
  /** The picture: the first photo, else the YouTube thumbnail, else `fallbackImage`. */
  image: string;
  /** `photo`, `youtube` or `default`: where the picture came from. */
  imageSource: 'photo' | 'youtube' | 'default';
}

export interface PostPreviewInput {
  type: PostType;
  des: string | null | undefined;
  url: string | null | undefined;
  /** The first photo's absolute address, if any. */
  photo?: string | null;
}

export interface PreviewSite {
  /** The site's name: fills a short title (` | name`). */
  name: string;
  /** The site's own words: fill a short description. */
  description: string;
  /** The site's picture, absolute. */
  image: string;
}

/** The first line of the description that has any text, with runs of spaces collapsed. */
function firstLine(des: string): string {
  for (const line of des.split(/\r?\n/)) {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}

/**
 * A post's link preview (product §9: page title 30 to 50 characters, meta description 100 to 600):
 * the title is the description's first line (the site's name when there is none), the description
 * the whole text with its line breaks folded, the picture the first photo, else the YouTube
 * thumbnail, else the site's picture. Plain text: the caller escapes it for HTML.
 */
export function postPreview(post: PostPreviewInput, site: PreviewSite): PostPreview {
  const des = post.des ?? '';
  const head = firstLine(des);
  const title = head ? pageTitle(head, site.name) : pageTitle(site.name);
  const description = metaDescription(des.replace(/\s+/g, ' ').trim() || site.description, site.description);
  if (post.photo) return { title, description, image: post.photo, imageSource: 'photo' };
  const thumbnail = videoThumbnailUrl(post.type, post.url);
  if (thumbnail) return { title, description, image: thumbnail, imageSource: 'youtube' };
  return { title, description, image: site.image, imageSource: 'default' };
}
