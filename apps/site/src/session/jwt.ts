/**
 * Sign-in by token in the address: `?jwt=` on any route (spec §2) and the service's OAuth redirect
 * form `#jwt=` (ADR 020). The token is taken out of the address at once.
 */

export interface JwtInAddress {
  /** The token, or null when the address carries none. */
  jwt: string | null;
  /** The same address (path, other query parameters, other fragment) without the token. */
  cleaned: string;
}

/** Finds `jwt` in the query or in a fragment of `key=value` pairs; answers the address without it. */
export function takeJwt(href: string): JwtInAddress {
  const url = new URL(href, 'http://localhost');
  let jwt: string | null = null;
  const fromQuery = url.searchParams.get('jwt');
  if (fromQuery !== null) {
    url.searchParams.delete('jwt');
    if (fromQuery.trim()) jwt = fromQuery.trim();
  }
  let hash = url.hash.replace(/^#/, '');
  if (/(^|&)jwt=/.test(hash)) {
    const params = new URLSearchParams(hash);
    const fromHash = params.get('jwt');
    params.delete('jwt');
    hash = params.toString();
    if (fromHash?.trim() && jwt === null) jwt = fromHash.trim();
  }
  const search = url.searchParams.toString();
  const cleaned = `${url.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
  return { jwt, cleaned };
}

/**
 * Takes the token out of the browser's address bar (`history.replaceState`) before anything else
 * runs — no router, no request, no `Referer` ever sees it. Answers the token.
 */
export function captureJwtFromAddress(): string | null {
  const { jwt, cleaned } = takeJwt(location.href);
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (cleaned !== current && (jwt !== null || /[?&#]jwt=/.test(current))) {
    history.replaceState(history.state, '', cleaned);
  }
  return jwt;
}
