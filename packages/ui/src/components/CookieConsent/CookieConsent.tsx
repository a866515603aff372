import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { Button } from '../Button';
import { Link } from '../Link';
import { CookieAction, CookieCard, CookieMessage, CookieRoot } from './CookieConsent.styles';

export const cookieConsentPositions = ['fixed', 'static'] as const;
export type CookieConsentPosition = (typeof cookieConsentPositions)[number];

export interface CookieConsentProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The member accepted: the app stores the product's accept-all flag and stops rendering the notice. */
  onAccept: () => void;
  /** Where the privacy-policy link goes (the app's address; ui knows no site address). */
  privacyHref: string;
  /** Where the cookie-policy link goes (the app's address). */
  cookieHref: string;
  /** fixed: pinned to the bottom of the viewport (the site); static: in the flow (docs, previews). */
  position?: CookieConsentPosition;
  /** The sentence before the two policy links. */
  message?: ReactNode;
  /** The accept button's label. */
  acceptLabel?: string;
}

/**
 * The cookie notice of product §2: a bottom card with links to the privacy and cookie policies and an accept
 * button. Non-modal: a labelled region that neither traps focus nor hides the page.
 */
export const CookieConsent = forwardRef<HTMLElement, CookieConsentProps>(function CookieConsent(
  {
    onAccept,
    privacyHref,
    cookieHref,
    position = 'fixed',
    message = th.cookie.message,
    acceptLabel = th.cookie.accept,
    ...rest
  },
  ref,
) {
  return (
    <CookieRoot
      ref={ref}
      aria-label={th.cookie.label}
      data-component="CookieConsent"
      data-position={position}
      {...rest}
    >
      <CookieCard data-part="Card">
        <CookieMessage data-part="Message">
          {message} <Link href={privacyHref}>{th.cookie.privacy}</Link> {th.cookie.and}{' '}
          <Link href={cookieHref}>{th.cookie.cookie}</Link>
        </CookieMessage>
        <CookieAction data-part="Action">
          <Button block onClick={() => onAccept()}>
            {acceptLabel}
          </Button>
        </CookieAction>
      </CookieCard>
    </CookieRoot>
  );
});
