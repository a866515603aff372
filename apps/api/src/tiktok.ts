import { lookup as dnsLookup } from 'node:dns/promises';
import { request } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isTiktokShortLink, tiktokIds } from './rules.js';

/**
 * Resolving TikTok short links without server-side request forgery (ADR 020):
 * the link is parsed once with `URL`; only TikTok's short-link hosts over https are accepted; every
 * redirect is followed by hand and checked against the TikTok allow-list; every name is resolved
 * first and refused when any address is private, loopback, link-local or otherwise not public; the
 * connection then goes to that checked address (no second lookup an attacker's DNS could change).
 */

export type ResolvedAddress = { address: string; family: number };

/** The network primitives the resolver uses (tests replace them; there is no internet in CI). */
export type Net = {
  lookup: (hostname: string) => Promise<ResolvedAddress[]>;
  /** One GET of `url` connected to `address` only, redirects NOT followed. */
  get: (url: URL, address: ResolvedAddress) => Promise<{ status: number; location: string | null }>;
};

/** Hosts a member's short link may name. */
export const TIKTOK_SHORT_HOSTS = new Set([
  'vm.tiktok.com',
  'vt.tiktok.com',
  'www.tiktok.com',
  'tiktok.com',
  'm.tiktok.com',
]);
const MAX_HOPS = 5;

/** Refused: the reason stays in the process (the client gets one generic answer). */
export class TikTokRefused extends Error {}

/** The short link of a request, or null when it is not an https TikTok short link (parsed once, with URL). */
export function parseShortLink(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return null;
  if (!TIKTOK_SHORT_HOSTS.has(url.hostname)) return null;
  // The same parser decides the shape (domain's helpers read links with URL too).
  return isTiktokShortLink(url.href) ? url : null;
}

/** Every hop must be https on tiktok.com or one of its subdomains, default port, no credentials. */
export function isAllowedHop(url: URL): boolean {
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    (host === 'tiktok.com' || host.endsWith('.tiktok.com'))
  );
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True only for a well-formed, globally routable unicast address. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) reaches any IPv4 address: never a public server's DNS answer.
    // (A BlockList IPv6 rule for ::ffff:0:0/96 would also match every IPv4 check, so test it here.)
    const normal = new URL(`http://[${ip}]`).hostname;
    if (/^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(normal)) return false;
  }
  return !blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Follows a short link to the TikTok page it names; throws TikTokRefused on anything else. */
export async function resolveShortLink(start: URL, net: Net): Promise<string> {
  let current = start;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (!isAllowedHop(current)) throw new TikTokRefused(`hop ${hop} leaves TikTok: ${current.host}`);
    // A video page is the answer: no need to fetch it.
    if (hop > 0 && tiktokIds(current.href)) return current.href;
    const addresses = await net.lookup(current.hostname).catch((err: Error) => {
      throw new TikTokRefused(`lookup ${current.hostname}: ${err.message}`);
    });
    if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address)))
      throw new TikTokRefused(`${current.hostname} resolves to a non-public address`);
    const res = await net.get(current, addresses[0]!).catch((err: Error) => {
      throw new TikTokRefused(`GET ${current.host}: ${err.message}`);
    });
    if (res.status >= 300 && res.status < 400 && res.location) {
      try {
        current = new URL(res.location, current);
      } catch {
        throw new TikTokRefused('bad redirect');
      }
      continue;
    }
    if (res.status >= 200 && res.status < 300) return current.href;
    throw new TikTokRefused(`status ${res.status}`);
  }
  throw new TikTokRefused('too many redirects');
}

/** The real network: DNS, then https to the checked address only (SNI and certificate for the name). */
export const nodeNet: Net = {
  lookup: async (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  get: (url, address) =>
    new Promise((resolve, reject) => {
      const pinned: LookupFunction = (_host, options, callback) => {
        if ((options as { all?: boolean }).all) callback(null, [address] as never);
        else callback(null, address.address, address.family);
      };
      const req = request(
        url,
        {
          method: 'GET',
          lookup: pinned,
          timeout: 8000,
          headers: {
            'user-agent': 'Mozilla/5.0 (compatible; Lightbearers link resolver)',
            accept: 'text/html',
          },
        },
        (res) => {
          const location = res.headers.location ?? null;
          res.destroy();
          resolve({ status: res.statusCode ?? 0, location });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    }),
};
