import { forwardRef, type ReactNode, useId, useState } from 'react';
import * as th from '../../i18n/th';
import { EmailMark, GoogleMark, LineMark, TikTokMark } from '../../icons';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog, type DialogContentProps } from '../Dialog';
import { Link } from '../Link';
import { LoginHint, LoginProviders } from './LoginDialog.styles';

export const loginProviders = ['google', 'line', 'tiktok', 'email'] as const;
export type LoginProvider = (typeof loginProviders)[number];

export interface LoginDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'description' | 'icon' | 'closeButton'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Google sign-in was chosen (only possible while the privacy box is ticked). */
  onGoogle?: () => void;
  /** LINE (LIFF) sign-in was chosen. Without it there is no LINE button (LINE is not configured). */
  onLine?: () => void;
  /** TikTok sign-in was chosen. */
  onTikTok?: () => void;
  /** Sign-in with a link by e-mail was chosen. Without it there is no e-mail button. */
  onEmail?: () => void;
  /** The provider whose sign-in is running: its button spins, the others wait. */
  busy?: LoginProvider | null;
  /** A Thai error from the app (e.g. the LINE account has no e-mail), shown above the buttons. */
  error?: ReactNode;
  /** Where the privacy checkbox's link goes: the app's privacy policy (ui knows no site address). */
  privacyHref: string;
  /** The dialog's title (its accessible name). */
  title?: string;
  /** The line under the title. */
  description?: ReactNode;
}

/**
 * The login modal of product §2: Google, LINE and TikTok buttons (LINE only when the app can sign in
 * with it), an e-mail button when the app offers a link by e-mail, and a privacy-policy checkbox,
 * ticked by default, whose label links to the privacy policy (`privacyHref`); Google is disabled while it is unticked. The app
 * does the sign-in in the callbacks and passes `busy` and `error` back.
 */
export const LoginDialog = forwardRef<HTMLDivElement, LoginDialogProps>(function LoginDialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    onGoogle,
    onLine,
    onTikTok,
    onEmail,
    busy = null,
    error,
    privacyHref,
    title = th.login.title,
    description = th.login.description,
    size = 'sm',
    ...rest
  },
  ref,
) {
  const [accepted, setAccepted] = useState(true);
  const hintId = useId();
  const waiting = busy !== null;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        ref={ref}
        title={title}
        description={description}
        size={size}
        data-component="LoginDialog"
        data-state={waiting ? 'loading' : 'idle'}
        {...rest}
      >
        <Dialog.Body>
          <LoginProviders data-part="Providers">
            {error ? (
              <Alert tone="danger" role="alert" data-part="Error">
                {error}
              </Alert>
            ) : null}
            <Button
              variant="secondary"
              block
              size="lg"
              leadingIcon={<GoogleMark />}
              data-provider="google"
              loading={busy === 'google'}
              disabled={!accepted || (waiting && busy !== 'google')}
              aria-describedby={accepted ? undefined : hintId}
              onClick={() => onGoogle?.()}
            >
              {th.login.google}
            </Button>
            {onLine ? (
              <Button
                variant="secondary"
                block
                size="lg"
                leadingIcon={<LineMark />}
                data-provider="line"
                loading={busy === 'line'}
                disabled={waiting && busy !== 'line'}
                onClick={() => onLine()}
              >
                {th.login.line}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              block
              size="lg"
              leadingIcon={<TikTokMark />}
              data-provider="tiktok"
              loading={busy === 'tiktok'}
              disabled={waiting && busy !== 'tiktok'}
              onClick={() => onTikTok?.()}
            >
              {th.login.tiktok}
            </Button>
            {onEmail ? (
              <Button
                variant="secondary"
                block
                size="lg"
                leadingIcon={<EmailMark />}
                data-provider="email"
                loading={busy === 'email'}
                disabled={waiting && busy !== 'email'}
                onClick={() => onEmail()}
              >
                {th.login.email}
              </Button>
            ) : null}
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              label={
                <>
                  {th.login.privacyAccept} <Link href={privacyHref}>{th.login.privacyLink}</Link>
                </>
              }
            />
            {accepted ? null : (
              <LoginHint id={hintId} data-part="PrivacyHint">
                {th.login.privacyRequired}
              </LoginHint>
            )}
          </LoginProviders>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
});
