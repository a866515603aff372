/** A web-style link found in free text: its position and exact text. */
export interface FoundLink {
  start: number;
  end: number;
  text: string;
  scheme: 'http' | 'https' | 'ftp' | 'file';
}

// Whitespace, quotes and angle brackets end a link; so do the zero-width characters Thai text
// uses as invisible word breaks (\s does not cover them).
const LINK_PATTERN = /(?<![A-Za-z0-9+.-])(https?|ftp|file):\/\/[^\s<>"\u200B-\u200D\u2060]+/gi;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '*', '…']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const BRACKETS = new Set(['(', ')', '[', ']', '{', '}']);

// Sentence punctuation and an unbalanced closing bracket right after a link belong to the prose.
// Bracket counts are kept up to date as characters are dropped, so the trim stays linear.
function trimLinkEnd(raw: string): string {
  const counts = new Map<string, number>();
  for (const ch of raw) if (BRACKETS.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let end = raw.length;
  while (end > 0) {
    const last = raw[end - 1]!;
    if (TRAILING_PUNCTUATION.has(last)) {
      end--;
      continue;
    }
    const opener = CLOSERS[last];
    if (opener !== undefined && (counts.get(last) ?? 0) > (counts.get(opener) ?? 0)) {
      counts.set(last, (counts.get(last) ?? 0) - 1);
      end--;
      continue;
    }
    break;
  }
  return raw.slice(0, end);
}

/** Every http(s), ftp and file link in `text`, in order, without trailing sentence punctuation. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    const scheme = match[1]!.toLowerCase() as FoundLink['scheme'];
    const trimmed = trimLinkEnd(match[0]);
    // Nothing left after "scheme://" is not a link.
    if (trimmed.length <= scheme.length + 3) continue;
    const start = match.index;
    links.push({ start, end: start + trimmed.length, text: trimmed, scheme });
  }
  return links;
}

/** The parts of an http(s) URL this package needs; the host is lower-cased without port or credentials. */
export interface HttpUrl {
  host: string;
  path: string;
  query: string;
}

/** The WHATWG URL parser's fields this package reads (the lib of this pure package has no DOM types). */
interface WhatwgUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
}
type UrlParser = new (input: string) => WhatwgUrl;
// `URL` is the WHATWG parser every browser and Node use to follow a link: reading links with it means
// that what this package decides about a link (its host, hence a post's type) is where it really goes.
const WhatwgURL = (globalThis as unknown as { URL: UrlParser }).URL;

/**
 * Splits an http(s) URL into host, path and query, or `null` when it is not one. Parsed with the
 * WHATWG `URL` parser — the one that fetches and follows the link — so `http://a\@b/` is host `a`
 * (as a browser goes there), never `b`.
 */
export function parseHttpUrl(url: string): HttpUrl | null {
  let parsed: WhatwgUrl;
  try {
    parsed = new WhatwgURL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/\.$/, '').toLowerCase();
  if (host === '') return null;
  return { host, path: parsed.pathname || '/', query: parsed.search.replace(/^\?/, '') };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The value of the first `name` parameter of a raw query string (without `?`), decoded, or `null`. */
export function queryParam(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    if (key === name) return eq === -1 ? '' : decode(pair.slice(eq + 1));
  }
  return null;
}

/** True when `host` is `domain` itself or one of its subdomains. */
export function isHostOf(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
