export type { CookieConsentPosition, CookieConsentProps } from './CookieConsent';
export { CookieConsent, cookieConsentPositions } from './CookieConsent';
