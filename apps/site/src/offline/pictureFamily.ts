/**
 * The sizes of one picture: the service's variants of an upload (`/uploads/{size}_{name}` beside the
 * original `/uploads/{name}`) and a video poster's widths (`/thumbs/{post}/{width}.webp`). Offline, the
 * worker answers a size it never kept with another size of the same picture it did keep: a phone
 * turned, or a post that was below the fold when read, asks for a width it never loaded online.
 */
const POSTER = /^\/thumbs\/(\d+)\/\d+\.webp$/;
const UPLOAD = /^\/uploads\/(?:(?:thumbnail|small|medium|large)_)?([^/]+)$/;

/** The family every size of the picture at `pathname` shares, or null for another address. */
export function pictureFamily(pathname: string): string | null {
  const poster = POSTER.exec(pathname);
  if (poster) return `poster:${poster[1]}`;
  const upload = UPLOAD.exec(pathname);
  return upload ? `upload:${upload[1]}` : null;
}
