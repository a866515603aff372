/**
 * The one-time sign-in nonce (ADR 020). A token that arrives in the address (`#jwt=…`, `?jwt=…`) is
 * accepted only when this browser started that sign-in: starting one keeps a fresh nonce in
 * `sessionStorage` (this tab only) and sends it to the service, which gives it back beside the
 * token; taking the token uses the nonce up. A link made by somebody else — `/coin?jwt=<their
 * token>` — carries no nonce this tab kept, and is ignored: nobody is signed in by a link.
 */

/** The `sessionStorage` key of the nonce a sign-in started in this tab. */
export const SIGN_IN_NONCE_KEY = 'lb_sign_in_nonce';

/** When `sessionStorage` cannot be used, the nonce lives as long as the page (enough for a POST sign-in). */
let inMemory: string | null = null;

/** Starts a sign-in from this tab: a new nonce (128 random bits, base64url), kept, and answered for the service. */
export function startSignIn(): string {
  let binary = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) binary += String.fromCharCode(byte);
  const nonce = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  inMemory = nonce;
  try {
    sessionStorage.setItem(SIGN_IN_NONCE_KEY, nonce);
  } catch {
    // Storage refused (a private mode): the in-memory copy serves a sign-in that stays on the page.
  }
  return nonce;
}

/** Whether `nonce` is the one this tab kept for its sign-in. The kept nonce is used up either way. */
export function takeSignInNonce(nonce: string | null | undefined): boolean {
  let kept = inMemory;
  inMemory = null;
  try {
    kept = sessionStorage.getItem(SIGN_IN_NONCE_KEY) ?? kept;
    sessionStorage.removeItem(SIGN_IN_NONCE_KEY);
  } catch {}
  return Boolean(nonce && kept && nonce === kept);
}
