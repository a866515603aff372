/**
 * The public list of gradients text posts are also drawn on (product §2: 24 or 25 built-in plus a
 * public list, ADR 026 and 041), fetched by the service — never by a member's browser, which then
 * tells no third party who reads the feed — under the poster fetcher's rules (https, the list's own
 * host at every hop, public addresses only, a byte limit and a deadline). Kept for a day; when it
 * cannot be had the answer is an empty list for ten minutes, and the site draws its built-in ones.
 * Only well-formed entries pass: a name and two or three #RRGGBB stops.
 */
import { fetchAllowed, type PosterNet } from './services/posters.js';

export type TextGradient = { name: string; colors: string[] };

const KEEP_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 10 * 60 * 1000;
const MAX_BYTES = 256 * 1024;
const MAX_ENTRIES = 500;
const DEADLINE_MS = 6000;
const HEX = /^#[0-9a-f]{6}$/i;

/** The well-formed entries of an answer (anything else in it is dropped). */
export function wellFormedGradients(raw: unknown): TextGradient[] {
  if (!Array.isArray(raw)) return [];
  const out: TextGradient[] = [];
  for (const entry of raw) {
    if (out.length >= MAX_ENTRIES) break;
    const { name, colors } = (entry ?? {}) as { name?: unknown; colors?: unknown };
    if (typeof name !== 'string' || !Array.isArray(colors)) continue;
    if (colors.length < 2 || colors.length > 3 || !colors.every((c) => typeof c === 'string' && HEX.test(c)))
      continue;
    out.push({ name: name.slice(0, 60), colors: colors.map((c: string) => c.toUpperCase()) });
  }
  return out;
}

export class TextGradients {
  private kept: { list: TextGradient[]; until: number } | null = null;
  private pending: Promise<TextGradient[]> | null = null;

  constructor(
    private readonly url: URL | null,
    private readonly net: PosterNet,
    private readonly now: () => number,
  ) {}

  /** The list (fetched at most once at a time; a failure is an empty list, retried later). */
  get(): Promise<TextGradient[]> {
    if (!this.url) return Promise.resolve([]);
    if (this.kept && this.now() < this.kept.until) return Promise.resolve(this.kept.list);
    this.pending ??= this.fetch(this.url).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetch(url: URL): Promise<TextGradient[]> {
    let list: TextGradient[] = [];
    let keep = RETRY_MS;
    try {
      const sameHost = (hop: URL) =>
        hop.protocol === 'https:' &&
        !hop.username &&
        !hop.password &&
        hop.port === '' &&
        hop.host === url.host;
      const { body } = await fetchAllowed(url, sameHost, {
        net: this.net,
        accept: 'application/json',
        maxBytes: MAX_BYTES,
        signal: AbortSignal.timeout(DEADLINE_MS),
      });
      list = wellFormedGradients(JSON.parse(body.toString('utf8')));
      if (list.length) keep = KEEP_MS;
    } catch (err) {
      console.warn(`[api] text gradients not fetched: ${(err as Error).message}`);
    }
    this.kept = { list, until: this.now() + keep };
    return list;
  }
}
