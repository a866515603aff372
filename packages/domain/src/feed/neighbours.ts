import type { PostType } from '../posts/types';
import { parseUserId } from '../routes/params';

/** The query flags of post routes that restrict previous/next, in their usual order. */
export const NEIGHBOUR_FLAGS = ['tiktok', 'youtube', 'facebook', 'twitter', 'photo', 'link', 'text'] as const;

/** One of the type flags of a post route's query. */
export type NeighbourFlag = (typeof NEIGHBOUR_FLAGS)[number];

/** The post types each query flag lets previous/next include. */
export const NEIGHBOUR_FLAG_TYPES: Record<NeighbourFlag, readonly PostType[]> = {
  tiktok: ['videoTikTok'],
  youtube: ['videoYoutube'],
  facebook: ['videoFacebook', 'linkFacebook'],
  twitter: ['linkTwitter'],
  photo: ['postPhoto'],
  link: ['postLink'],
  text: ['postText'],
};

/** Which posts previous/next may step to: one author's (`uid`) and/or some types (`null`: any). */
export interface NeighbourFilter {
  uid: number | null;
  types: PostType[] | null;
}

/** A route query: a raw `?a=1&b` string or an object of values. */
export type RouteQuery = string | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function readQuery(query: RouteQuery): Map<string, string> {
  const values = new Map<string, string>();
  if (typeof query === 'string') {
    for (const pair of query.replace(/^\?/, '').split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
      if (!values.has(key)) values.set(key, eq === -1 ? '' : safeDecode(pair.slice(eq + 1)));
    }
    return values;
  }
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values.set(key, first);
  }
  return values;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

// `?photo`, `?photo=1` and `?photo=true` switch a flag on; `0` and `false` leave it off.
const flagOn = (value: string | undefined) =>
  value !== undefined && value !== '0' && value.toLowerCase() !== 'false';

/** Reads the previous/next filter from a post route's query flags (`uid, tiktok, youtube, …, text`). */
export function parseNeighbourQuery(query: RouteQuery): NeighbourFilter {
  const values = readQuery(query);
  const types = NEIGHBOUR_FLAGS.filter((flag) => flagOn(values.get(flag))).flatMap((flag) => [
    ...NEIGHBOUR_FLAG_TYPES[flag],
  ]);
  return { uid: parseUserId(values.get('uid')), types: types.length > 0 ? types : null };
}

/** True when previous/next may step to `post` under `filter`. */
export function matchesNeighbourFilter(
  post: { type: PostType; uid?: number | null },
  filter: NeighbourFilter,
): boolean {
  if (filter.uid !== null && post.uid !== filter.uid) return false;
  return filter.types === null || filter.types.includes(post.type);
}

/** The query string (with `?`, or `''`) that expresses `filter`, for links that keep it. */
export function neighbourQueryString(filter: NeighbourFilter): string {
  const parts: string[] = [];
  if (filter.uid !== null) parts.push(`uid=${filter.uid}`);
  if (filter.types !== null) {
    const types = filter.types;
    for (const flag of NEIGHBOUR_FLAGS) {
      if (NEIGHBOUR_FLAG_TYPES[flag].some((t) => types.includes(t))) parts.push(`${flag}=1`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
