import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as th from '../../i18n/th';
import { LoginIcon } from '../../icons';
import { SectionInner, SectionRoot, SectionText, SectionTitle } from '../../internal/landing.styles';
import { Button } from '../Button';

export interface LandingCallProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The login button was tapped: the app opens the login modal. */
  onLogin: () => void;
  /** The section's `h2`. */
  title?: string;
  /** The sentence under the title. */
  text?: ReactNode;
  /** The login button's label. */
  loginLabel?: string;
}

/** The landing page's last screen: the final call with the second login button (product §2). */
export const LandingCall = forwardRef<HTMLElement, LandingCallProps>(function LandingCall(
  {
    onLogin,
    title = th.landing.callTitle,
    text = th.landing.callText,
    loginLabel = th.landing.callLogin,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <SectionRoot ref={ref} aria-labelledby={titleId} data-component="LandingCall" data-tone="muted" {...rest}>
      <SectionInner data-align="center">
        <SectionTitle id={titleId} data-part="Title">
          {title}
        </SectionTitle>
        {text ? <SectionText data-part="Text">{text}</SectionText> : null}
        <Button size="lg" leadingIcon={<LoginIcon />} onClick={() => onLogin()} data-part="Login">
          {loginLabel}
        </Button>
      </SectionInner>
    </SectionRoot>
  );
});
