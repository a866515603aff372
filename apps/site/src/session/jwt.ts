/**
 * Sign-in by token in the address: the service's OAuth landing `#jwt=…&nonce=…` (ADR 020) and the
 * spec's `?jwt=` on any route. The token and its nonce are taken out of the address at once; the
 * token counts only with the nonce this tab kept when it started the sign-in (`./handoff`).
 */

export interface JwtInAddress {
  /** The token, or null when the address carries none. */
  jwt: string | null;
  /** The sign-in nonce given back beside the token (from the same part of the address), or null. */
  nonce: string | null;
  /** The same address (path, other query parameters, other fragment) without the token and nonce. */
  cleaned: string;
}

/** The token and nonce of a hand-off, as read from the address. */
export type AddressHandoff = { jwt: string; nonce: string | null };

const value = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

/**
 * Finds `jwt` (and its `nonce`) in the fragment or the query — the fragment first, where the
 * service puts them and where no server, log or `Referer` sees them — and answers the address
 * without either.
 */
export function takeJwt(href: string): JwtInAddress {
  const url = new URL(href, 'http://localhost');
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hashHasJwt = /(^|&)jwt=/.test(url.hash.replace(/^#/, ''));
  const fromHash = hashHasJwt ? { jwt: value(hash, 'jwt'), nonce: value(hash, 'nonce') } : null;
  const fromQuery = { jwt: value(url.searchParams, 'jwt'), nonce: value(url.searchParams, 'nonce') };
  const taken = fromHash?.jwt ? fromHash : fromQuery.jwt ? fromQuery : { jwt: null, nonce: null };
  // Both places are cleaned: a token or nonce never stays in the address bar.
  const hadQuery = url.searchParams.has('jwt');
  if (hadQuery) {
    url.searchParams.delete('jwt');
    url.searchParams.delete('nonce');
  }
  let cleanedHash = url.hash.replace(/^#/, '');
  if (hashHasJwt) {
    hash.delete('jwt');
    hash.delete('nonce');
    cleanedHash = hash.toString();
  }
  const search = url.searchParams.toString();
  const cleaned = `${url.pathname}${search ? `?${search}` : ''}${cleanedHash ? `#${cleanedHash}` : ''}`;
  return { jwt: taken.jwt, nonce: taken.jwt ? taken.nonce : null, cleaned };
}

/**
 * Takes the token and its nonce out of the browser's address bar (`history.replaceState`) before
 * anything else runs — no router, no request, no `Referer` ever sees them. Answers them, or null.
 */
export function captureJwtFromAddress(): AddressHandoff | null {
  const { jwt, nonce, cleaned } = takeJwt(location.href);
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (cleaned !== current && (jwt !== null || /[?&#]jwt=/.test(current))) {
    history.replaceState(history.state, '', cleaned);
  }
  return jwt ? { jwt, nonce } : null;
}
