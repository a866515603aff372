/** Share links, image download links and the TikTok short-link resolver (product §7). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { tiktokResolveSchema } from '../wire/external';

/** The short link a member shares: `{shortLinkBase}/{key}/{userId}` (each counted click is a share). */
export function shortLink(client: Client, key: string, userId: number): string {
  return `${client.shortLinkBase}/${encodeURIComponent(key)}/${userId}`;
}

/** A post's page on the site: `/post/{id}/{userId}` when shared by a member, else `/p/{id}`. */
export function postLink(client: Client, postId: number, userId?: number): string {
  return userId === undefined ? `${client.site}/p/${postId}` : `${client.site}/post/${postId}/${userId}`;
}

/** `/api/download/file?fname={image url}` — downloads one of the service's own images. */
export function downloadUrl(client: Client, imageUrl: string): string {
  return `${client.api}/download/file?${new URLSearchParams({ fname: imageUrl })}`;
}

/** `GET /api/tiktok?url={short url}` — the real TikTok URL behind a vm./vt./t/ short link. */
export async function resolveTikTok(client: Client, shortUrl: string): Promise<string> {
  const wire = await request(client, {
    url: `${client.api}/tiktok`,
    query: new URLSearchParams({ url: shortUrl }).toString(),
    schema: tiktokResolveSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.url;
}
