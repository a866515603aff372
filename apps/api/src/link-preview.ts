import type { Db } from './db/client.js';
import { isPostType, type PostPreview, postPreview } from './rules.js';
import { previewSource } from './services/posts.js';

/**
 * Link previews of post pages (ADR 028): LINE's and Facebook's crawlers read no JavaScript, so the
 * service puts the post's Open Graph and Twitter meta into the `index.html` it answers for
 * `/p/{id}`, `/post/{id}` and their `/{uid}` forms (what a short link redirects to). Only the
 * `<head>` changes — never a script, so the CSP's inline-script hash stays valid — and every value
 * is escaped for an attribute.
 */

/** The site's own words when a post gives too few (the preview's minimums, ADR 028). */
export const SITE_PREVIEW = {
  name: 'Lightbearers',
  description: 'Lightbearers — ชุมชนผู้ส่งต่อธรรมะและความดี แบ่งปันโพสต์ สาธุ และสะสมคะแนนแลกของที่ระลึก',
  imagePath: '/icons/icon-512.png',
} as const;

/** The post id of a post page's path (`/p/12`, `/post/12/34`, a trailing slash allowed), else null. */
export function previewPostId(pathname: string): number | null {
  const m = /^\/(?:p|post)\/(\d{1,9})(?:\/\d{1,9})?\/?$/.exec(pathname);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}

/** Escapes text for an HTML attribute value or element text (`&`, `<`, `>`, `"`, `'`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return `${origin}${SITE_PREVIEW.imagePath}`;
  }
}

/** The preview of post `id`, or null when there is no such post. */
export async function loadPostPreview(db: Db, id: number, origin: string): Promise<PostPreview | null> {
  const post = await previewSource(db, id);
  if (!post || !isPostType(post.type)) return null;
  const photoUrl = post.photoUrl;
  return postPreview(
    { type: post.type, des: post.des, url: post.url, photo: photoUrl ? absolute(origin, photoUrl) : null },
    {
      name: SITE_PREVIEW.name,
      description: SITE_PREVIEW.description,
      image: absolute(origin, SITE_PREVIEW.imagePath),
    },
  );
}

/** The `<head>` tags of a preview: title, description, Open Graph and Twitter card, escaped. */
export function previewTags(preview: PostPreview, pageUrl: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_PREVIEW.name),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:locale', 'th_TH'),
    meta('name', 'twitter:card', preview.imageSource === 'default' ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('\n    ');
}

/**
 * `index.html` with the post's title, description and preview tags: the `<title>` and the
 * description meta are replaced, the rest goes just before `</head>`. Scripts are left byte for byte.
 */
export function injectPreview(html: string, preview: PostPreview, pageUrl: string): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  let before = html.slice(0, head);
  const after = html.slice(head);
  const title = `<title>${escapeHtml(preview.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(preview.description)}" />`;
  // Only outside scripts: the head's inline script is kept as it is (its hash is in the CSP).
  const parts = before.split(/(<script\b[\s\S]*?<\/script>)/i);
  let titled = false;
  let described = false;
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = (parts[i] ?? '')
      .replace(/<title>[\s\S]*?<\/title>/i, () => {
        titled = true;
        return title;
      })
      .replace(/<meta\s+name=["']description["'][^>]*>/i, () => {
        described = true;
        return description;
      });
  }
  before = parts.join('');
  const extra = [titled ? '' : title, described ? '' : description, previewTags(preview, pageUrl)]
    .filter(Boolean)
    .join('\n    ');
  return `${before}  ${extra}\n  ${after}`;
}
