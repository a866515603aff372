/**
 * Who is on the other end of a request: the socket's peer, the client address the configuration
 * trusts, the network a client is counted by, and whether a request comes from this machine.
 * Free of the rate limiter and of the click counting, which both key on `networkKey`.
 */
import { isIPv4, isIPv6 } from 'node:net';

type AddressContext = { env: unknown; req: { header(n: string): string | undefined } };

type Incoming = { socket?: { remoteAddress?: string }; httpVersion?: string };
const incomingOf = (c: { env: unknown }) => (c.env as { incoming?: Incoming } | undefined)?.incoming;

/** The address of the peer that opened the connection ('local' for in-process requests). */
export function socketAddress(c: AddressContext): string {
  return incomingOf(c)?.socket?.remoteAddress ?? 'local';
}

/**
 * The client's address. With `trustProxy` = 0 (the default) only the socket counts, whatever the
 * request says. With n trusted proxies in front, each appends the address it saw to
 * `X-Forwarded-For`: the client is the n-th entry from the right (entries further left were written
 * by the client and are ignored). No other header is ever trusted.
 */
export function addressResolver(trustProxy: number) {
  return (c: AddressContext): string => {
    const socket = socketAddress(c);
    if (trustProxy <= 0) return socket;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket];
    return chain[Math.max(0, chain.length - 1 - trustProxy)]!;
  };
}

/** Expands an IPv6 address into its eight 16-bit groups (null when it is not one). */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  let text = bare;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  const groups = [...h, ...fill, ...t].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The network a client is counted by — every rate limit and the click caps key on it (ADR 020,
 * ADR 021): an IPv4 address as is (also when written IPv4-mapped, `::ffff:a.b.c.d`), an IPv6
 * address as its /64 prefix (what a provider hands one subscriber: its 2⁶⁴ interface ids are free
 * to rotate), anything else (no socket, tests) as given.
 */
export function networkKey(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const g = ipv6Groups(trimmed);
  if (!g) return trimmed.toLowerCase();
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return bare.startsWith('127.');
  const g = ipv6Groups(bare);
  if (!g) return false;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && g[6]! >> 8 === 127;
}

/** True for host names only this machine answers: 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopbackName(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return h === 'localhost' || isLoopbackAddress(h);
}

/** Headers a reverse proxy adds: their presence means the request did not start on this machine. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

/**
 * Why a request may not be treated as coming from this machine, or null when it does: the socket's
 * peer is loopback (an in-process request has no socket and is local), no forwarding header is
 * present, the `Host` it names is a loopback name (a DNS-rebound page names its own host), and it
 * speaks HTTP/1.1 or later (nginx's default `proxy_pass` speaks HTTP/1.0 and sends the upstream's
 * loopback name and no forwarding header).
 */
export function notLocalReason(c: AddressContext & { req: { url: string } }): string | null {
  const incoming = incomingOf(c);
  if (incoming) {
    const peer = incoming.socket?.remoteAddress ?? '';
    if (!isLoopbackAddress(peer)) return 'the connection does not come from this machine';
    if (incoming.httpVersion === '1.0') return 'HTTP/1.0 (a proxy) is not accepted';
  }
  for (const name of FORWARDING_HEADERS)
    if (c.req.header(name) !== undefined) return `the request was forwarded (${name})`;
  let hostname: string;
  try {
    hostname = new URL(`http://${c.req.header('host') ?? new URL(c.req.url).host}`).hostname;
  } catch {
    return 'the Host header is not a host name';
  }
  if (!isLoopbackName(hostname)) return `the Host "${hostname}" is not a loopback name`;
  return null;
}

/**
 * Whether the member's browser reached the service over TLS, so its cookies get `Secure`: the
 * request's own scheme, `PUBLIC_SITE_URL` on https (a deployment behind a TLS-terminating proxy
 * sees plain HTTP itself), or — only when the configuration trusts a proxy — `X-Forwarded-Proto`.
 */
export function overTls(
  c: { req: { url: string; header(n: string): string | undefined } },
  config: { publicSiteUrl: string; trustProxy: number },
): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (new URL(config.publicSiteUrl).protocol === 'https:') return true;
  if (config.trustProxy <= 0) return false;
  return (c.req.header('x-forwarded-proto') ?? '').split(',').some((p) => p.trim().toLowerCase() === 'https');
}
