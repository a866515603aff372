/** Services outside ours: TikTok oEmbed, the public gradients list, the organisation directory (product §7 "External"). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import type { Gradient, TikTokEmbed } from '../plain';
import { gradientsSchema, orgDirectorySchema, tiktokOEmbedSchema } from '../wire/external';

export const DEFAULT_TIKTOK_OEMBED_URL = 'https://www.tiktok.com/oembed';
export const DEFAULT_GRADIENTS_URL =
  'https://raw.githubusercontent.com/ghosh/uiGradients/master/gradients.json';

/** TikTok oEmbed (thumbnail, embed HTML, author). Failure answers null: the item is omitted (product §8). */
export async function getTikTokEmbed(client: Client, videoUrl: string): Promise<TikTokEmbed | null> {
  try {
    const wire = await request(client, {
      url: client.config.tiktokOEmbedUrl ?? DEFAULT_TIKTOK_OEMBED_URL,
      query: new URLSearchParams({ url: videoUrl }).toString(),
      schema: tiktokOEmbedSchema,
      errorMessage: ERROR_MESSAGES.generic,
    });
    return { thumbnailUrl: wire.thumbnail_url, html: wire.html, authorUrl: wire.author_url };
  } catch {
    return null;
  }
}

/** The public gradients list text posts pick from (added to the built-in ones). */
export async function getGradients(client: Client): Promise<Gradient[]> {
  return request(client, {
    url: client.config.gradientsUrl ?? DEFAULT_GRADIENTS_URL,
    schema: gradientsSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
}

/**
 * Organisation directory: unit names (org2) of one level-1 group (org1), API key in header `key`.
 * Throws when no directory is configured.
 */
export async function getOrganisations(client: Client, org1: string): Promise<string[]> {
  const directory = client.config.orgDirectory;
  if (!directory) throw new Error('createClient({ orgDirectory }) is not configured');
  const wire = await request(client, {
    url: directory.url,
    query: new URLSearchParams({ category: org1 }).toString(),
    headers: { key: directory.key },
    schema: orgDirectorySchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data.map((entry) => entry.attributes.name);
}
