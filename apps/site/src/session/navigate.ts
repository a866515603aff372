/**
 * How code outside React leaves for another page (after a 401, after a `#jwt=` sign-in): the
 * router registers its `navigate` at start-up. Kept tiny and free of the api client, so the first
 * screen does not load the client just to register this.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}
